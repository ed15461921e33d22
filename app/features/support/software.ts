export const softwarePlatforms = ["windows", "macos", "ios", "android", "any"] as const;
export type SoftwarePlatform = (typeof softwarePlatforms)[number];

/** How each platform is named on the site and in the admin. */
export const softwarePlatformLabels: Record<SoftwarePlatform, string> = {
  windows: "Windows",
  macos: "macOS",
  ios: "iOS",
  android: "Android",
  any: "Any computer",
};
