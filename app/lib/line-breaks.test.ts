import { describe, expect, it } from "vitest";
import { HOUSE_NUMBER, PRINTED_NAME, runsOf } from "./line-breaks";

const whole = (text: string, pattern: RegExp) =>
  runsOf(text, pattern)
    .filter((run) => run.whole)
    .map((run) => run.text);

describe("runs a line never breaks inside", () => {
  it("keeps a Japanese house number and postcode whole, with the block's direction", () => {
    expect(whole("〒980-0012 宮城県仙台市青葉区宮町1-10-8", HOUSE_NUMBER)).toEqual(["〒980-0012", "1-10-8"]);
    expect(whole("北海道札幌市中央区南1条西4-7-2", HOUSE_NUMBER)).toEqual(["南1条西4-7-2"]);
    expect(whole("宮城県仙台市青葉区一番町2-3-10", HOUSE_NUMBER)).toEqual(["2-3-10"]);
    expect(whole("東京都千代田区丸の内1丁目9番2号", HOUSE_NUMBER)).toEqual(["1丁目9番2号"]);
    // a number alone is no house number
    expect(whole("Hauptstraße 12", HOUSE_NUMBER)).toEqual([]);
  });

  it("keeps a connector's printed name whole, and the text around it", () => {
    const text = "USB TO HOST端子とコンピューターを接続します。";
    expect(whole(text, PRINTED_NAME)).toEqual(["USB TO HOST"]);
    expect(
      runsOf(text, PRINTED_NAME)
        .map((run) => run.text)
        .join(""),
    ).toBe(text);
    expect(whole("Connect the MIDI OUT port, then the USB cable.", PRINTED_NAME)).toEqual(["MIDI OUT"]);
    expect(whole("Firmware herunterladen · ZIP · 243 KB", PRINTED_NAME)).toEqual([]);
  });
});
