/**
 * The backup suites' tools: the two commands run as an operator runs them, every table of a
 * stopped site read row for row, the pages a site lists in its sitemap, and a file's shape.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { applicationTables, rowsQuery } from "~/.server/backup/catalog.server";
import { TableChecksum } from "~/.server/backup/format";
import { type Database, openDatabase } from "~/.server/db/client";
import { rowsOf } from "~/.server/db/rows";

export type CliResult = { code: number | null; stdout: string; stderr: string };

/** `npm run backup|restore -- ...args` with this environment (DATA_DIR, DATABASE_URL, BACKUP_PASSPHRASE). */
export function runCli(command: "backup" | "restore", args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const clean = { ...process.env };
    for (const name of [
      "DATA_DIR",
      "DATABASE_URL",
      "BACKUP_PASSPHRASE",
      "SESSION_SECRET",
      "SITE_KEY",
      "SITE_KEY_PREVIOUS",
      "SITE_ENV",
      "BACKUP_ALLOW_UNENCRYPTED",
    ])
      delete clean[name];
    const child = spawn(process.execPath, [`scripts/${command}.ts`, ...args], {
      env: { ...clean, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Every row of every table, as the backup reads them (generated columns left out), sorted per table. */
export async function everyRow(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw("SET LOCAL TimeZone = 'UTC'"));
    const tables: Record<string, string[]> = {};
    for (const table of await applicationTables(tx)) {
      tables[table.name] = (await rowsOf<{ j: string }>(tx, rowsQuery(table))).map((r) => r.j).sort();
    }
    return tables;
  });
}

/** Opens a stopped site's data (its DATA_DIR, or a PostgreSQL URL), runs `work`, closes it. */
export async function withDatabase<T>(
  where: { dataDir?: string; databaseUrl?: string },
  work: (d: Database) => Promise<T>,
) {
  const database = await openDatabase(where);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The backup file's header (its first line). */
export function headerOf(file: string): { tables: { name: string; rows: number }[]; source: string } {
  const text = readFileSync(file, "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.indexOf("\n")));
}

export const modeOf = (file: string) => statSync(file).mode & 0o777;

/** What a directory holds (names, sizes and times, recursively): "untouched" means this is unchanged. */
export function snapshotOf(dir: string): string[] {
  let entries: string[] = [];
  try {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      const info = statSync(full);
      entries.push(`${full} ${info.size} ${info.mtimeMs}`);
      if (info.isDirectory()) entries = entries.concat(snapshotOf(full));
    }
  } catch {
    return ["(absent)"];
  }
  return entries.sort();
}

/** Up to `count` page paths from the site's sitemap, spread over its parts (no form pages). */
export async function sitemapPages(base: string, count: number): Promise<string[]> {
  const locs = async (url: string) =>
    [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  const pages: string[] = [];
  const parts = await locs(`${base}/sitemap.xml`);
  for (const part of parts) {
    if (!part.endsWith(".xml")) pages.push(part);
    else pages.push(...(await locs(`${base}${part}`)).slice(0, 4));
  }
  const unique = [...new Set(pages)].filter((p) => !p.startsWith("/contactus") && !p.includes("/contactus"));
  const step = Math.max(1, Math.floor(unique.length / count));
  return unique.filter((_, i) => i % step === 0).slice(0, count);
}

/** A backup's header line, split: the version it says and the header's fields. */
function splitBackup(file: string) {
  const bytes = readFileSync(file);
  const end = bytes.indexOf(10);
  const line = bytes.subarray(0, end).toString("utf8");
  const [magic = "", version = ""] = line.split(" ", 2);
  const header = JSON.parse(line.slice(magic.length + version.length + 2)) as Record<string, unknown> & {
    tables: { name: string; rows: number; checksum: string }[];
    payload: { bytes: number; sha256: string };
  };
  return { magic, version, header, payload: bytes.subarray(end + 1) };
}

/**
 * What someone who can write a backup file does (an attacker, not damage): in `table`'s first row
 * that contains `where`, replaces `from` with `to`; then recomputes that table's checksum and the
 * payload's size and sha256 in the header exactly as the restore checks them. A plain backup only.
 */
export function forgeBackup(
  file: string,
  out: string,
  edit: { table: string; where: string; from: string; to: string },
) {
  const { magic, version, header, payload } = splitBackup(file);
  const sums = new Map<string, TableChecksum>();
  let table = "";
  let edited = false;
  const lines = gunzipSync(payload)
    .toString("utf8")
    .split("\n")
    .map((line) => {
      if (line.startsWith("@table ")) {
        table = (JSON.parse(line.slice("@table ".length)) as { name: string }).name;
        sums.set(table, new TableChecksum());
      }
      if (!line.startsWith("{")) return line;
      let row = line;
      if (!edited && table === edit.table && row.includes(edit.where) && row.includes(edit.from)) {
        row = row.replace(edit.from, edit.to);
        edited = true;
      }
      sums.get(table)?.add(row);
      return row;
    });
  if (!edited) throw new Error(`no row of ${edit.table} with ${edit.where} and ${edit.from}`);
  const forged = gzipSync(lines.join("\n"));
  header.tables = header.tables.map((t) => ({ ...t, checksum: sums.get(t.name)?.digest() ?? t.checksum }));
  header.payload = {
    ...header.payload,
    bytes: forged.length,
    sha256: createHash("sha256").update(forged).digest("hex"),
  };
  writeFileSync(out, Buffer.concat([Buffer.from(`${magic} ${version} ${JSON.stringify(header)}\n`), forged]));
}

/** Rewrites a backup's header fields (the payload kept): `change` edits them, `version` replaces the line's. */
export function rewriteHeader(
  file: string,
  out: string,
  change: (header: Record<string, unknown>) => void,
  version?: number,
) {
  const split = splitBackup(file);
  change(split.header);
  const line = `${split.magic} ${version ?? split.version} ${JSON.stringify(split.header)}\n`;
  writeFileSync(out, Buffer.concat([Buffer.from(line), split.payload]));
}
