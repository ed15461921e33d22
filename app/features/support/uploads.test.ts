import { describe, expect, it } from "vitest";
import { uploadText } from "./admin-text";
import {
  compareVersions,
  fileProblem,
  fileTypeOf,
  safeFileName,
  UPLOAD_MAX_BYTES,
  uploadOf,
  uploadSchema,
} from "./uploads";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("upload checks", () => {
  it("accept a PDF and a ZIP by their first bytes", () => {
    expect(fileProblem(bytes("%PDF-1.7"), 1000, "pdf", uploadText.en.errors)).toBeNull();
    expect(fileProblem(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), 1000, "zip", uploadText.en.errors)).toBeNull();
  });
  it("refuse the wrong type whatever the file is called", () => {
    expect(fileProblem(bytes("<html>"), 1000, "pdf", uploadText.en.errors)).toBe(
      "This file is not a PDF: manuals must be PDF files.",
    );
    expect(fileProblem(bytes("%PDF-1.7"), 1000, "zip", uploadText.en.errors)).toBe(
      "This file is not a ZIP archive: firmware must be a .zip file.",
    );
  });
  it("refuse empty and too large files with the sizes in the message", () => {
    expect(fileProblem(new Uint8Array(), 0, "pdf", uploadText.en.errors)).toBe("Choose a file to upload.");
    expect(fileProblem(bytes("%PDF-"), UPLOAD_MAX_BYTES + 1, "pdf", uploadText.en.errors)).toBe(
      "This file is 25.0 MB; the limit is 25 MB.",
    );
  });
  it("make safe download names", () => {
    expect(safeFileName("../../Owner's Manual (v2).PDF", "pdf")).toBe("Owner-s-Manual-v2.pdf");
    expect(safeFileName("ファイル.zip", "zip")).toBe("file.zip");
  });
  it("need a version and changes for firmware only", () => {
    const schema = uploadSchema(["MK61"], uploadText.en.errors);
    expect(schema.safeParse({ product: "MK61", kind: "quick-start" }).success).toBe(true);
    const firmware = schema.safeParse({ product: "MK61", kind: "firmware" });
    expect(firmware.success ? [] : firmware.error.issues.map((i) => i.message)).toEqual([
      "Firmware needs its version, like 1.4.0.",
      "List what changed, one change per line.",
    ]);
  });
});

describe("software uploads", () => {
  const head = (...b: number[]) => new Uint8Array(b);
  it("take ZIP, EXE, MSI and PKG by their first bytes, and nothing else", () => {
    expect(fileTypeOf(head(0x50, 0x4b, 0x03, 0x04))).toBe("zip");
    expect(fileTypeOf(head(0x4d, 0x5a, 0x90, 0x00))).toBe("exe");
    expect(fileTypeOf(head(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe("msi");
    expect(fileTypeOf(bytes("xar!"))).toBe("pkg");
    for (const ok of [head(0x4d, 0x5a), bytes("xar!"), head(0x50, 0x4b, 0x03, 0x04)])
      expect(fileProblem(ok, 100, "software", uploadText.en.errors)).toBeNull();
    expect(fileProblem(bytes("#!/bin/sh"), 100, "software", uploadText.en.errors)).toBe(
      "This file is not a ZIP archive, Windows installer (EXE, MSI) or macOS package (PKG).",
    );
    // firmware stays ZIP only
    expect(fileProblem(head(0x4d, 0x5a), 100, "zip", uploadText.en.errors)).not.toBeNull();
  });
  it("need a name, platform and version; the product may be left empty", () => {
    const schema = uploadSchema(["MK61"], uploadText.en.errors);
    const missing = schema.safeParse({ kind: "software" });
    expect(missing.success ? [] : missing.error.issues.map((i) => i.message)).toEqual([
      "Name the software, like Noteva Connect.",
      "Choose the platform.",
      "Software needs its version, like 2.1.0.",
    ]);
    expect(
      schema.safeParse({ kind: "software", title: "Noteva Connect", platform: "macos", version: "2.1.0" }).success,
    ).toBe(true);
    expect(schema.safeParse({ kind: "owners-manual" }).success).toBe(false);
  });
  it("replace documents only with documents", () => {
    const result = uploadSchema(["MK61"], uploadText.en.errors).safeParse({
      product: "MK61",
      kind: "firmware",
      version: "1.0",
      changes: "x",
      replace: "3",
      replacing: "/docs/MK61_OM.pdf",
    });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      "Only manuals and guides replace a document; firmware and software add a new version.",
    ]);
  });

  it("a replacement names the file it replaces", () => {
    const result = uploadSchema(["MK61"], uploadText.en.errors).safeParse({
      product: "MK61",
      kind: "quick-start",
      replace: "3",
    });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      "This form was sent without the file it replaces. Reload the page and choose the file again.",
    ]);
  });

  it("a new document is in the language chosen, English when none is, and only in a language of the site", () => {
    const schema = uploadSchema(["MK61"], uploadText.en.errors);
    const parsed = (values: Record<string, string>) => {
      const result = schema.safeParse(values);
      return result.success ? uploadOf(result.data) : result.error.issues.map((i) => i.message);
    };
    expect(parsed({ product: "MK61", kind: "owners-manual", language: "ja" })).toMatchObject({ language: "ja" });
    expect(parsed({ product: "MK61", kind: "owners-manual" })).toMatchObject({ language: "en" });
    expect(parsed({ product: "MK61", kind: "owners-manual", language: "fr" })).toEqual([
      "Choose the document's language.",
    ]);
    // a replacement keeps the language of the document it replaces
    expect(
      parsed({ product: "MK61", kind: "owners-manual", language: "de", replace: "3", replacing: "/docs/a.pdf" }),
    ).not.toHaveProperty("language");
  });
});

describe("a firmware release's fields", () => {
  it("are the product, version and changes: the minimum installed version is the signed image's, a sent one is ignored", () => {
    const schema = uploadSchema(["MK61"], uploadText.en.errors);
    const release = { product: "MK61", kind: "firmware", version: "2.0.0", changes: "New flash layout" };
    // a page opened before the minimum was signed still sends the field
    const ok = schema.safeParse({ ...release, minimumVersion: "1.2.0" });
    expect(ok.success && uploadOf(ok.data)).toEqual({
      kind: "firmware",
      product: "MK61",
      version: "2.0.0",
      changes: ["New flash layout"],
    });
    const messages = (value: object, locale: "en" | "de" | "ja" = "en") => {
      const result = uploadSchema(["MK61"], uploadText[locale].errors).safeParse({ ...release, ...value });
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(messages({ version: "2.0.0 beta" })).toEqual(["Write the version like 1.4.0."]);
    expect(messages({ version: "2" }, "de")).toEqual(["Bitte schreiben Sie die Version wie 1.4.0."]);
  });

  it("compares versions part by part, not as text", () => {
    expect(compareVersions("1.10.0", "1.9.2")).toBeGreaterThan(0);
    expect(compareVersions("1.2", "1.2.0")).toBe(0);
    expect(compareVersions("1.2.0", "2.0.0")).toBeLessThan(0);
  });
});
