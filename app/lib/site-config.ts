/**
 * Everything brand-specific, in one place: a different brand is a different object here.
 * Isomorphic: nothing secret lives in this file.
 */
export type SiteEnvironment = "local" | "test" | "production";

export type SocialLink = {
  kind: "video" | "social" | "photo" | "audio";
  /** The platform's name as it writes it: the footer's link names it („Noteva auf …“), in every language. */
  platform: string;
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
    { kind: "video", platform: "video.example", href: "https://video.example/@noteva" },
    { kind: "social", platform: "social.example", href: "https://social.example/noteva" },
    { kind: "photo", platform: "photos.example", href: "https://photos.example/noteva" },
    { kind: "audio", platform: "audio.example", href: "https://audio.example/noteva" },
  ] satisfies SocialLink[],
  defaultEnvironment: "test" as SiteEnvironment,
  storagePrefix: "musical-",
  userInfoKey: "userinfo",
} as const;

/**
 * The company behind the brand (a separate export: only the server reads it, so no page carries it),
 * as the imprint, the privacy policy and the company profile name
 * it: the pages' texts write `{company.name}` and the like, filled in from here
 * (app/features/company/legal-facts.ts), so an address changes in one place.
 */
export const companyDetails = {
  name: "Noteva GmbH",
  street: "Am Sandtorkai 54",
  postalCode: "20457",
  city: "Hamburg",
  /** ISO 3166-1 alpha-2. */
  country: "DE",
  phone: "+49 40 3009 4410",
  /**
   * Telephone support on the head office's line, in Hamburg's time (schema.org's days, 24-hour
   * times; a day in no entry is closed, as are public holidays): the contact page and the warranty
   * page write them in each language (app/features/company/support-line.ts).
   */
  phoneHours: [
    { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:00" },
  ],
  email: "info@noteva.example",
  privacyEmail: "privacy@noteva.example",
  /** Geschäftsführer: who represents the company. */
  directors: ["Ilse Marquardt", "Tomás Ferreira"],
  /** The directors' and the editor's names as Japanese writes them (the team page's spelling). */
  japaneseNames: {
    "Ilse Marquardt": "イルゼ・マルクヴァルト",
    "Tomás Ferreira": "トマス・フェレイラ",
    "Lena Virtanen": "レナ・ヴィルタネン",
  } as Record<string, string>,
  register: { court: "Amtsgericht Hamburg", number: "HRB 187204" },
  vatId: "DE318442907",
  /**
   * The registration with the Stiftung Elektro-Altgeräte Register as a producer of electrical
   * equipment (§ 6 ElektroG): the imprint and the disposal page name it ("WEEE-Reg.-Nr. DE …").
   */
  weeeRegistration: "DE 73920418",
  founded: 2009,
  foundedMonth: 4,
  /** Responsible for the site's editorial content (§ 18 (2) MStV), at the company's address. */
  editor: "Lena Virtanen",
  /** The company in Japan, which the Japanese company profile and privacy policy name. */
  japan: {
    name: "ノテヴァ・ジャパン株式会社",
    latinName: "Noteva Japan K.K.",
    postalCode: "153-0042",
    address: "東京都目黒区青葉台3-6-28",
    latinAddress: "3-6-28 Aobadai, Meguro-ku, Tokyo",
    representative: "森下 健一",
    latinRepresentative: "Kenichi Morishita",
    phone: "03-6452-1180",
    /** Telephone support for Japan on the Tokyo line, in Japan's time (closed on public holidays and over the New Year). */
    phoneHours: [
      { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "10:00", closes: "17:00" },
    ],
    founded: 2016,
    foundedMonth: 10,
    /** Share capital in yen (資本金). */
    capital: 30_000_000,
    employees: 38,
    /** When the head count was taken (従業員数 …現在). */
    employeesAsOf: "2026-04",
  },
} as const;

export const parkTitle = `${siteConfig.name} Park`;

export function supportEmail(environment: SiteEnvironment): string {
  return environment === "local" ? siteConfig.emails.supportLocal : siteConfig.emails.support;
}

export function storageKey(name: string): string {
  return `${siteConfig.storagePrefix}${name}`;
}

/** Where the browser keeps the language a visitor chose. */
export const LANGUAGE_KEY = storageKey("language");
