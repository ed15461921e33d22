import { describe, expect, it } from "vitest";
import { PAGE_TYPES, pageTypesMissing } from "./lighthouse.ts";

describe("the bench's page types", () => {
  it("cover every public page type, so a new page cannot stop `npm run bench` on the day it is measured", () => {
    expect(pageTypesMissing()).toEqual([]);
    expect(new Set(PAGE_TYPES.map((t) => t.name)).size).toBe(PAGE_TYPES.length);
  });
});
