import { describe, expect, it } from "vitest";
import { formatBytes, formatDuration } from "./format";

describe("file sizes and running times", () => {
  it("sizes round like a visitor expects", () => {
    expect(formatBytes(500)).toBe("1 KB");
    expect(formatBytes(166_400)).toBe("163 KB");
    expect(formatBytes(2_516_582)).toBe("2.4 MB");
  });

  it("an unknown size is left out", () => {
    expect(formatBytes(null)).toBe("");
  });

  it("running times are minutes and seconds", () => {
    expect(formatDuration(15)).toBe("0:15");
    expect(formatDuration(724)).toBe("12:04");
  });
});
