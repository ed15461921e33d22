import { describe, expect, it } from "vitest";
import { FieldRefused, Refused, refusalIn } from "./refusal";

describe("a refusal: a code and its values, written in the reader's language", () => {
  it("keeps the English as the error's message, for logs and the command line", () => {
    const refused = new FieldRefused("id", { code: "addressTaken", by: "New sounds" });
    expect(refused.message).toBe("“New sounds” already uses this address; choose another.");
    expect(refused.field).toBe("id");
    expect(refused).toBeInstanceOf(Refused);
  });

  it("writes the same refusal in German and Japanese as their admins read it", () => {
    const refused = new Refused({ code: "addressTaken", by: "Neue Klänge" });
    expect(refused.in("de")).toBe("„Neue Klänge“ verwendet diese Adresse bereits. Bitte wählen Sie eine andere.");
    expect(refused.in("ja")).toBe("このアドレスは「Neue Klänge」で使用されています。別のアドレスを指定してください。");
  });

  it("writes a moment as the reader's language writes it, in UTC", () => {
    const refusal = {
      code: "replacedBy",
      by: "Lena",
      name: "manual.pdf",
      at: new Date("2026-03-01T09:30:00Z"),
    } as const;
    expect(refusalIn(refusal, "en")).toContain("Lena replaced it with manual.pdf on 1 Mar 2026, 09:30 UTC");
    expect(refusalIn(refusal, "de")).toContain(
      "Lena hat das Dokument am 01.03.2026, 09:30 UTC durch manual.pdf ersetzt",
    );
    expect(refusalIn(refusal, "ja")).toContain("2026/03/01 9:30 UTCにLenaさんがmanual.pdfに差し替えました");
  });
});
