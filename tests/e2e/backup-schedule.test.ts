/**
 * Scheduled backups on the embedded database: the server writes one into BACKUP_DIR every
 * BACKUP_INTERVAL hours (here 3.6 s), logs a line for each, keeps BACKUP_KEEP, encrypts them with
 * BACKUP_PASSPHRASE, and its control socket's `status` names the last one (lastBackupAt()).
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { controlRequest } from "../../scripts/lib/backup-cli";
import { startServer } from "./server";
import { headerOf, modeOf, runCli } from "./support/backup";
import { sleep } from "./support/http";

const work = mkdtempSync(path.join(tmpdir(), "noteva-backup-schedule-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("scheduled backups", () => {
  it("are taken every interval, logged, pruned to BACKUP_KEEP, encrypted, and restore", {
    timeout: 180_000,
  }, async () => {
    const dataDir = path.join(work, "site");
    const backups = path.join(work, "backups");
    const passphrase = "scheduled backups passphrase";
    const server = await startServer({
      DATA_DIR: dataDir,
      BACKUP_DIR: backups,
      BACKUP_INTERVAL: "0.001",
      BACKUP_KEEP: "2",
      BACKUP_PASSPHRASE: passphrase,
    });
    try {
      const deadline = Date.now() + 90_000;
      while ((server.output().match(/^backup: /gm)?.length ?? 0) < 3 && Date.now() < deadline) await sleep(500);
      expect(server.output()).toMatch(/backups: every 0\.001 h into .*, keeping 2/);
      expect(server.output().match(/^backup: .*encrypted.*$/gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
      await sleep(500); // the third one's pruning
      const files = readdirSync(backups).filter((name) => name.endsWith(".backup"));
      expect(files).toHaveLength(2);
      for (const name of files) {
        expect(name).toMatch(/^noteva-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.backup$/);
        expect(modeOf(path.join(backups, name))).toBe(0o600);
        expect(headerOf(path.join(backups, name)).source).toBe("pglite");
      }
      const status = await controlRequest(path.join(dataDir, "control.sock"), "status", {});
      expect(status.ok).toBe(true);
      const last = (status.result as { lastBackupAt: string | null }).lastBackupAt;
      expect(Date.now() - Date.parse(last ?? "")).toBeLessThan(60_000);

      const newest = path.join(backups, files.sort().at(-1) ?? "");
      const restored = await runCli("restore", [newest, "--site-key-file", path.join(dataDir, "site-key")], {
        DATA_DIR: path.join(work, "restored"),
        BACKUP_PASSPHRASE: passphrase,
      });
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);
    } finally {
      await server.stop();
    }
  });
});
