/**
 * A restore trusts a backup only when it is authenticated (README, Backups): a plain backup by a
 * MAC under the site key, an encrypted one by its passphrase. A backup whose row was edited and
 * whose every checksum and sha256 was recomputed, as an attacker would, is refused with one line,
 * exit code 2, the target untouched (embedded and PostgreSQL); so is a plain backup without the
 * site key that made it, an encrypted one whose header was edited, a format 1 backup unless the
 * operator accepts it, and a restore after which the site would run with another site key unless
 * the operator says so. In production an unencrypted backup is refused unless allowed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyId } from "~/.server/site-key";
import { type RunningServer, startServer, waitForReady } from "./server";
import { forgeBackup, modeOf, rewriteHeader, runCli, snapshotOf } from "./support/backup";

const work = mkdtempSync(path.join(tmpdir(), "noteva-backup-authenticated-"));
const site = path.join(work, "site");
const plain = path.join(work, "plain.backup");
const sealed = path.join(work, "sealed.backup");
const passphraseFile = path.join(work, "passphrase");
const siteKeyFile = path.join(site, "site-key");
let server: RunningServer | undefined;
let siteKey = "";

beforeAll(async () => {
  server = await startServer({ DATA_DIR: site });
  writeFileSync(passphraseFile, "correct horse battery staple\n", { mode: 0o600 });
  expect((await runCli("backup", [plain], { DATA_DIR: site })).code).toBe(0);
  expect((await runCli("backup", [sealed, "--passphrase-file", passphraseFile], { DATA_DIR: site })).code).toBe(0);
  siteKey = readFileSync(siteKeyFile, "utf8").trim();
}, 180_000);
afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

let fresh = 0;
const freshDir = () => path.join(work, `fresh-${++fresh}`);

/** A refusal: exit 2, one line on stderr, nothing on stdout, the target unchanged. */
async function expectRefused(args: string[], env: Record<string, string>, target: string, reason: RegExp) {
  const before = snapshotOf(target);
  const result = await runCli("restore", args, env);
  expect(result.code, result.stderr + result.stdout).toBe(2);
  expect(result.stderr).toMatch(/^refused: [^\n]+\n$/);
  expect(result.stderr).toMatch(reason);
  expect(result.stdout).toBe("");
  expect(snapshotOf(target)).toEqual(before);
}

/** A product's title changed: the kind of edit an attacker makes (a link, a price, a staff member's role). */
const FORGERY = { table: "product", where: '"id": "MK61"', from: '"title": "', to: '"title": "Forged ' };

describe("a backup edited and re-checksummed", () => {
  it("is refused, even with the site key that made it", async () => {
    const forged = path.join(work, "forged.backup");
    forgeBackup(plain, forged, FORGERY);
    const target = freshDir();
    await expectRefused([forged], { DATA_DIR: target, SITE_KEY: siteKey }, target, /failed authentication/);
  });

  it.skipIf(!process.env.DATABASE_URL_TEST)("is refused into PostgreSQL, the database left empty", async () => {
    const forged = path.join(work, "forged-pg.backup");
    forgeBackup(plain, forged, FORGERY);
    const name = `backup_forged_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL_TEST });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL_TEST ?? "");
    url.pathname = `/${name}`;
    try {
      const secrets = freshDir();
      await expectRefused(
        [forged],
        { DATABASE_URL: url.toString(), DATA_DIR: secrets, SITE_KEY: siteKey },
        secrets,
        /failed authentication/,
      );
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query(
        "select count(*)::int as n from pg_tables where schemaname <> 'pg_catalog' and schemaname <> 'information_schema'",
      );
      await check.end();
      expect(rows[0].n).toBe(0);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe("a plain backup", () => {
  it("needs the site key that made it, named in the refusal; --site-key-file brings it along", async () => {
    const target = freshDir();
    const named = new RegExp(`authenticated with site key ${keyId(siteKey)}; set SITE_KEY or pass --site-key-file`);
    await expectRefused([plain], { DATA_DIR: target }, target, named);
    await expectRefused([plain], { DATA_DIR: target, SITE_KEY: "x".repeat(40) }, target, named);
    const restored = await runCli("restore", [plain, "--site-key-file", siteKeyFile], { DATA_DIR: target });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    // the restored site starts with the key its second factors are sealed with
    expect(readFileSync(path.join(target, "site-key"), "utf8")).toBe(siteKey);
    expect(modeOf(path.join(target, "site-key"))).toBe(0o600);
  });

  it("is accepted with a previous site key (a rotation under way)", async () => {
    const target = freshDir();
    const restored = await runCli("restore", [plain], {
      DATA_DIR: target,
      SITE_KEY: "n".repeat(40),
      SITE_KEY_PREVIOUS: siteKey,
    });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
  });
});

describe("an encrypted backup", () => {
  it("is refused when its header was edited", async () => {
    const edited = path.join(work, "sealed-edited.backup");
    rewriteHeader(sealed, edited, (header) => {
      header.createdAt = "2020-01-01T00:00:00.000Z";
    });
    const target = freshDir();
    await expectRefused(
      [edited, "--passphrase-file", passphraseFile, "--site-key-file", siteKeyFile],
      { DATA_DIR: target },
      target,
      /failed authentication/,
    );
  });

  it("is refused when the site would run with another site key, unless --new-site-key", async () => {
    const target = freshDir();
    await expectRefused(
      [sealed, "--passphrase-file", passphraseFile],
      { DATA_DIR: target },
      target,
      new RegExp(`ran with site key ${keyId(siteKey)} and this one would run with a new site key.*--new-site-key`),
    );
    const restored = await runCli("restore", [sealed, "--passphrase-file", passphraseFile, "--new-site-key"], {
      DATA_DIR: target,
    });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/will not work .*npm run staff -- reset-factor EMAIL/);
  });
});

describe("a format 1 backup (unauthenticated)", () => {
  it("restores only with --accept-unauthenticated", async () => {
    const old = path.join(work, "format-1.backup");
    rewriteHeader(
      plain,
      old,
      (header) => {
        header.format = 1;
        for (const field of ["siteKey", "authentication", "mac"]) delete header[field];
      },
      1,
    );
    const target = freshDir();
    await expectRefused([old], { DATA_DIR: target }, target, /format 1.*--accept-unauthenticated/);
    const restored = await runCli("restore", [old, "--accept-unauthenticated"], { DATA_DIR: target });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
  });
});

describe("in production", () => {
  it("a backup without a passphrase is refused unless BACKUP_ALLOW_UNENCRYPTED=1, scheduled ones too", {
    timeout: 180_000,
  }, async () => {
    const production = path.join(work, "production");
    const backups = path.join(work, "production-backups");
    const prod = await startServer({
      DATA_DIR: production,
      SITE_ENV: "production",
      ALLOW_INSECURE_SITE_URL: "1",
      SESSION_SECRET: "p".repeat(40),
      BACKUP_DIR: backups,
    });
    try {
      await waitForReady(prod.url);
      const said = prod.output().match(/^scheduled backups into .* are off: .*$/gm) ?? [];
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(/set BACKUP_PASSPHRASE or pass --passphrase-file FILE \(BACKUP_ALLOW_UNENCRYPTED=1/);
      const asked = await runCli("backup", [path.join(work, "prod-1.backup")], { DATA_DIR: production });
      expect(asked.code).toBe(2);
      expect(asked.stderr).toMatch(/^refused: a backup without a passphrase is refused in production[^\n]*\n$/);
      const encrypted = await runCli(
        "backup",
        [path.join(work, "prod-2.backup"), "--passphrase-file", passphraseFile],
        {
          DATA_DIR: production,
        },
      );
      expect(encrypted.code, encrypted.stderr).toBe(0);
    } finally {
      await prod.stop();
    }
    // with no server, the command decides by its own environment
    const env = { DATA_DIR: production, SITE_ENV: "production" };
    const offline = await runCli("backup", [path.join(work, "prod-3.backup")], env);
    expect(offline.code).toBe(2);
    expect(offline.stderr).toMatch(/^refused: a backup without a passphrase is refused in production[^\n]*\n$/);
    const allowed = await runCli("backup", [path.join(work, "prod-4.backup")], {
      ...env,
      BACKUP_ALLOW_UNENCRYPTED: "1",
    });
    expect(allowed.stderr).toBe("");
    expect(allowed.code).toBe(0);
  });
});
