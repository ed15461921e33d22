/**
 * Which releases an instrument goes through to reach the newest firmware: straight to it when
 * the installed version allows, else through stepping stones (a release whose minimum version
 * is above the installed one needs a newer one installed first: "First 1.2.0, then 2.0.0").
 */
import { compareVersions } from "~/lib/midi/protocol";
import type { CheckRelease } from "./model";

/** Newest first. */
export function newestFirst<R extends { version: string }>(releases: readonly R[]): R[] {
  return [...releases].sort((a, b) => compareVersions(b.version, a.version));
}

const allows = (release: CheckRelease, installed: string) =>
  !release.minimumVersion || compareVersions(installed, release.minimumVersion) >= 0;

/**
 * The releases to install in order, ending with the newest; empty when the newest (or something
 * newer) is installed. Each step is the newest release the version before it may install.
 */
export function updatePath(installed: string, releases: readonly CheckRelease[]): CheckRelease[] {
  const sorted = newestFirst(releases);
  const newest = sorted[0];
  if (!newest) return [];
  const path: CheckRelease[] = [];
  let current = installed;
  while (compareVersions(current, newest.version) < 0) {
    const next = sorted.find((r) => compareVersions(r.version, current) > 0 && allows(r, current));
    if (!next) break;
    path.push(next);
    current = next.version;
  }
  return path;
}

/** The releases newer than the installed one, newest first (their notes: what changed since). */
export function releasesSince(installed: string, releases: readonly CheckRelease[]): CheckRelease[] {
  return newestFirst(releases).filter((r) => compareVersions(r.version, installed) > 0);
}

/** The installed release itself, when the site lists it. */
export function installedRelease(installed: string, releases: readonly CheckRelease[]): CheckRelease | undefined {
  return releases.find((r) => compareVersions(r.version, installed) === 0);
}
