import { describe, expect, it } from "vitest";
import { MIN_FILL_MS } from "~/.server/form-token.server";
import { senderHash } from "~/.server/rate-limit.server";
import { checkFormToken, formToken, newReference } from "./messages.server";

const secret = "s".repeat(32);

describe("form token", () => {
  const issued = Date.UTC(2026, 10, 23, 10, 0, 0);
  it("passes once a person could have filled the form", () => {
    expect(checkFormToken(secret, formToken(secret, issued), issued + MIN_FILL_MS)).toEqual({ ok: true });
  });
  it("refuses a form sent faster than a person can fill it", () => {
    expect(checkFormToken(secret, formToken(secret, issued), issued + 500)).toEqual({ ok: false, reason: "too-fast" });
  });
  it("refuses a form older than a day", () => {
    expect(checkFormToken(secret, formToken(secret, issued), issued + 25 * 3600_000)).toEqual({
      ok: false,
      reason: "expired",
    });
  });
  it("refuses a forged, altered or missing token", () => {
    const token = formToken(secret, issued);
    const older = token.replace(/^\d+/, String(issued - 60_000));
    for (const bad of [null, "", "abc", older, formToken("t".repeat(32), issued)]) {
      expect(checkFormToken(secret, bad, issued + 10_000)).toEqual({ ok: false, reason: "invalid" });
    }
  });
});

describe("references and sender hashes", () => {
  it("are readable references with the day received", () => {
    const ref = newReference(new Date("2026-11-23T08:00:00Z"));
    expect(ref).toMatch(/^NV-261123-[2-9A-HJ-NP-Z]{5}$/);
  });
  it("carry the day the reader is shown: Tokyo's 30 November at 5:24 is NV-261130, Berlin's is still the 29th", () => {
    const at = new Date("2026-11-29T20:24:00Z");
    expect(newReference(at, "Asia/Tokyo")).toMatch(/^NV-261130-/);
    expect(newReference(at, "Europe/Berlin")).toMatch(/^NV-261129-/);
    // just after midnight in Berlin, still the day before in UTC
    expect(newReference(new Date("2026-11-29T23:30:00Z"), "Europe/Berlin")).toMatch(/^NV-261130-/);
    expect(newReference(new Date("2026-01-05T12:00:00Z"), "Asia/Tokyo")).toMatch(/^NV-260105-/);
  });
  it("never keep the address itself", () => {
    const hash = senderHash(secret, "203.0.113.7");
    expect(hash).not.toContain("203.0.113.7");
    expect(hash).toBe(senderHash(secret, "203.0.113.7"));
    expect(hash).not.toBe(senderHash(secret, "203.0.113.8"));
  });
});
