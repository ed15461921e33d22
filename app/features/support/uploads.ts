/** The admin's upload form: what a file may be, the fields it needs, and checks on its bytes. */

import { type SoftwarePlatform, softwarePlatforms } from "~/lib/content-model";
import { z } from "~/lib/forms/zod";
import { fill } from "~/lib/i18n/frame";
import { type Locale, locales } from "~/lib/i18n/locales";
import type { UploadText } from "./admin-text";

/** The largest file the admin takes; the server refuses larger bodies before reading them. */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

export const uploadKinds = [
  { value: "owners-manual", label: "Owner's manual (PDF)", afterfix: "OWNER'S MANUAL", type: "pdf" },
  { value: "data-list", label: "Data list (PDF)", afterfix: "DATA LIST", type: "pdf" },
  { value: "quick-start", label: "Quick start guide (PDF)", afterfix: "QUICK START", type: "pdf" },
  { value: "firmware", label: "Firmware (ZIP)", afterfix: "FIRMWARE", type: "zip" },
  { value: "software", label: "App or driver (ZIP, EXE, MSI or PKG)", afterfix: "SOFTWARE", type: "software" },
] as const;
export type UploadKind = (typeof uploadKinds)[number]["value"];
export type UploadType = (typeof uploadKinds)[number]["type"];
export type DocumentKind = Extract<(typeof uploadKinds)[number], { type: "pdf" }>["value"];

/** The upload kind of a document by its label ("OWNER'S MANUAL"). */
export const kindOfAfterfix = (afterfix: string): UploadKind =>
  uploadKinds.find((k) => k.afterfix === afterfix)?.value ?? "owners-manual";

/** A release's version as editors write it: 1.4 or 1.4.0. */
const VERSION = /^\d{1,3}\.\d{1,3}(\.\d{1,3})?$/;

/** Orders two versions part by part ("1.10.0" after "1.9.2"; a missing part is 0): below 0, a is older. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The upload form's fields other than the file, shared by the browser and the server. */
export function uploadSchema(
  productIds: readonly string[],
  e: UploadText["errors"],
  number: (n: number) => string = (n) => n.toLocaleString("en"),
) {
  return z
    .object({
      // software may be for every instrument; manuals and firmware belong to one
      product: z.enum(productIds as [string, ...string[]], { error: e.product }).optional(),
      kind: z.enum(uploadKinds.map((k) => k.value) as [UploadKind, ...UploadKind[]], {
        error: e.kind,
      }),
      /** A new document's language (English when not given); a replacement keeps the one it replaces. */
      language: z.enum(locales, { error: e.language }).optional(),
      title: z
        .string()
        .trim()
        .max(80, fill(e.atMost, { max: 80 }))
        .optional(),
      platform: z.enum(softwarePlatforms, { error: e.platform }).optional(),
      /** Firmware's must be the one its signed image carries, which also says the minimum installed version. */
      version: z.string().trim().regex(VERSION, e.versionShape).optional(),
      changes: z
        .string()
        .trim()
        .max(2000, fill(e.atMost, { max: number(2000) }))
        .optional(),
      /** A document this file replaces, keeping its place in the list. */
      replace: z.coerce.number().int().positive().optional(),
      /** The file the editor saw in that place when they opened the form: a replacement since is not overwritten. */
      replacing: z.string().max(500).optional(),
      // checked by its bytes on the server (fileProblem); named here so a server message about it
      // is cleared when the form is sent again
      file: z.any().optional(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      if (v.kind !== "software" && !v.product) issue("product", e.product);
      if (v.kind === "firmware") {
        if (!v.version) issue("version", e.firmwareVersion);
        if (!v.changes) issue("changes", e.changes);
      }
      if (v.kind === "software") {
        if (!v.title) issue("title", e.softwareName);
        if (!v.platform) issue("platform", e.platform);
        if (!v.version) issue("version", e.softwareVersion);
      }
      if (v.replace && !v.replacing) issue("file", e.replacing);
      if (v.replace && (v.kind === "firmware" || v.kind === "software")) issue("kind", e.replaceKind);
    });
}

/** What an upload adds, with the fields its kind needs (the schema's rules, as a type). */
export type Upload =
  | { kind: DocumentKind; product: string; replace: number | null; replacing?: string; language?: Locale }
  | { kind: "firmware"; product: string; version: string; changes: string[] }
  | {
      kind: "software";
      product: string | null;
      title: string;
      platform: SoftwarePlatform;
      version: string;
      changes: string[];
    };

/** The form's checked values as an upload; null when a field its kind needs is missing. */
export function uploadOf(value: z.infer<ReturnType<typeof uploadSchema>>): Upload | null {
  const { kind, product, version, title, platform, replace, replacing, language = "en" } = value;
  const changes = (value.changes ?? "")
    .split(/\r?\n/)
    .map((c) => c.trim())
    .filter(Boolean);
  if (kind === "software") {
    return title && platform && version ? { kind, product: product ?? null, title, platform, version, changes } : null;
  }
  if (!product) return null;
  if (kind === "firmware") return version ? { kind, product, version, changes } : null;
  return replace ? { kind, product, replace, replacing } : { kind, product, replace: null, language };
}

/** File types told apart by their first bytes, with the content type they are served as. */
const signatures = {
  pdf: { magic: [0x25, 0x50, 0x44, 0x46, 0x2d], contentType: "application/pdf" },
  zip: { magic: [0x50, 0x4b, 0x03, 0x04], contentType: "application/zip" },
  msi: { magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], contentType: "application/x-msi" },
  pkg: { magic: [0x78, 0x61, 0x72, 0x21], contentType: "application/octet-stream" },
  exe: { magic: [0x4d, 0x5a], contentType: "application/vnd.microsoft.portable-executable" },
} as const;
export type FileExtension = keyof typeof signatures;

const accepted: Record<UploadType, FileExtension[]> = {
  pdf: ["pdf"],
  zip: ["zip"],
  software: ["zip", "exe", "msi", "pkg"],
};

/** What a file is by its first bytes, whatever it is called. */
export function fileTypeOf(head: Uint8Array): FileExtension | null {
  for (const [ext, { magic }] of Object.entries(signatures)) {
    if (magic.every((byte, i) => head[i] === byte)) return ext as FileExtension;
  }
  return null;
}

export const contentTypeOf = (ext: FileExtension) => signatures[ext].contentType;

/** Checks a file against its kind by its first bytes (not its name) and its size; null when fine. */
export function fileProblem(head: Uint8Array, size: number, type: UploadType, e: UploadText["errors"]): string | null {
  if (size === 0) return e.noFile;
  if (size > UPLOAD_MAX_BYTES) {
    return fill(e.tooLarge, { size: (size / 1024 / 1024).toFixed(1), max: UPLOAD_MAX_BYTES / 1024 / 1024 });
  }
  const found = fileTypeOf(head);
  if (found && accepted[type].includes(found)) return null;
  if (type === "pdf") return e.notPdf;
  if (type === "zip") return e.notZip;
  return e.notSoftware;
}

/** A safe download name: letters, digits, dots, hyphens and underscores. */
export function safeFileName(name: string, ext: FileExtension): string {
  const base = name
    .normalize("NFKD")
    .replace(/\.[^.]*$/, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${base || "file"}.${ext}`;
}
