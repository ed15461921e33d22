/**
 * Everything brand-specific, in one place: a different brand is a different object here.
 * Isomorphic: nothing secret lives in this file.
 */
export type SiteEnvironment = "local" | "test" | "production";

export type SocialLink = {
  kind: "video" | "social" | "photo" | "audio";
  label: string;
  href: string;
};

export const siteConfig = {
  name: "Noteva",
  shortName: "noteva",
  tagline: "Digital pianos, keyboards and rhythm machines",
  /** Brand colours, mirrored as CSS custom properties in app.css. */
  colors: { ink: "#14161a", accent: "#c8102e", paper: "#ffffff" },
  emails: {
    support: "support@noteva.example",
    supportLocal: "support-local@noteva.example",
  },
  social: [
    { kind: "video", label: "Noteva on the video channel", href: "https://video.example/@noteva" },
    { kind: "social", label: "Noteva on the social network", href: "https://social.example/noteva" },
    { kind: "photo", label: "Noteva on the photo network", href: "https://photos.example/noteva" },
    { kind: "audio", label: "Noteva on the audio platform", href: "https://audio.example/noteva" },
  ] satisfies SocialLink[],
  defaultEnvironment: "test" as SiteEnvironment,
  storagePrefix: "musical-",
  userInfoKey: "userinfo",
} as const;

export const parkTitle = `${siteConfig.name} Park`;

export function supportEmail(environment: SiteEnvironment): string {
  return environment === "local" ? siteConfig.emails.supportLocal : siteConfig.emails.support;
}

export function storageKey(name: string): string {
  return `${siteConfig.storagePrefix}${name}`;
}
