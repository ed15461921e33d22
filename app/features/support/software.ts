import type { SoftwarePlatform } from "~/lib/content-model";

/** How each platform is named on the site and in the admin. */
export const softwarePlatformLabels: Record<SoftwarePlatform, string> = {
  windows: "Windows",
  macos: "macOS",
  ios: "iOS",
  android: "Android",
  any: "Any computer",
};
