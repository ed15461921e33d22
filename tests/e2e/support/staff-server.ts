/**
 * A server of the test file's own, with an admin account, for the suites that change content or
 * load the server hard: no other test file sees what they write, or waits for them.
 */
import { afterAll, beforeAll } from "vitest";
import { type RunningServer, startServer } from "../server";

/** The admin account the server is started with. */
export const ADMIN = { email: "admin@noteva.example", password: "e2e-admin-password-1" };

/** Starts the server before the file's tests and stops it after them; `url` is set once it answers. */
export function serverWithAdmin(options: { host?: string; env?: () => Record<string, string> } = {}): {
  readonly url: string;
  readonly dataDir: string;
} {
  const state = { url: "", dataDir: "" };
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(
      { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...options.env?.() },
      options,
    );
    state.url = server.url;
    state.dataDir = server.dataDir;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });
  return state;
}
