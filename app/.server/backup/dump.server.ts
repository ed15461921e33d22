/**
 * Takes a backup: every application table read in one REPEATABLE READ, READ ONLY transaction (one
 * snapshot: every change committed before it began, none half-written), written as the portable
 * format of format.ts. On the embedded database the transaction holds PGlite's only session, so
 * requests wait for it (a few hundred ms for the seeded site); on PostgreSQL nothing waits.
 */

import { createHash } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream, existsSync, rmSync, writeFileSync } from "node:fs";
import { link, mkdtemp, open, rename } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { keyId } from "../site-key";
import {
  applicationTables,
  appliedSchema,
  forEachBatch,
  rowsQuery,
  type SequenceState,
  sequenceStates,
  settleOutputSettings,
} from "./catalog.server";
import {
  type BackupHeader,
  BackupRefused,
  encryptionFor,
  FORMAT_VERSION,
  headerLine,
  type SecretSource,
  TableChecksum,
  type TableSummary,
} from "./format";
import { macStart, passphraseMacKey, siteMacKey } from "./mac";

export type BackupOptions = {
  /** Encrypts the payload (scrypt + AES-256-GCM) when given; the MAC is then under its key. */
  passphrase?: string;
  /** The site key the site runs with: named in the header, and the MAC's key when there is no passphrase. */
  siteKey: string;
  /** The session secret the site signs with, kept with the data so sessions and tokens survive a restore. */
  sessionSecret: string | null;
  sessionSecretSource: SecretSource;
};

/**
 * In production a backup is encrypted unless the operator allows otherwise (BACKUP_ALLOW_UNENCRYPTED=1):
 * a plain one is authenticated with the site key, but whoever reads it reads every row.
 */
export function refuseUnencrypted(
  passphrase: string | undefined,
  env: { SITE_ENV: string; BACKUP_ALLOW_UNENCRYPTED: boolean },
) {
  if (passphrase || env.SITE_ENV !== "production" || env.BACKUP_ALLOW_UNENCRYPTED) return;
  throw new BackupRefused(
    "a backup without a passphrase is refused in production: set BACKUP_PASSPHRASE or pass --passphrase-file FILE (BACKUP_ALLOW_UNENCRYPTED=1 allows it)",
  );
}

/**
 * Writes a backup of `database` to `file` (mode 0600, never over an existing file); returns its header.
 * Its pieces are written in a directory of its own made beside the target (mkdtemp: a new name,
 * mode 0700, on the target's filesystem), each file created exclusively: no other user can plant
 * a file or link there to read the unencrypted rows through, and the target's directory may be
 * shared (/tmp). The finished file is linked in under its name, which fails if the name was taken
 * meanwhile: a file or link planted there is never written through or replaced.
 */
export async function writeBackup(database: Database, file: string, options: BackupOptions): Promise<BackupHeader> {
  const target = path.resolve(file);
  if (existsSync(target)) throw new BackupRefused(`${target} already exists: name a new file`);
  const scratch = await mkdtemp(path.join(path.dirname(target), `.${path.basename(target)}.partial-`));
  try {
    const payloadFile = path.join(scratch, "payload");
    const partial = path.join(scratch, "backup");
    const header = await writePayload(database, payloadFile, options);
    writeFileSync(partial, headerLine(header), { mode: 0o600, flag: "wx" });
    await pipeline(createReadStream(payloadFile), createWriteStream(partial, { flags: "a" }));
    const out = await open(partial, "r");
    await out.sync().finally(() => out.close());
    await publish(partial, target);
    return header;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Puts the finished file under its name, never over whatever appeared there since the check. */
async function publish(partial: string, target: string) {
  try {
    await link(partial, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") throw new BackupRefused(`${target} already exists: name a new file`);
    // a filesystem without hard links: the rename is atomic too, only not exclusive
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS") throw error;
    if (existsSync(target)) throw new BackupRefused(`${target} already exists: name a new file`);
    await rename(partial, target);
  }
}

async function writePayload(database: Database, payloadFile: string, options: BackupOptions) {
  const hash = createHash("sha256");
  let bytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const gzip = createGzip({ level: 6 });
  const encryption = options.passphrase ? await encryptionFor(options.passphrase) : null;
  const stages = encryption ? [gzip, encryption.cipher, measure] : [gzip, measure];
  const finished = pipeline(
    stages[0] as never,
    ...(stages.slice(1) as never[]),
    createWriteStream(payloadFile, { flags: "wx", mode: 0o600 }),
  );
  finished.catch(() => {}); // awaited below; a failure here must not be unhandled meanwhile
  // Lines are handed to gzip as they come and compressed on its own thread; only beyond
  // BUFFERED does the snapshot wait for it, so the embedded database is held no longer than the
  // reading takes (a site of tens of MB is read before gzip has caught up).
  const write = async (text: string) => {
    gzip.write(text);
    if (gzip.writableLength > BUFFERED) await once(gzip, "drain");
  };

  await write(
    `@secret ${JSON.stringify({ sessionSecret: options.sessionSecret, source: options.sessionSecretSource })}\n`,
  );
  const snapshot = await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY"));
    await settleOutputSettings(tx);
    // the snapshot's own time: every change committed before it is in the backup
    const [taken] = await rowsOf<{ at: string }>(
      tx,
      `select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at`,
    );
    const schema = await appliedSchema(tx);
    if (!schema) throw new BackupRefused("the database has no schema yet: nothing to back up");
    const tables: TableSummary[] = [];
    for (const table of await applicationTables(tx)) {
      await write(`@table ${JSON.stringify(table)}\n`);
      tables.push({ name: table.name, ...(await copyRows(tx, rowsQuery(table), write)) });
    }
    const sequences: SequenceState[] = await sequenceStates(tx);
    await write(`@sequences ${JSON.stringify(sequences)}\n`);
    return { createdAt: taken?.at ?? new Date().toISOString(), schema, tables, sequences };
  });
  await write("@end {}\n");
  gzip.end();
  await finished;
  const site = keyId(options.siteKey);
  const header: BackupHeader = {
    format: FORMAT_VERSION,
    createdAt: snapshot.createdAt,
    source: database.kind,
    schema: snapshot.schema,
    tables: snapshot.tables,
    sequences: snapshot.sequences.length,
    payload: { bytes, sha256: hash.digest("hex"), compression: "gzip" },
    encryption: encryption ? encryption.describe() : null,
    siteKey: site,
    authentication: encryption ? { by: "passphrase" } : { by: "site-key", keyId: site },
  };
  // the MAC covers the header and then the payload: one more read of the file just written
  const mac = macStart(encryption ? passphraseMacKey(encryption.key) : siteMacKey(options.siteKey), header);
  for await (const chunk of createReadStream(payloadFile)) mac.update(chunk as Buffer);
  return { ...header, mac: mac.digest("base64") };
}

/** Streams a query's rows through a cursor, one JSON line each; returns the count and checksum. */
async function copyRows(tx: Db, query: string, write: (text: string) => Promise<void>) {
  const checksum = new TableChecksum();
  await forEachBatch(tx, query, async (rows) => {
    for (const j of rows) checksum.add(j);
    await write(`${rows.join("\n")}\n`);
  });
  return { rows: checksum.rows, checksum: checksum.digest() };
}

/** How much uncompressed text may wait for gzip before the snapshot waits for it. */
const BUFFERED = 64 * 1024 * 1024;
