/**
 * What `npm run restore` refuses, as an operator sees it: a non-empty target, a truncated file, a
 * foreign file, a wrong passphrase, an altered payload; each is one line on stderr, exit code 2,
 * and the target untouched. Backups are mode 0600, encrypted ones restore with their passphrase,
 * and an embedded site's backup restores into a fresh PostgreSQL database (DATABASE_URL_TEST).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer, waitForReady } from "./server";
import { everyRow, modeOf, runCli, snapshotOf, withDatabase } from "./support/backup";

const work = mkdtempSync(path.join(tmpdir(), "noteva-backup-refusals-"));
const site = path.join(work, "site");
const plain = path.join(work, "plain.backup");
const sealed = path.join(work, "sealed.backup");
const passphraseFile = path.join(work, "passphrase");
let server: RunningServer | undefined;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: site });
  writeFileSync(passphraseFile, "correct horse battery staple\n", { mode: 0o600 });
  expect((await runCli("backup", [plain], { DATA_DIR: site })).code).toBe(0);
  const encrypted = await runCli("backup", [sealed, "--passphrase-file", passphraseFile], { DATA_DIR: site });
  expect(encrypted.stdout).toMatch(/encrypted/);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** A refusal: exit 2, one line on stderr (no stack trace), nothing on stdout, the target unchanged. */
async function expectRefused(args: string[], env: Record<string, string>, target: string, reason: RegExp) {
  const before = snapshotOf(target);
  const result = await runCli("restore", args, env);
  expect(result.code, result.stderr).toBe(2);
  expect(result.stderr).toMatch(/^refused: [^\n]+\n$/);
  expect(result.stderr).toMatch(reason);
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(snapshotOf(target)).toEqual(before);
}

describe("npm run restore refuses", () => {
  it("a non-empty target: the running site's own data directory", async () => {
    await expectRefused([plain], { DATA_DIR: site }, path.join(site, "pgdata"), /already holds a database/);
  });

  it("a truncated file", async () => {
    const cut = path.join(work, "cut.backup");
    const bytes = readFileSync(plain);
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const target = path.join(work, "fresh-1");
    await expectRefused([cut], { DATA_DIR: target }, target, /truncated/);
  });

  it("a foreign file", async () => {
    const foreign = path.join(work, "foreign.sql");
    writeFileSync(foreign, "PGDMP\u0001\u000e\u0000 a pg_dump archive, not ours\n");
    const target = path.join(work, "fresh-2");
    await expectRefused([foreign], { DATA_DIR: target }, target, /not a Noteva backup/);
  });

  it("a wrong passphrase, and a missing one", async () => {
    const target = path.join(work, "fresh-3");
    await expectRefused(
      [sealed],
      { DATA_DIR: target, BACKUP_PASSPHRASE: "not the passphrase" },
      target,
      /wrong passphrase/,
    );
    await expectRefused([sealed], { DATA_DIR: target }, target, /encrypted/);
  });

  it("an altered payload, whether encrypted or not", async () => {
    for (const source of [plain, sealed]) {
      const bytes = Buffer.from(readFileSync(source));
      const at = bytes.length - 200;
      bytes.writeUInt8(bytes.readUInt8(at) ^ 0x20, at);
      const altered = path.join(work, `altered-${path.basename(source)}`);
      writeFileSync(altered, bytes);
      const target = path.join(work, "fresh-4");
      await expectRefused(
        [altered, "--passphrase-file", passphraseFile, "--site-key-file", path.join(site, "site-key")],
        { DATA_DIR: target },
        target,
        /altered|damaged/,
      );
    }
  });
});

describe("backup files", () => {
  it("are mode 0600, never overwrite a file, and restore with their passphrase", async () => {
    expect(modeOf(plain)).toBe(0o600);
    expect(modeOf(sealed)).toBe(0o600);
    const again = await runCli("backup", [plain], { DATA_DIR: site });
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/^refused: [^\n]*already exists[^\n]*\n$/);
    const target = path.join(work, "from-sealed");
    const restored = await runCli(
      "restore",
      [sealed, "--passphrase-file", passphraseFile, "--site-key-file", path.join(site, "site-key")],
      { DATA_DIR: target },
    );
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(modeOf(path.join(target, "session-secret"))).toBe(0o600);
    expect(readFileSync(path.join(target, "session-secret"), "utf8")).toBe(
      readFileSync(path.join(site, "session-secret"), "utf8"),
    );
  });
});

const postgresUrl = process.env.DATABASE_URL_TEST;

describe.skipIf(!postgresUrl)("an embedded site's backup restores into PostgreSQL", () => {
  it("row for row, refuses a second restore, and serves the site", { timeout: 240_000 }, async () => {
    const name = `backup_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl ?? "");
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    try {
      const secretDir = path.join(work, "pg-secret");
      const withKey = [plain, "--site-key-file", path.join(site, "site-key")];
      const restored = await runCli("restore", withKey, { DATABASE_URL: databaseUrl, DATA_DIR: secretDir });
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);
      expect(restored.stdout).toMatch(/into PostgreSQL/);
      const fromPostgres = await withDatabase({ databaseUrl }, everyRow);

      const before = JSON.stringify(fromPostgres);
      const second = await runCli("restore", withKey, { DATABASE_URL: databaseUrl, DATA_DIR: secretDir });
      expect(second.code).toBe(2);
      expect(second.stderr).toMatch(/^refused: the target database is not empty[^\n]*\n$/);
      expect(JSON.stringify(await withDatabase({ databaseUrl }, everyRow))).toBe(before);

      await server?.stop();
      server = undefined;
      const fromEmbedded = await withDatabase({ dataDir: site }, everyRow);
      for (const table of Object.keys(fromEmbedded)) expect(fromPostgres[table], table).toEqual(fromEmbedded[table]);

      const onPostgres = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: secretDir });
      try {
        await waitForReady(onPostgres.url);
        expect((await fetch(`${onPostgres.url}/product/MK61`)).status).toBe(200);
      } finally {
        await onPostgres.stop();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
