import { describe, expect, it } from "vitest";
import { clearedSessionCookie, pendingCookie, readCookie, sessionCookie } from "./cookie";

const attributes = (cookie: string) => cookie.split("; ").slice(1);

describe("the session cookie", () => {
  const expires = new Date(Date.now() + 60 * 60 * 1000);

  it("in production is __Host-, Secure, HttpOnly, SameSite=Lax, for the whole site and no Domain", () => {
    for (const cookie of [sessionCookie(true, "token", expires), pendingCookie(true, "token", expires)]) {
      expect(cookie).toMatch(/^__Host-noteva_(session|pending)=token; /);
      expect(attributes(cookie)).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax", "Secure"]));
      expect(cookie).not.toMatch(/Domain=/i);
      const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
      expect(maxAge).toBeGreaterThan(3590);
      expect(maxAge).toBeLessThanOrEqual(3600);
    }
    expect(clearedSessionCookie(true)).toMatch(/^__Host-noteva_session=; .*Max-Age=0.*Secure/);
  });

  it("outside production has no Secure flag (plain http://localhost), HttpOnly still", () => {
    const cookie = sessionCookie(false, "token", expires);
    expect(cookie).toMatch(/^noteva_session=token; /);
    expect(attributes(cookie)).toContain("HttpOnly");
    expect(attributes(cookie)).not.toContain("Secure");
  });

  it("reads only its own name, and no value it did not write", () => {
    expect(readCookie("a=1; noteva_session=abc; b=2", "noteva_session")).toBe("abc");
    expect(readCookie("xnoteva_session=abc", "noteva_session")).toBeNull();
    expect(readCookie("noteva_session=%E0%A4%A", "noteva_session")).toBeNull();
  });
});
