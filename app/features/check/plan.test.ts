import { describe, expect, it } from "vitest";
import type { CheckRelease } from "./model";
import { releasesSince, updatePath } from "./plan";

const release = (version: string, minimumVersion: string | null = null): CheckRelease => ({
  version,
  minimumVersion,
  releasedAt: "2026-01-01",
  href: `/f-${version}.zip`,
  bytes: 1,
  sha256: "",
  changes: [],
});
const versions = (rs: CheckRelease[]) => rs.map((r) => r.version);

describe("updatePath", () => {
  const history = [release("1.0.0"), release("1.1.0"), release("1.2.0"), release("2.0.0", "1.2.0")];

  it("goes straight to the newest when the installed version allows it", () => {
    expect(versions(updatePath("1.2.0", history))).toEqual(["2.0.0"]);
    expect(versions(updatePath("1.5.0", [release("1.0.0"), release("2.0.0", "1.2.0")]))).toEqual(["2.0.0"]);
  });

  it("goes through the newest stepping stone the installed version may install: first 1.2.0, then 2.0.0", () => {
    expect(versions(updatePath("1.0.0", history))).toEqual(["1.2.0", "2.0.0"]);
    expect(versions(updatePath("1.1.0", [...history].reverse()))).toEqual(["1.2.0", "2.0.0"]);
  });

  it("is empty when the newest or something newer is installed", () => {
    expect(updatePath("2.0.0", history)).toEqual([]);
    expect(updatePath("2.1.0", history)).toEqual([]);
    expect(updatePath("1.0.0", [])).toEqual([]);
  });

  it("stops where no release may be installed (a minimum nothing reaches)", () => {
    expect(versions(updatePath("1.0.0", [release("1.0.0"), release("2.0.0", "1.5.0")]))).toEqual([]);
  });
});

describe("releasesSince", () => {
  it("lists the releases newer than the installed one, newest first", () => {
    const history = [release("1.0.0"), release("1.10.0"), release("1.2.0")];
    expect(versions(releasesSince("1.0.0", history))).toEqual(["1.10.0", "1.2.0"]);
    expect(releasesSince("1.10.0", history)).toEqual([]);
  });
});
