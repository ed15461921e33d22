import { describe, expect, it } from "vitest";
import { pageOfDataRequest } from "./build-skew";

describe("pageOfDataRequest: the page a route data request is for", () => {
  it.each([
    ["/news.data", "/news"],
    ["/news.data?_routes=root,routes/site/layout", "/news"],
    ["/de/news.data?page=2&_routes=root", "/de/news?page=2"],
    ["/_.data", "/"],
    ["/de/_.data?_routes=root", "/de/"],
    ["/category/Drums.data?q=a%20b", "/category/Drums?q=a+b"],
    ["/product/SP201Plus/specs.data", "/product/SP201Plus/specs"],
  ])("%s → %s", (request, page) => {
    expect(pageOfDataRequest(request)).toBe(page);
  });

  it.each(["//evil.example/x.data", "///evil.example.data", "/\\evil.example.data", "/%2F%2Fevil.example.data"])(
    "stays on this site: %s answers an address on it",
    (request) => {
      const page = pageOfDataRequest(request);
      expect(page).toMatch(/^\/(?![/\\])/);
      expect(new URL(page, "https://www.noteva.example").host).toBe("www.noteva.example");
    },
  );
});
