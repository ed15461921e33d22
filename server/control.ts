/**
 * The server's control channel: a Unix socket in DATA_DIR (`control.sock`, mode 0600, so only the
 * site's own user reaches it), for commands that must run inside the process that owns the
 * embedded database (a second process may never open it), such as a backup.
 *
 * Protocol: newline-delimited JSON. Each request is one line, `{"id": any, "command": "name",
 * "args": {...}}`; each answer is one line, `{"id": <the same>, "ok": true, "result": ...}` or
 * `{"id": ..., "ok": false, "kind": "Error name", "error": "one line"}`. A connection may send
 * several requests; they are answered in order. `{"command": "commands"}` lists what is registered.
 */
import { chmodSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";

export type ControlCommand<Context> = {
  /** One line for `commands`. */
  describe: string;
  run(args: Record<string, unknown>, context: Context): Promise<unknown>;
};

/** The socket's name in DATA_DIR; the backup command finds the server by it. */
export const CONTROL_SOCKET = "control.sock";

/** A request larger than this is refused (commands take a few small arguments). */
const MAX_LINE = 64 * 1024;

/**
 * Listens on DATA_DIR/control.sock. A socket left by a process that died is replaced; one that
 * answers belongs to a live server (PostgreSQL instances may share a DATA_DIR): then this
 * instance goes without, and says so. Returns a function that closes and removes the socket.
 */
export async function startControl<Context>(
  dataDir: string,
  commands: Record<string, ControlCommand<Context>>,
  context: Context,
): Promise<() => Promise<void>> {
  const file = path.join(dataDir, CONTROL_SOCKET);
  if (existsSync(file)) {
    if (await answers(file)) {
      console.log(`control socket ${file} belongs to another running instance: this one has none`);
      return async () => {};
    }
    rmSync(file, { force: true });
  }
  const server = createServer((socket) => serve(socket, commands, context));
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 }); // an instance on PostgreSQL may not have made it
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen({ path: file, readableAll: false, writableAll: false }, () => resolve());
    });
    chmodSync(file, 0o600);
  } catch (error) {
    // e.g. a DATA_DIR path too long for a socket (about 100 bytes): the site runs on without it
    console.warn(
      `control socket ${file} not available (${(error as Error).message}): npm run backup cannot ask this server`,
    );
    server.close();
    return async () => {};
  }
  server.on("error", (error) => console.error(`control socket: ${error.message}`));
  return () => closeControl(server, file);
}

function closeControl(server: Server, file: string): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    rmSync(file, { force: true });
  });
}

function answers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(file);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function serve<Context>(socket: Socket, commands: Record<string, ControlCommand<Context>>, context: Context) {
  socket.on("error", () => {}); // a client gone mid-answer is its own business
  const lines = createInterface({ input: socket, crlfDelay: Number.POSITIVE_INFINITY });
  let queue = Promise.resolve();
  lines.on("line", (line) => {
    queue = queue.then(async () => {
      const answer = await handle(line, commands, context);
      if (!socket.destroyed) socket.write(`${JSON.stringify(answer)}\n`);
    });
  });
}

async function handle<Context>(line: string, commands: Record<string, ControlCommand<Context>>, context: Context) {
  let id: unknown = null;
  try {
    if (line.length > MAX_LINE) throw new Error("request too long");
    const request = JSON.parse(line) as { id?: unknown; command?: unknown; args?: unknown };
    id = request.id ?? null;
    const name = String(request.command ?? "");
    if (name === "commands") {
      const list = Object.fromEntries(Object.entries(commands).map(([key, c]) => [key, c.describe]));
      return { id, ok: true, result: list };
    }
    const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
    if (!command) throw new Error(`unknown command ${JSON.stringify(name)} (try "commands")`);
    const args = request.args && typeof request.args === "object" ? (request.args as Record<string, unknown>) : {};
    return { id, ok: true, result: await command.run(args, context) };
  } catch (error) {
    // `kind` is the error's name: BackupRefused tells a client to exit with its refusal code
    return { id, ok: false, kind: (error as Error).name, error: (error as Error).message.split("\n")[0] };
  }
}
