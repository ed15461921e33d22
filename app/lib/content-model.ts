/**
 * The content's value types and closed vocabularies (seed-spec section 3), shared by the database
 * schema, the seed data, the services and the pages. Plain data: safe in the browser and the server.
 */

export type ParamValue = string | string[] | null;
export type Param = { label: string; value: ParamValue };

/**
 * What can come in an instrument's box besides it and its manuals; each language names them
 * (manual-text). The warranty card is what each market's warranty page names: 保証書 in Japan (the
 * dealer fills in the date and its name; it is presented for a repair), the warranty card with the
 * terms in Europe (the receipt is the proof of purchase).
 */
export const accessories = [
  "ac-adaptor",
  "sustain-pedal",
  "music-rest",
  "carrying-case",
  "usb-cable",
  "warranty-card",
] as const;
export type Accessory = (typeof accessories)[number];

/**
 * What a model has that its specification does not say: the controls printed on its panel (as
 * printed: "POWER", "MASTER VOLUME"), what comes in its box, and, for a model whose specification
 * has no such labels (a rhythm machine's), its connectors ("Phones", "USB to Host", "MIDI IN") and
 * whether it has a display. Every document names only what this and the specification give it
 * (lib/support/instrument-facts.ts).
 */
export type InstrumentKit = {
  controls?: string[];
  accessories?: Accessory[];
  connectors?: string[];
  display?: boolean;
};
export type SellingPoint = { text: string; pic: string };
export type StickyItem = { title: string; pic: string; desc: string };
export type Banner = { pic: string };

/** A product's own words (pictures aside): what is translated, and what its manuals are written from. */
export type ProductWords = {
  desc: string;
  sp1: Pick<SellingPoint, "text">;
  sp2: Pick<SellingPoint, "text">;
  sp3: Pick<SellingPoint, "text">;
  sp4?: string | null;
  stickyList: Pick<StickyItem, "title" | "desc">[];
  params: Param[];
};

/**
 * A block of an article's body: a safe subset rendered by React, never raw HTML. Paragraph text
 * may hold links written as [label](/path).
 */
export type ArticleBlock =
  | { type: "p"; text: string }
  | { type: "h2"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "img"; pic: string; caption: string };

/**
 * The pages a brand must have (imprint, privacy policy, terms of use, the disposal and take-back of
 * its electrical instruments and batteries), its company profile and its warranty and repair terms: one text per language, each written to its own country's conventions
 * (not a translation).
 */
export const legalPageKeys = ["imprint", "privacy", "terms", "disposal", "profile", "warranty"] as const;
export type LegalPageKey = (typeof legalPageKeys)[number];

/**
 * A block of a legal page: an article's blocks but pictures (a paragraph keeps its line breaks,
 * as an address does), a sub-heading, and a table of rows, each a label and its value (会社概要, the imprint's register).
 */
export type LegalBlock =
  | Exclude<ArticleBlock, { type: "img" }>
  | { type: "h3"; text: string }
  | { type: "table"; rows: { label: string; value: string }[] };

export const publishStatuses = ["draft", "published"] as const;
export type PublishStatus = (typeof publishStatuses)[number];

export const articleKinds = ["news", "update"] as const;
export type ArticleKind = (typeof articleKinds)[number];

export const downloadTypes = ["owners-manual", "data-list", "quick-start", "firmware", "video"] as const;
export type DownloadType = (typeof downloadTypes)[number];

export const dealerTypes = ["distributor", "dealer"] as const;
export type DealerType = (typeof dealerTypes)[number];

export const contactTopics = ["product", "support", "dealer", "press", "other"] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactStatuses = ["new", "read", "answered", "closed", "spam"] as const;

/**
 * How long a contact message is kept once support is done with it, as the privacy policy states:
 * a closed enquiry for `closedMonths` after its last change, a message marked spam for `spamDays`.
 * app/features/contact/retention.server.ts deletes them after that.
 */
/** An outgoing mail: waiting to be sent (or held, without a mail server), sent, or given up (decision 031). */
export const mailStatuses = ["queued", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const CONTACT_RETENTION = { closedMonths: 24, spamDays: 30 } as const;
/** The shortest and longest time an admin may keep closed enquiries for (mail settings), in months. */
export const RETENTION_MONTHS = { min: 1, max: 120 } as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const softwarePlatforms = ["windows", "macos", "ios", "android", "any"] as const;
export type SoftwarePlatform = (typeof softwarePlatforms)[number];

/**
 * The largest MIDI family or member code: 14 bits, two 7-bit groups in the Identity Reply (0–16383).
 * The one definition: the product line and product forms, the database's checks and restoring a
 * version read it from here,
 * and so does the update protocol (lib/midi/protocol.ts).
 */
export const MIDI_CODE_MAX = 128 ** 2 - 1;
