import { describe, expect, it } from "vitest";
import { isSealed, SealBroken, seal, sealedWith, unseal } from "./sealed";
import { keyId, siteKeysOf } from "./site-key";

const keys = siteKeysOf({ SITE_KEY: "a".repeat(40), SITE_KEY_PREVIOUS: [] });
const rotated = siteKeysOf({ SITE_KEY: "b".repeat(40), SITE_KEY_PREVIOUS: ["a".repeat(40)] });

describe("sealed values", () => {
  it("name their key, hide their text and open with it, for what they are bound to", () => {
    const value = seal(keys, "factor-secrets", "JBSWY3DPEHPK3PXP", "staff_factor:7");
    expect(isSealed(value)).toBe(true);
    expect(sealedWith(value)).toBe(keyId("a".repeat(40)));
    expect(value).not.toContain("JBSWY3DPEHPK3PXP");
    expect(seal(keys, "factor-secrets", "JBSWY3DPEHPK3PXP", "staff_factor:7")).not.toBe(value);
    expect(unseal(keys, "factor-secrets", value, "staff_factor:7")).toBe("JBSWY3DPEHPK3PXP");
    // a previous key still opens what it sealed, during a rotation
    expect(unseal(rotated, "factor-secrets", value, "staff_factor:7")).toBe("JBSWY3DPEHPK3PXP");
  });

  it("refuses another record, another purpose, another key and any altered byte", () => {
    const value = seal(keys, "factor-secrets", "JBSWY3DPEHPK3PXP", "staff_factor:7");
    expect(() => unseal(keys, "factor-secrets", value, "staff_factor:8")).toThrow(SealBroken);
    expect(() => unseal(keys, "recovery-codes", value, "staff_factor:7")).toThrow(SealBroken);
    const other = siteKeysOf({ SITE_KEY: "c".repeat(40), SITE_KEY_PREVIOUS: [] });
    expect(() => unseal(other, "factor-secrets", value, "staff_factor:7")).toThrow(/does not have/);
    const body = value.slice(value.lastIndexOf(":") + 1);
    const flipped = body.slice(0, 20) + (body[20] === "A" ? "B" : "A") + body.slice(21);
    expect(() => unseal(keys, "factor-secrets", value.replace(body, flipped), "staff_factor:7")).toThrow(SealBroken);
    expect(() => unseal(keys, "factor-secrets", value.replace(body, "abc"), "staff_factor:7")).toThrow(/cut short/);
  });
});
