/**
 * The control socket's commands (server/control.ts): add one here with a name, a line saying what
 * it does, and `run(args, runtime)`; its result is sent back as JSON. Arguments come from the
 * site's own user (the socket is mode 0600), but are checked like any input.
 */
import path from "node:path";
import { lastBackupAt, takeBackup } from "~/.server/backup/schedule.server";
import type { AppRuntime } from "~/.server/context";
import { resetFactorsByHost } from "~/features/staff/factors.server";
import type { ControlCommand } from "./control";

export const controlCommands: Record<string, ControlCommand<AppRuntime>> = {
  backup: {
    describe: 'writes a backup: {"file": absolute path, "passphrase"?: string}',
    async run(args, runtime) {
      if (typeof args.file !== "string" || !path.isAbsolute(args.file))
        throw new Error("file must be an absolute path");
      const passphrase = typeof args.passphrase === "string" && args.passphrase ? args.passphrase : undefined;
      return takeBackup(runtime, args.file, passphrase);
    },
  },
  "reset-factor": {
    describe: 'removes a staff account\'s second factors (the last admin locked out): {"email": string}',
    async run(args, runtime) {
      if (typeof args.email !== "string" || !args.email.trim()) throw new Error("email must be an e-mail address");
      // the member is told by mail, as when an admin resets them
      const mail = { from: runtime.env.MAIL_FROM, siteUrl: runtime.env.SITE_URL };
      return resetFactorsByHost(runtime.database.db, args.email, { mail });
    },
  },
  status: {
    describe: "the server's pid, database kind, start time and last backup",
    async run(_args, runtime) {
      return {
        pid: process.pid,
        database: runtime.database.kind,
        startedAt: runtime.startedAt.toISOString(),
        lastBackupAt: lastBackupAt()?.toISOString() ?? null,
      };
    },
  },
};
