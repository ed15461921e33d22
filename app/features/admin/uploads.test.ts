import { describe, expect, it } from "vitest";
import { fileProblem, safeFileName, UPLOAD_MAX_BYTES, uploadSchema } from "./uploads";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("upload checks", () => {
  it("accept a PDF and a ZIP by their first bytes", () => {
    expect(fileProblem(bytes("%PDF-1.7"), 1000, "pdf")).toBeNull();
    expect(fileProblem(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), 1000, "zip")).toBeNull();
  });
  it("refuse the wrong type whatever the file is called", () => {
    expect(fileProblem(bytes("<html>"), 1000, "pdf")).toBe("This file is not a PDF: manuals must be PDF files.");
    expect(fileProblem(bytes("%PDF-1.7"), 1000, "zip")).toBe(
      "This file is not a ZIP archive: firmware must be a .zip file.",
    );
  });
  it("refuse empty and too large files with the sizes in the message", () => {
    expect(fileProblem(new Uint8Array(), 0, "pdf")).toBe("Choose a file to upload.");
    expect(fileProblem(bytes("%PDF-"), UPLOAD_MAX_BYTES + 1, "pdf")).toBe("This file is 25.0 MB; the limit is 25 MB.");
  });
  it("make safe download names", () => {
    expect(safeFileName("../../Owner's Manual (v2).PDF", "pdf")).toBe("Owner-s-Manual-v2.pdf");
    expect(safeFileName("ファイル.zip", "zip")).toBe("file.zip");
  });
  it("need a version and changes for firmware only", () => {
    const schema = uploadSchema(["MK61"]);
    expect(schema.safeParse({ product: "MK61", kind: "quick-start" }).success).toBe(true);
    const firmware = schema.safeParse({ product: "MK61", kind: "firmware" });
    expect(firmware.success ? [] : firmware.error.issues.map((i) => i.message)).toEqual([
      "Firmware needs its version, like 1.4.0.",
      "List what changed, one change per line.",
    ]);
  });
});
