import { describe, expect, it } from "vitest";
import { z } from "~/lib/forms/zod";
import { codeFields, fieldPath, malformedMessage, normalizeCode, parseForm, unreadableMessage } from "./parse";

const schema = z.object({
  name: z.string({ error: "Enter a name." }),
  rows: z.array(z.object({ label: z.string().optional() })).optional(),
});
const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe("parseForm", () => {
  it("ignores a field named as an object's own members (valueOf, __proto__, constructor), and still answers", () => {
    for (const name of ["valueOf", "toString", "__proto__", "constructor", "rows[0].hasOwnProperty"]) {
      const result = parseForm(
        form([
          ["name", "\u0000"],
          [name, "\uFFFD"], // bytes that were not UTF-8, as a robot sends them
        ]),
        schema,
      );
      expect(result.status, name).toBe("error");
      expect(result.reply().error, name).toEqual({ name: [unreadableMessage] });
      // the reply a page sends back is plain data, built without calling what the field named
      expect(() => JSON.stringify(result.reply()), name).not.toThrow();
    }
  });
  it("reads a code field typed in full width (serial, model, e-mail, phone) in half width, trimmed; prose and passwords as typed", () => {
    const codes = z.object({
      serial: z.string().regex(/^[A-Z]{2}\d{8}$/),
      email: z.email(),
      phone: z.string(),
      name: z.string(),
      password: z.string(),
      rows: z.array(z.object({ code: z.string() })),
    });
    const result = parseForm(
      form([
        ["serial", " ＮＶ２４０１２３４５　"],
        ["email", "ｍａｒａ＠ｅｘａｍｐｌｅ．ｊｐ"],
        ["phone", "＋８１　３－１２３４－５６７８"],
        ["name", " 山田　太郎 "],
        ["password", " ｐａｓｓ "],
        ["rows[0].code", "１２３４５６"],
      ]),
      codes,
    );
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({
      serial: "NV24012345",
      email: "mara@example.jp",
      phone: "+81 3-1234-5678",
      name: " 山田　太郎 ",
      password: " ｐａｓｓ ",
      rows: [{ code: "123456" }],
    });
    expect(codeFields.has("password")).toBe(false);
    expect(normalizeCode("　ＳＰ－Ｃ１２１ ")).toBe("SP-C121");
  });
  it("reads field names as paths", () => {
    expect(fieldPath("params[3].label")).toEqual(["params", 3, "label"]);
  });
  it("never builds the huge list a field name asks for: the form's own field gets a message, another field is ignored", () => {
    const result = parseForm(
      form([
        ["name", "Ana"],
        ["rows[3000000].label", "x"],
      ]),
      schema,
    );
    expect(result.status).toBe("error");
    expect(result.reply().error).toEqual({ rows: [malformedMessage] });
    expect(JSON.stringify(result.reply()).length).toBeLessThan(500);
    const other = parseForm(
      form([
        ["name", "Ana"],
        ["x_extra[3000000]", "x"],
      ]),
      schema,
    );
    expect(other.status).toBe("success");
    expect(JSON.stringify(other.reply()).length).toBeLessThan(500);
  });
  it("refuses characters no one types, with the field's message", () => {
    const result = parseForm(
      form([
        ["name", "A\u0000na"],
        ["rows[0].label", "ok\uFFFD"],
      ]),
      schema,
    );
    expect(result.status).toBe("error");
    expect(result.reply().error).toEqual({ name: [unreadableMessage], "rows[0].label": [unreadableMessage] });
    expect(parseForm(form([["name", "Ana\tRuiz\r\n"]]), schema).status).toBe("success");
    // a field the form does not have is ignored, whatever it holds
    expect(
      parseForm(
        form([
          ["name", "Ana"],
          ["x_extra", "\u0000"],
        ]),
        schema,
      ).status,
    ).toBe("success");
  });
});
