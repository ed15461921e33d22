import { describe, expect, it } from "vitest";
import { can, permissionsOf, safeRedirect } from "./permissions";

describe("permissions", () => {
  it("let admins do everything and editors manage content, the inbox and read the audit log", () => {
    expect(permissionsOf("admin")).toEqual(["content", "inbox", "audit", "users"]);
    expect(can("editor", "content")).toBe(true);
    expect(can("editor", "inbox")).toBe(true);
    expect(can("editor", "users")).toBe(false);
    expect(can("visitor", "content")).toBe(false);
    expect(can(null, "content")).toBe(false);
  });
});

describe("safeRedirect", () => {
  it.each([
    ["/admin/inbox?status=new", "/admin/inbox?status=new"],
    ["//evil.example/admin", "/admin"],
    ["/\\evil.example", "/admin"],
    ["https://evil.example", "/admin"],
    ["javascript:alert(1)", "/admin"],
    ["/admin\n", "/admin"],
    ["/admin/products/✓?q=ü#top", "/admin/products/%E2%9C%93?q=%C3%BC#top"],
    ["/%FF", "/%FF"],
    [null, "/admin"],
  ])("%j goes to %j", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
