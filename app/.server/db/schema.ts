import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import type { Banner, Param, SellingPoint, StickyItem } from "~/features/catalogue/types";
import { contactStatuses } from "~/features/contact/schema";
import type { ArticleBlock } from "~/features/news/types";
import { softwarePlatforms } from "~/features/support/software";
import { staffRoles } from "~/lib/permissions";

export type { Banner, Param, ParamValue, SellingPoint, StickyItem } from "~/features/catalogue/types";

export const publishStatuses = ["draft", "published"] as const;
export type PublishStatus = (typeof publishStatuses)[number];

export const categories = pgTable("category", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  pic: text("pic").notNull(),
  position: integer("position").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const subGroups = pgTable(
  "sub_group",
  {
    id: text("id").primaryKey(),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onUpdate: "cascade" }),
    label: text("label").notNull(),
    desc: text("desc").notNull(),
    pic: text("pic").notNull(),
    pic2: text("pic2").notNull(),
    position: integer("position").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sub_group_category_idx").on(t.categoryId, t.position)],
);

export const products = pgTable(
  "product",
  {
    id: text("id").primaryKey(),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onUpdate: "cascade" }),
    title: text("title").notNull(),
    /** Canonical model code, upper-case letters and digits only (SPC121): what search matches on. */
    modelCode: text("model_code").notNull().unique(),
    aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
    pic: text("pic").notNull(),
    pic2: text("pic2").notNull(),
    pic3: text("pic3"),
    video: text("video"),
    videoCover: text("video_cover"),
    desc: text("desc").notNull(),
    sp1: jsonb("sp1").$type<SellingPoint>().notNull(),
    sp2: jsonb("sp2").$type<SellingPoint>().notNull(),
    sp3: jsonb("sp3").$type<SellingPoint>().notNull(),
    sp4: text("sp4"),
    stickyList: jsonb("sticky_list").$type<StickyItem[]>().notNull().default([]),
    banners: jsonb("banners").$type<Banner[]>().notNull().default([]),
    detailPicList: jsonb("detail_pic_list").$type<string[]>(),
    params: jsonb("params").$type<Param[]>().notNull().default([]),
    unCompile: boolean("un_compile").notNull().default(false),
    /** Place in the header's products panel within its category; null keeps it out of the panel. */
    menuPosition: integer("menu_position"),
    status: text("status", { enum: publishStatuses }).notNull().default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("product_category_idx").on(t.categoryId, t.menuPosition)],
);

export const subGroupProducts = pgTable(
  "sub_group_product",
  {
    subGroupId: text("sub_group_id")
      .notNull()
      .references(() => subGroups.id, { onDelete: "cascade", onUpdate: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade", onUpdate: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subGroupId, t.productId] })],
);

export const productDocs = pgTable(
  "product_doc",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade", onUpdate: "cascade" }),
    href: text("href").notNull(),
    /** Human size text ("2.4 MB"), computed from the real file when it is registered. */
    size: text("size").notNull(),
    afterfix: text("afterfix").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("product_doc_product_idx").on(t.productId, t.position)],
);

/** Which seed data set has been loaded, at which version: seeding runs once per version. */
export const seedState = pgTable("seed_state", {
  name: text("name").primaryKey(),
  version: integer("version").notNull(),
  loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What derived data was last made from: start-up compares a fingerprint of the inputs (files on
 * disk, content rows, the build's code) with the one stored here and skips work that has nothing
 * to do (re-hashing firmware, rebuilding the search index).
 */
export const syncState = pgTable("sync_state", {
  name: text("name").primaryKey(),
  fingerprint: text("fingerprint").notNull(),
  syncedAt: timestamp("synced_at", { withTimezone: true }).notNull().defaultNow(),
});

export const articleKinds = ["news", "update"] as const;
export type ArticleKind = (typeof articleKinds)[number];

export type { ArticleBlock } from "~/features/news/types";

/** News articles and update articles (firmware, software, manual revisions). */
export const articles = pgTable(
  "article",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: articleKinds }).notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    pic: text("pic").notNull(),
    body: jsonb("body").$type<ArticleBlock[]>().notNull(),
    productIds: text("product_ids").array().notNull().default(sql`'{}'::text[]`),
    status: text("status", { enum: publishStatuses }).notNull().default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("article_kind_published_idx").on(t.kind, t.status, t.publishedAt)],
);

export const downloadTypes = ["owners-manual", "data-list", "quick-start", "firmware", "video"] as const;
export type DownloadType = (typeof downloadTypes)[number];

/** Firmware releases per product: version history with changelog, file, size and checksum. */
export const firmwareReleases = pgTable(
  "firmware_release",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade", onUpdate: "cascade" }),
    version: text("version").notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull(),
    changes: text("changes").array().notNull(),
    href: text("href").notNull(),
    bytes: integer("bytes").notNull().default(0),
    sha256: text("sha256").notNull().default(""),
  },
  (t) => [index("firmware_product_idx").on(t.productId, t.releasedAt)],
);

export const dealerTypes = ["distributor", "dealer"] as const;
export type DealerType = (typeof dealerTypes)[number];

/** Distributors and dealer stores (Find a Store). `lines` holds the category ids a store carries. */
export const dealers = pgTable(
  "dealer",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    type: text("type", { enum: dealerTypes }).notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text("country").notNull(),
    city: text("city").notNull(),
    region: text("region"),
    street: text("street").notNull(),
    postcode: text("postcode").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    website: text("website").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    lines: text("lines").array().notNull(),
    hours: text("hours").notNull(),
    verifiedOn: date("verified_on", { mode: "string" }).notNull(),
    status: text("status", { enum: publishStatuses }).notNull().default("published"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dealer_country_idx").on(t.country, t.type)],
);

export const contactTopics = ["product", "support", "dealer", "press", "other"] as const;
export type ContactTopic = (typeof contactTopics)[number];
export { type ContactStatus, contactStatuses } from "~/features/contact/schema";

/** Contact messages, complete as received: the admin inbox reads them. */
export const contactMessages = pgTable(
  "contact_message",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** What the visitor is shown and quotes back (NV-261123-7KQ4M). */
    reference: text("reference").notNull().unique(),
    /** One per rendered form: a double submit finds the first message instead of storing a second. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    country: text("country").notNull(),
    topic: text("topic", { enum: contactTopics }).notNull(),
    /** Product id as chosen, kept as text so the message stays complete if the product goes. */
    productId: text("product_id"),
    serial: text("serial"),
    dealerId: text("dealer_id"),
    message: text("message").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: contactStatuses }).notNull().default("new"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** Keyed hash of the sender's address (never the address itself), for flood control. */
    senderHash: text("sender_hash").notNull(),
    userAgent: text("user_agent"),
    /** Inbox handling: who looks after it, a note on the reply, when it was last changed. */
    assigneeId: integer("assignee_id"),
    replyNote: text("reply_note"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_message_status_idx").on(t.status, t.receivedAt)],
);

/** Fixed-window counters shared by every app instance: bucket = what is limited and for whom. */
export const rateLimits = pgTable(
  "rate_limit",
  {
    bucket: text("bucket").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index("rate_limit_window_idx").on(t.windowStart)],
);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The search index: one row per searchable thing (product, document, article, ...), rebuilt from
 * the content tables by the sources registered in features/search. `keywords` holds model codes
 * and aliases; `tsv` weights title and keywords A, summary B, body C.
 */
export const searchEntries = pgTable(
  "search_entry",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    refId: text("ref_id").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull().default(""),
    keywords: text("keywords").notNull().default(""),
    /** Canonical model codes (SPC121) of the products this entry is about. */
    codes: text("codes").array().notNull().default(sql`'{}'::text[]`),
    url: text("url").notNull(),
    pic: text("pic"),
    boost: real("boost").notNull().default(1),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    tsv: tsvector("tsv")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title || ' ' || keywords), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', body), 'C')`,
      ),
  },
  (t) => [
    index("search_entry_tsv_idx").using("gin", t.tsv),
    index("search_entry_codes_idx").using("gin", t.codes),
    index("search_entry_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    uniqueIndex("search_entry_ref_idx").on(t.kind, t.refId),
  ],
);

/** Every word of the index with its frequency: the dictionary typos are corrected against. */
export const searchTerms = pgTable(
  "search_term",
  {
    word: text("word").primaryKey(),
    hits: integer("hits").notNull(),
  },
  (t) => [index("search_term_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);

export { type StaffRole, staffRoles } from "~/lib/permissions";

/** Staff who sign in to the admin. E-mail is stored lower-cased; the password only as argon2id. */
export const staffUsers = pgTable("staff_user", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  role: text("role", { enum: staffRoles }).notNull(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
});

/** Signed-in sessions. The id is the SHA-256 of the cookie's token: a database leak signs no one in. */
export const staffSessions = pgTable(
  "staff_session",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [index("staff_session_user_idx").on(t.userId)],
);

/** Invitations an admin sends: a one-time link to choose a password. Stored as the token's hash. */
export const staffInvites = pgTable("staff_invite", {
  tokenHash: text("token_hash").primaryKey(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  role: text("role", { enum: staffRoles }).notNull(),
  invitedBy: integer("invited_by").references(() => staffUsers.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Every change made in the admin: who, when, what, and the record before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Kept as written, so the log still names someone whose account is gone. */
    userEmail: text("user_email").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Files editors upload (manuals, software): kept in the database, so every app instance serves
 * them; addressed by their SHA-256, so a URL never changes meaning and caches may keep it forever.
 */
export const uploads = pgTable(
  "upload",
  {
    sha256: text("sha256").primaryKey(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    data: bytea("data").notNull(),
    productId: text("product_id").references(() => products.id, { onDelete: "set null", onUpdate: "cascade" }),
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
  },
  (t) => [index("upload_product_idx").on(t.productId)],
);

/**
 * Pictures drawn in the admin from a product's current parameters. The reference carries the
 * drawing's hash ("product/spc121-front~3f9a2c1b7d"), so a redraw is a new URL and old pages keep
 * theirs; the files for each width and format are made on first request and kept below.
 */
export const drawnPictures = pgTable(
  "drawn_picture",
  {
    ref: text("ref").primaryKey(),
    productId: text("product_id").references(() => products.id, { onDelete: "set null", onUpdate: "cascade" }),
    svg: text("svg").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("drawn_picture_product_idx").on(t.productId)],
);

export const drawnPictureFiles = pgTable(
  "drawn_picture_file",
  {
    ref: text("ref")
      .notNull()
      .references(() => drawnPictures.ref, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ref, t.width, t.format] })],
);

export { type SoftwarePlatform, softwarePlatforms } from "~/features/support/software";

/** Apps, drivers and editors (software other than an instrument's firmware), on /support/software. */
export const softwareReleases = pgTable(
  "software_release",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    version: text("version").notNull(),
    platform: text("platform", { enum: softwarePlatforms }).notNull(),
    /** The instrument it is for; null when it works with every instrument. */
    productId: text("product_id").references(() => products.id, { onDelete: "set null", onUpdate: "cascade" }),
    notes: text("notes").notNull().default(""),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull().defaultNow(),
    href: text("href").notNull(),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
  },
  (t) => [index("software_release_released_idx").on(t.releasedAt)],
);
