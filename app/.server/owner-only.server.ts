/**
 * What the site keeps on disk is its own user's alone (ASVS 8.3): DATA_DIR holds the embedded
 * database with its write-ahead log (password hashes, sealed second factors, messages), the
 * session secret and the site key; BACKUP_DIR holds whole copies of it. Files are 0600 and
 * directories 0700 whatever made them: the processes that write there set the umask to 0077
 * (server/main.ts, the backup, restore and staff commands; PGlite asks for 0666 and gets 0600),
 * and every start tightens what an older release or another tool left looser.
 */
import { chmodSync, type Dirent, lstatSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Takes group and other permissions off `dir` and everything under it (symbolic links are left
 * alone and not followed); returns how many entries it changed. A missing directory changes nothing.
 */
export function makeOwnerOnly(dir: string): number {
  let changed = 0;
  // DATA_DIR itself may be a link to where the data is: the root is followed, nothing below it
  const tighten = (file: string, isDirectory: boolean, follow = false) => {
    let mode: number;
    try {
      mode = (follow ? statSync(file) : lstatSync(file)).mode;
    } catch {
      return; // gone meanwhile (a file the database removed)
    }
    if ((mode & 0o077) !== 0) {
      chmodSync(file, isDirectory ? 0o700 : mode & 0o700);
      changed++;
    }
  };
  const walk = (at: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(at, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const file = path.join(at, entry.name);
      if (entry.isSymbolicLink()) continue;
      tighten(file, entry.isDirectory());
      if (entry.isDirectory()) walk(file);
    }
  };
  try {
    if (!statSync(dir).isDirectory()) return 0;
  } catch {
    return 0;
  }
  tighten(dir, true, true);
  walk(dir);
  return changed;
}

/** The one line a start says when it had to tighten a directory; null when nothing was loose. */
export function tightenedNote(name: string, dir: string, changed: number): string | null {
  if (changed === 0) return null;
  return `${name} ${dir} was readable by other users: made owner-only (${changed} ${changed === 1 ? "entry" : "files and directories"})`;
}
