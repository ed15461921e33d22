import { describe, expect, it } from "vitest";
import { formBodyProblem, readFormBody } from "./body";

describe("form bodies", () => {
  it.each([
    ["application/x-www-form-urlencoded", null],
    ["Application/X-WWW-Form-Urlencoded; charset=UTF-8", null],
    ["multipart/form-data; boundary=abc", null],
    ["multipart/form-data", "no-boundary"],
    ["multipart/form-data; charset=utf-8", "no-boundary"],
    ["application/json", "not-a-form"],
    ["text/plain", "not-a-form"],
    ["", "not-a-form"],
    [null, "not-a-form"],
  ])("%j: %j", (type, problem) => {
    expect(formBodyProblem(type)).toBe(problem);
  });

  const request = (type: string, body: BodyInit) =>
    new Request("http://localhost/contactus", { method: "POST", headers: { "content-type": type }, body });

  it("reads url-encoded and multipart fields", async () => {
    const encoded = await readFormBody(request("application/x-www-form-urlencoded", "name=Mara&topic=press"));
    expect(encoded.ok && encoded.fields.get("name")).toBe("Mara");
    const form = new FormData();
    form.set("name", "Jonas");
    const multipart = new Request("http://localhost/contactus", { method: "POST", body: form });
    const read = await readFormBody(multipart);
    expect(read.ok && read.fields.get("name")).toBe("Jonas");
  });

  it("names what is wrong with a body it cannot read", async () => {
    expect(await readFormBody(request("application/json", "{}"))).toEqual({ ok: false, problem: "not-a-form" });
    expect(await readFormBody(request("multipart/form-data", "x"))).toEqual({ ok: false, problem: "no-boundary" });
    expect(await readFormBody(request("multipart/form-data; boundary=zz", "garbage"))).toEqual({
      ok: false,
      problem: "unreadable",
    });
  });
});
