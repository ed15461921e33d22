import { describe, expect, it } from "vitest";
import { refusalIn } from "~/lib/forms/refusal";
import { addressLines } from "./address.server";
import { phoneOf, phoneProblem } from "./phone.server";

describe("store addresses in postal order", () => {
  const fukuoka = { postcode: "810-0001", country: "JP" };
  it("writes a Japanese address in Japanese script on one line, 〒 first, as Japanese lists do", () => {
    expect(addressLines({ ...fukuoka, street: "天神2-6-10", city: "福岡市中央区", region: "福岡県" }, "日本")).toEqual([
      "〒810-0001 福岡県福岡市中央区天神2-6-10",
      "日本",
    ]);
    expect(
      addressLines(
        { postcode: "105-0013", country: "JP", street: "浜松町1-2-11 青嵐ビル3階", city: "港区", region: "東京都" },
        null,
      ),
    ).toEqual(["〒105-0013 東京都港区浜松町1-2-11 青嵐ビル3階"]);
  });
  it("leaves the country line out for a reader at home", () => {
    const base = { street: "Grindelallee 41", city: "Hamburg", region: null, postcode: "20146", country: "DE" };
    expect(addressLines(base, null)).toEqual(["Grindelallee 41", "20146 Hamburg"]);
  });
  it("writes it romanized in Japan's latin order", () => {
    expect(
      addressLines({ ...fukuoka, street: "2-6-10 Tenjin, Chūō-ku", city: "Fukuoka", region: "Fukuoka" }, "Japan"),
    ).toEqual(["2-6-10 Tenjin, Chūō-ku, Fukuoka, Fukuoka", "810-0001", "Japan"]);
  });
  it("writes a Swiss or Swedish postcode without the old country prefix (DIN 5008, Swiss Post)", () => {
    expect(
      addressLines(
        { street: "Gerbergasse 30", city: "Basel", region: null, postcode: "4051", country: "CH" },
        "Schweiz",
      ),
    ).toEqual(["Gerbergasse 30", "4051 Basel", "Schweiz"]);
    expect(
      addressLines(
        { street: "Drottninggatan 10", city: "Stockholm", region: null, postcode: "111 51", country: "SE" },
        "Schweden",
      ),
    ).toEqual(["Drottninggatan 10", "111 51 Stockholm", "Schweden"]);
    // as Austria's already are
    expect(
      addressLines({ street: "Herrengasse 5", city: "Graz", region: null, postcode: "8010", country: "AT" }, null),
    ).toEqual(["Herrengasse 5", "8010 Graz"]);
  });
  it("puts the postcode where each country's post wants it", () => {
    const base = { street: "Grindelallee 41", city: "Hamburg", region: null };
    expect(addressLines({ ...base, postcode: "20146", country: "DE" }, "Deutschland")).toEqual([
      "Grindelallee 41",
      "20146 Hamburg",
      "Deutschland",
    ]);
    expect(
      addressLines(
        { street: "1180 Mission Street", city: "San Francisco", region: "CA", postcode: "94103", country: "US" },
        "United States",
      ),
    ).toEqual(["1180 Mission Street", "San Francisco, CA 94103", "United States"]);
    expect(
      addressLines(
        { street: "12 Upper Street", city: "London", region: null, postcode: "N1 0PQ", country: "GB" },
        "UK",
      ),
    ).toEqual(["12 Upper Street", "London", "N1 0PQ", "UK"]);
  });
});

describe("store phone numbers", () => {
  it("writes a number nationally where the page's language is the store country's own", () => {
    expect(phoneOf("+81 92 712 4405", "JP", "ja")).toEqual({ text: "092-712-4405", tel: "tel:+81927124405" });
    expect(phoneOf("+49 40 5550 1234", "DE", "de")).toEqual({ text: "040 55501234", tel: "tel:+494055501234" });
  });
  it("writes it internationally elsewhere", () => {
    expect(phoneOf("+81 92 712 4405", "JP", "en").text).toBe("+81 92 712 4405");
    expect(phoneOf("+81 92 712 4405", "JP", "de").text).toBe("+81 92 712 4405");
    expect(phoneOf("+49 40 5550 1234", "DE", "ja")).toEqual({ text: "+49 40 55501234", tel: "tel:+494055501234" });
  });
  it("writes an Austrian or a Swiss number internationally on /de, as every number abroad", () => {
    expect(phoneOf("+43 316 714258", "AT", "de")).toEqual({ text: "+43 316 714258", tel: "tel:+43316714258" });
    expect(phoneOf("+41 61 261 47 30", "CH", "de")).toEqual({ text: "+41 61 261 47 30", tel: "tel:+41612614730" });
    expect(phoneOf("+43 1 5123 456", "AT", "de").text).toMatch(/^\+43 /);
  });
  it("refuses numbers that are not valid, not international, or of another country", () => {
    expect(phoneProblem("+81 92 712 4405", "JP")).toBeNull();
    const said = (phone: string, locale: "en" | "de" | "ja" = "en") => {
      const problem = phoneProblem(phone, "JP");
      return problem ? refusalIn(problem, locale) : null;
    };
    expect(said("092-712-4405")).toMatch(/international form/);
    expect(said("+81 12 3456 7890")).toMatch(/not a valid phone number/);
    expect(said("+49 40 5550 1234")).toMatch(/dials \+81, not \+49/);
    expect(said("+49 40 5550 1234", "de")).toMatch(/Vorwahl \+81, nicht \+49/);
    expect(said("+49 40 5550 1234", "ja")).toMatch(/国番号は\+81です（入力は\+49）/);
  });
});
