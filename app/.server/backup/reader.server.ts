/**
 * Reads a backup file: its header, then its payload line by line (checking the payload's size and
 * sha256, its MAC (mac.ts), and GCM's tag when encrypted). `verifyBackup` reads it all once before
 * a restore touches anything, so a truncated, edited, foreign or wrongly-decrypted file is refused
 * up front; the restore's own read checks the MAC again before its transaction commits.
 */
import { createHash } from "node:crypto";
import { type FileHandle, open } from "node:fs/promises";
import { createInterface } from "node:readline";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import {
  type BackupHeader,
  BackupRefused,
  type BackupSecret,
  decipherWith,
  MAGIC,
  parseHeaderLine,
  TableChecksum,
} from "./format";
import { macMatches, macStart, type Unlocked } from "./mac";

const HEADER_LIMIT = 1024 * 1024;

/**
 * An open backup: every read goes through the one descriptor opened here, so a file replaced or
 * deleted meanwhile (a scheduled backup pruned during its own restore) is still read whole.
 */
export type OpenedBackup = {
  file: string;
  header: BackupHeader;
  payloadOffset: number;
  handle: FileHandle;
  close(): Promise<void>;
};

const cannotRead = (file: string, error: unknown) =>
  new BackupRefused(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);

/** The header, refusing a foreign file and one cut short (its payload's size is in the header). */
export async function openBackup(file: string): Promise<OpenedBackup> {
  let handle: FileHandle;
  try {
    handle = await open(file, "r");
  } catch (error) {
    throw cannotRead(file, error);
  }
  try {
    return await readHeader(file, handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
}

async function readHeader(file: string, handle: FileHandle): Promise<OpenedBackup> {
  const { size } = await handle.stat();
  const buffer = Buffer.alloc(Math.min(size, HEADER_LIMIT));
  await handle.read(buffer, 0, buffer.length, 0);
  const head = buffer.toString("utf8");
  const end = head.indexOf("\n");
  if (!head.startsWith(MAGIC) || end === -1) {
    throw new BackupRefused(
      `${file} is not a Noteva backup${head.startsWith(MAGIC) ? " (its header is cut short)" : ""}`,
    );
  }
  const header = parseHeaderLine(head.slice(0, end));
  const payloadOffset = Buffer.byteLength(head.slice(0, end + 1));
  const have = size - payloadOffset;
  if (have !== header.payload.bytes) {
    throw new BackupRefused(
      have < header.payload.bytes
        ? `${file} is truncated: ${have} of ${header.payload.bytes} payload bytes`
        : `${file} has ${have - header.payload.bytes} bytes more than its header says: altered or damaged`,
    );
  }
  return { file, header, payloadOffset, handle, close: () => handle.close() };
}

export type PayloadLine =
  | ({ kind: "secret" } & BackupSecret)
  | { kind: "table"; name: string; columns: string[] }
  | { kind: "row"; json: string }
  | { kind: "sequences"; values: { name: string; value: number; called: boolean }[] }
  | { kind: "end" };

/** The payload's lines, in order; throws BackupRefused when the bytes are not what the header promised. */
export async function* payloadLines(backup: OpenedBackup, keys: Unlocked): AsyncGenerator<PayloadLine> {
  const { header } = backup;
  const hash = createHash("sha256");
  const mac = keys.macKey ? macStart(keys.macKey, header) : null;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      mac?.update(chunk);
      done(null, chunk);
    },
  });
  if (header.encryption && !keys.cipherKey) throw new Error("an encrypted backup read without its key");
  const decipher = header.encryption && keys.cipherKey ? decipherWith(header.encryption, keys.cipherKey) : null;
  const gunzip = createGunzip();
  const source = backup.handle.createReadStream({ start: backup.payloadOffset, autoClose: false });
  const stages = decipher ? [source, measure, decipher, gunzip] : [source, measure, gunzip];
  let failure: Error | null = null;
  const flowing = pipeline(stages[0] as never, ...(stages.slice(1) as never[])).catch((error: Error) => {
    failure = error;
    gunzip.destroy();
  });
  const lines = createInterface({ input: gunzip, crlfDelay: Number.POSITIVE_INFINITY });
  let ended = false;
  try {
    for await (const line of lines) {
      if (ended) throw new BackupRefused("the backup has data after its end: altered or damaged");
      const parsed = parseLine(line);
      if (parsed.kind === "end") ended = true;
      yield parsed;
    }
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    failure ??= error as Error;
  } finally {
    if (!ended || failure) {
      // the reader stopped early (a refusal, or the restore failed): release the file
      source.destroy();
      gunzip.destroy();
    }
  }
  await flowing;
  // a read that failed says so, rather than as a payload that does not match its hash
  if (failure && (failure as NodeJS.ErrnoException).syscall) throw cannotRead(backup.file, failure);
  const digest = hash.digest("hex");
  if (digest !== header.payload.sha256)
    throw new BackupRefused("the backup's payload does not match its sha256: altered or damaged");
  if (mac && !macMatches(mac, header.mac)) {
    throw new BackupRefused(
      "the backup failed authentication: edited after it was made (its MAC does not match); restore an unedited copy",
    );
  }
  if (failure) {
    const reason = (failure as Error).message;
    throw new BackupRefused(
      /authenticate/i.test(reason)
        ? "the backup failed authentication: altered, or not made with this passphrase"
        : `the backup's payload is damaged (${reason})`,
    );
  }
  if (!ended) throw new BackupRefused("the backup's payload ends early: truncated or damaged");
}

function parseLine(line: string): PayloadLine {
  try {
    if (line.startsWith("{")) return { kind: "row", json: line };
    const space = line.indexOf(" ");
    const tag = line.slice(0, space);
    const value = JSON.parse(line.slice(space + 1));
    if (tag === "@secret") return { kind: "secret", ...value };
    if (tag === "@table") return { kind: "table", ...value };
    if (tag === "@sequences") return { kind: "sequences", values: value };
    if (tag === "@end") return { kind: "end" };
  } catch {
    // falls through to the refusal
  }
  throw new BackupRefused("the backup's payload has a line this version cannot read: damaged");
}

/**
 * Reads the whole payload once and holds it to the header: the tables, their row counts and
 * checksums. Returns the session secret it carries.
 */
export async function verifyBackup(backup: OpenedBackup, keys: Unlocked) {
  let secret: BackupSecret | null = null;
  const seen: { name: string; sum: TableChecksum }[] = [];
  for await (const line of payloadLines(backup, keys)) {
    if (line.kind === "secret") secret = { sessionSecret: line.sessionSecret, source: line.source };
    else if (line.kind === "table") seen.push({ name: line.name, sum: new TableChecksum() });
    else if (line.kind === "row") {
      const table = seen.at(-1);
      if (!table) throw new BackupRefused("the backup's payload has rows outside a table: damaged");
      table.sum.add(line.json);
    }
  }
  const expected = backup.header.tables;
  const mismatch =
    expected.length !== seen.length ||
    expected.some(
      (t, i) => t.name !== seen[i]?.name || t.rows !== seen[i]?.sum.rows || t.checksum !== seen[i]?.sum.digest(),
    );
  if (mismatch) throw new BackupRefused("the backup's tables do not match its header: altered or damaged");
  if (!secret) throw new BackupRefused("the backup carries no session secret: damaged");
  return secret;
}
