import { describe, expect, it } from "vitest";
import { contactSchema, MESSAGE_MAX, normalizeSerial, unknownModelMessage } from "./schema";
import { contactText } from "./text.server";

const english = contactText.en.schema;

const models: Record<string, string> = { SPC121: "SPC121", MK61: "MK61" };
const schema = contactSchema(english, (typed) => models[typed.toUpperCase().replace(/[^A-Z0-9]/g, "")]);
const valid = {
  name: "Ana Ruiz",
  email: "ana@example.com",
  country: "ES",
  topic: "support",
  message: "My MK61 does not power on after the update.",
  consent: true,
};

function errors(input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("contact schema", () => {
  it("accepts a complete message and trims what was typed", () => {
    const result = schema.parse({ ...valid, name: "  Ana Ruiz  ", product: " sp-c 121 ", serial: "nv-24 012345" });
    expect(result).toMatchObject({ name: "Ana Ruiz", product: "SPC121", serial: "NV24012345" });
  });

  it("in the browser, without the catalogue, checks only the model name's shape", () => {
    expect(contactSchema(english).parse({ ...valid, product: "SP-C999" }).product).toBe("SP-C999");
    expect(contactSchema(english).safeParse({ ...valid, product: "--" }).success).toBe(false);
  });

  it("gives each missing field its own message", () => {
    expect(errors({})).toEqual({
      name: "Enter your name.",
      email: "Enter your e-mail address, so we can answer you.",
      country: "Choose the country you are writing from.",
      topic: "Choose what your message is about.",
      message: "Write your message.",
      consent: "Please confirm that you have read the privacy policy.",
    });
  });

  it.each([
    ["email", "ana@", "Enter an e-mail address like name@example.com."],
    ["email", `${"a".repeat(250)}@example.com`, "This e-mail address is too long: at most 254 characters."],
    ["name", "x".repeat(101), "Your name is too long: at most 100 characters."],
    ["country", "XX", "Choose the country you are writing from."],
    ["topic", "sales", "Choose what your message is about."],
    ["product", "NOPE 9", unknownModelMessage(english, "NOPE 9")],
    ["product", " -- ", "A model name has letters or digits, such as SP-C121."],
    ["product", "X".repeat(41), "A model name is at most 40 characters, such as SP-C121."],
    [
      "serial",
      "12345",
      "A serial number is two letters and eight digits, such as NV24012345. It is on the label on the underside or back of the instrument.",
    ],
    ["message", "Too short", "Please write at least 20 characters, so we can help."],
    ["message", "x".repeat(MESSAGE_MAX + 1), "Your message is too long: at most 5,000 characters."],
    ["consent", false, "Please confirm that you have read the privacy policy."],
    ["name", "Ana\u0000Ruiz", "This field contains characters that could not be read. Please type it again."],
    [
      "message",
      "Bytes that were not UTF-8: \uFFFD\uFFFD",
      "This field contains characters that could not be read. Please type it again.",
    ],
  ])("rejects %s = %j with a clear message", (field, value, message) => {
    expect(errors({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("asks to confirm the privacy policy was read, not for a consent (the enquiry rests on Art. 6(1)(b)/(f) GDPR)", () => {
    for (const locale of ["en", "de", "ja"] as const) {
      const t = contactText[locale];
      // the box links the policy and says it was read; it gives no consent to anything
      expect(t.form.consent).toContain("{policy}");
      expect(`${t.form.consent} ${t.schema.consent}`).not.toMatch(
        /agree|consent|einverstanden|zustimm|Einwilligung|同意/i,
      );
    }
    const german = contactSchema(contactText.de.schema).safeParse({ ...valid, consent: false });
    expect(german.success ? [] : german.error.issues.map((i) => i.message)).toEqual([
      "Bitte bestätigen Sie, dass Sie die Datenschutzerklärung gelesen haben.",
    ]);
  });

  it("keeps HTML and SQL as plain text: it is data, not markup", () => {
    const result = schema.parse({
      ...valid,
      name: "<script>alert(1)</script>",
      message: "'; drop table x; -- ".repeat(2),
    });
    expect(result.name).toBe("<script>alert(1)</script>");
  });

  it("normalises serial numbers typed with spaces, hyphens or in lower case", () => {
    expect(normalizeSerial(" nv 2401-2345 ")).toBe("NV24012345");
    // full width, as a Japanese keyboard types it, and any dash
    expect(normalizeSerial("ＮＶ２４０１２３４５")).toBe("NV24012345");
    expect(normalizeSerial("ｎｖ－２４０１－２３４５")).toBe("NV24012345");
    expect(normalizeSerial("NV2401–2345")).toBe("NV24012345");
  });
});
