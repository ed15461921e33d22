import { describe, expect, it } from "vitest";
import { searchHref } from "./results";

describe("searchHref", () => {
  it("names the query, the kind when there is one, and pages after the first", () => {
    expect(searchHref("sp c121")).toBe("/search?q=sp+c121");
    expect(searchHref("MK", "product")).toBe("/search?q=MK&type=product");
    expect(searchHref("MK", "news", 1)).toBe("/search?q=MK&type=news");
    expect(searchHref("MK", null, 3)).toBe("/search?q=MK&page=3");
  });
});
