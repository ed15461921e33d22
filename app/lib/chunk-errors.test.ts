import { describe, expect, it } from "vitest";
import { ChunkLoadError, chunkName, RELOAD_MARK_KEY, recoveryFor, toChunkLoadError } from "./chunk-errors";

describe("ChunkLoadError", () => {
  it("has the spec's message and name for a script chunk", () => {
    const error = new ChunkLoadError("42", "script");
    expect(error.name).toBe("ChunkLoadError");
    expect(error.message).toBe("Loading chunk 42 failed");
    expect(error.code).toBeUndefined();
  });
  it("has the spec's message, name and code for a style chunk", () => {
    const error = new ChunkLoadError("7", "css");
    expect(error.name).toBe("ChunkLoadError");
    expect(error.message).toBe("Loading CSS chunk 7 failed");
    expect(error.code).toBe("CSS_CHUNK_LOAD_FAILED");
  });
});

describe("toChunkLoadError", () => {
  it("recognises Chromium's failed dynamic import", () => {
    const error = toChunkLoadError(
      new TypeError("Failed to fetch dynamically imported module: http://x/assets/category-AbC123.js"),
    );
    expect(error?.message).toBe("Loading chunk category-AbC123 failed");
  });
  it("recognises Firefox's and Safari's wording", () => {
    expect(toChunkLoadError(new TypeError("error loading dynamically imported module: /assets/a-1.js"))?.name).toBe(
      "ChunkLoadError",
    );
    expect(toChunkLoadError(new TypeError("Importing a module script failed."))?.name).toBe("ChunkLoadError");
  });
  it("recognises Vite's failed CSS preload as a CSS chunk", () => {
    const error = toChunkLoadError(new Error("Unable to preload CSS for /assets/product-9xY.css"));
    expect(error?.message).toBe("Loading CSS chunk product-9xY failed");
    expect(error?.code).toBe("CSS_CHUNK_LOAD_FAILED");
  });
  it("leaves other errors alone", () => {
    expect(toChunkLoadError(new Error("boom"))).toBeNull();
    expect(toChunkLoadError("Failed to fetch dynamically imported module")).toBeNull();
  });
  it("names chunks by file", () => {
    expect(chunkName("https://h/assets/home-B1.js?v=1")).toBe("home-B1");
    expect(chunkName("/assets/app-X.css")).toBe("app-X");
  });
});

describe("recoveryFor: reload once per release, then show the error", () => {
  const storage = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      data,
    };
  };
  it("reloads the first time and shows the error the second time", () => {
    const s = storage();
    expect(recoveryFor("r1", s)).toBe("reload");
    expect(s.data.get(RELOAD_MARK_KEY)).toBe("r1");
    expect(recoveryFor("r1", s)).toBe("show-error");
  });
  it("reloads again for a new release", () => {
    const s = storage();
    recoveryFor("r1", s);
    expect(recoveryFor("r2", s)).toBe("reload");
  });
  it("shows the error when there is no storage (no reload loops)", () => {
    expect(recoveryFor("r1", null)).toBe("show-error");
  });
});
