import { z } from "~/lib/zod";

/** The largest file the admin takes; the server refuses larger bodies before reading them. */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

export const uploadKinds = [
  { value: "owners-manual", label: "Owner's manual (PDF)", afterfix: "OWNER'S MANUAL", type: "pdf" },
  { value: "data-list", label: "Data list (PDF)", afterfix: "DATA LIST", type: "pdf" },
  { value: "quick-start", label: "Quick start guide (PDF)", afterfix: "QUICK START", type: "pdf" },
  { value: "firmware", label: "Firmware (ZIP)", afterfix: "FIRMWARE", type: "zip" },
] as const;
export type UploadKind = (typeof uploadKinds)[number]["value"];

/** The upload form's fields other than the file, shared by the browser and the server. */
export function uploadSchema(productIds: readonly string[]) {
  return z
    .object({
      product: z.enum(productIds as [string, ...string[]], { error: "Choose the product." }),
      kind: z.enum(uploadKinds.map((k) => k.value) as [UploadKind, ...UploadKind[]], {
        error: "Choose what the file is.",
      }),
      version: z
        .string()
        .trim()
        .regex(/^\d{1,3}\.\d{1,3}(\.\d{1,3})?$/, "Write the version like 1.4.0.")
        .optional(),
      changes: z.string().trim().max(2000, "At most 2,000 characters.").optional(),
      // checked by its bytes on the server (fileProblem); named here so a server message about it
      // is cleared when the form is sent again
      file: z.any().optional(),
    })
    .superRefine((v, ctx) => {
      if (v.kind !== "firmware") return;
      if (!v.version)
        ctx.addIssue({ code: "custom", path: ["version"], message: "Firmware needs its version, like 1.4.0." });
      if (!v.changes)
        ctx.addIssue({ code: "custom", path: ["changes"], message: "List what changed, one change per line." });
    });
}

const MAGIC = { pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], zip: [0x50, 0x4b, 0x03, 0x04] } as const;

/** Checks a file against its kind by its first bytes (not its name) and its size; null when fine. */
export function fileProblem(head: Uint8Array, size: number, type: "pdf" | "zip"): string | null {
  if (size === 0) return "Choose a file to upload.";
  if (size > UPLOAD_MAX_BYTES) {
    return `This file is ${(size / 1024 / 1024).toFixed(1)} MB; the limit is ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`;
  }
  const magic = MAGIC[type];
  if (!magic.every((byte, i) => head[i] === byte)) {
    return type === "pdf"
      ? "This file is not a PDF: manuals must be PDF files."
      : "This file is not a ZIP archive: firmware must be a .zip file.";
  }
  return null;
}

/** A safe download name: letters, digits, dots, hyphens and underscores. */
export function safeFileName(name: string, type: "pdf" | "zip"): string {
  const base = name
    .normalize("NFKD")
    .replace(/\.[^.]*$/, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${base || "file"}.${type}`;
}
