/**
 * What `npm run backup` and `npm run restore` share: their arguments, the passphrase, the site's
 * own code (from the build, as the server loads it), the control socket, and the one-line
 * answers with their exit codes (2: refused, the target untouched; 1: failed).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";

type Entry = typeof import("../../server/app.ts");

export type Cli = {
  file: string;
  passphrase?: string;
  /** restore: --site-key-file's key (the site that made the backup), --new-site-key, --accept-unauthenticated */
  siteKey?: string;
  newSiteKey: boolean;
  acceptUnauthenticated: boolean;
  dataDir: string;
  databaseUrl?: string;
};

const USAGE = {
  backup: "usage: npm run backup -- FILE [--passphrase-file FILE]",
  restore:
    "usage: npm run restore -- FILE [--passphrase-file FILE] [--site-key-file FILE] [--new-site-key] [--accept-unauthenticated]",
};
const FLAGS = { backup: [] as string[], restore: ["--new-site-key", "--accept-unauthenticated"] };
const FILES = { backup: ["--passphrase-file"], restore: ["--passphrase-file", "--site-key-file"] };

/** The command line (FILE, its options); the target from DATA_DIR or DATABASE_URL, as the server takes them. */
export function parseCli(command: "backup" | "restore", argv = process.argv.slice(2)): Cli {
  let file: string | undefined;
  const files: Record<string, string | undefined> = {};
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const [name = "", inline] = arg.split(/=(.*)/s);
    if (FILES[command].includes(name)) files[name] = inline ?? argv[++i];
    else if (FLAGS[command].includes(arg)) flags.add(arg);
    else if (arg.startsWith("-") || file) fail(2, USAGE[command]);
    else file = arg;
  }
  if (!file) fail(2, USAGE[command]);
  const passphraseFile = files["--passphrase-file"];
  const passphrase = passphraseFile
    ? firstLine(passphraseFile, "passphrase file")
    : process.env.BACKUP_PASSPHRASE || undefined;
  const siteKeyFile = files["--site-key-file"];
  const siteKey = siteKeyFile ? firstLine(siteKeyFile, "site key file") : undefined;
  if (siteKey && siteKey.length < 32)
    fail(2, `the site key file ${siteKeyFile} holds no site key (32 characters or more)`);
  return {
    file: path.resolve(file),
    passphrase,
    siteKey,
    newSiteKey: flags.has("--new-site-key"),
    acceptUnauthenticated: flags.has("--accept-unauthenticated"),
    dataDir: path.resolve(process.env.DATA_DIR?.trim() || "./.data"),
    databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
  };
}

/** A secret file's first line; a missing, unreadable or empty file is a refusal. */
function firstLine(file: string | undefined, what: string): string {
  let line: string | undefined;
  try {
    line = readFileSync(file ?? "", "utf8")
      .split("\n")[0]
      ?.trim();
  } catch (error) {
    fail(2, `cannot read the ${what} ${file} (${(error as NodeJS.ErrnoException).code})`);
  }
  if (!line) fail(2, `the ${what} ${file} is empty`);
  return line;
}

/** Prints one line and exits: 2 for a refusal (nothing was changed), 1 for a failure. */
export function fail(code: 1 | 2, message: string): never {
  console.error(message);
  process.exit(code);
}

/** Reports an error as one line, never a stack trace. */
export function failWith(error: unknown): never {
  const err = error as Error;
  if (err?.name === "BackupRefused") fail(2, `refused: ${err.message}`);
  const cause = err?.cause instanceof Error ? ` (${err.cause.message})` : "";
  fail(1, `failed: ${String(err?.message ?? err).split("\n")[0]}${cause}`);
}

/** The site's code, as the server runs it (the build; made first when there is none). */
export async function siteCode(): Promise<Entry> {
  process.env.NODE_ENV = "production";
  const entry = path.resolve("build", "server", "index.js");
  if (!existsSync(entry)) {
    console.log("No build yet: building the site…");
    execFileSync(process.execPath, ["scripts/build.ts"], { stdio: "inherit" });
  }
  return import(entry);
}

export type ControlAnswer = { ok: boolean; result?: unknown; error?: string; kind?: string };

/**
 * Sends one request to the server's control socket and waits for its answer. Rejects with the
 * connection's error code (ENOENT, ECONNREFUSED) when no server listens there.
 */
export function controlRequest(
  socketPath: string,
  command: string,
  args: Record<string, unknown>,
): Promise<ControlAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let buffer = "";
    let answered = false;
    socket.setEncoding("utf8");
    socket.once("connect", () => socket.write(`${JSON.stringify({ id: 1, command, args })}\n`));
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf("\n");
      if (end === -1) return;
      answered = true;
      socket.end();
      try {
        resolve(JSON.parse(buffer.slice(0, end)) as ControlAnswer);
      } catch {
        reject(new Error("the server's control socket answered something unreadable"));
      }
    });
    socket.once("error", reject);
    socket.once("close", () => {
      if (!answered)
        reject(Object.assign(new Error("the server closed the control socket without answering"), { code: "EPIPE" }));
    });
  });
}
