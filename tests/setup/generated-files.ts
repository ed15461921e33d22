/**
 * Before the unit and database tests, once: the files the build generates into public/ that tests
 * read, the manuals' PDFs (public/docs/) and the firmware archives (public/downloads/firmware/), so a
 * clean clone's `npx vitest run` needs no build. The build's own steps make them: the PDFs only
 * where a document changed, the archives always (deterministic, under a second). Here, before the
 * test files start, so none reads a file another is writing.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export default async function makeGeneratedFiles() {
  await Promise.all(["media/documents.ts", "media/firmware.ts"].map((step) => run(process.execPath, [step])));
}
