import { describe, expect, it } from "vitest";
import { pageTags } from "./cache-tags";

const match = (id: string, params: Record<string, string> = {}) => ({ route: { id }, params });

describe("pageTags", () => {
  it("names the navigation and the page's own content", () => {
    expect(
      pageTags([match("root"), match("routes/site/layout"), match("routes/site/product-detail", { id: "SPC121" })]),
    ).toEqual(["site", "nav", "product:SPC121", "documents"]);
    expect(pageTags([match("root"), match("routes/site/layout"), match("routes/site/news")])).toEqual([
      "site",
      "nav",
      "news",
    ]);
  });

  it("keeps tags to safe characters whatever the address held", () => {
    expect(pageTags([match("routes/site/layout"), match("routes/site/category", { id: "Drums x\n<y>" })])).toEqual([
      "site",
      "nav",
      "line:Drumsxy",
      "products",
    ]);
  });

  it("names nothing for pages outside the site layout", () => {
    expect(pageTags([match("root"), match("routes/auth/login")])).toEqual([]);
  });
});
