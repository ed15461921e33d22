/**
 * The fuzz suite's server: one of the file's own with an admin account, requests bound to it, and
 * the admin's session for the checks that need to be signed in.
 */
import { expect } from "vitest";
import { type Encoding, formBody, type Part } from "./forms";
import { nextAddress, requestsTo } from "./http";
import { ADMIN, serverWithAdmin } from "./staff-server";

export type FuzzSite = ReturnType<typeof fuzzSite>;

/** Registers the file's server (started in beforeAll); call `openSession()` in a later beforeAll to sign in. */
export function fuzzSite() {
  const server = serverWithAdmin();
  const requests = requestsTo(server);
  const { send } = requests;
  /** The admin's session cookie ("noteva_session=…"). */
  let session = "";

  /** Posts the admin's sign-in form, from a new address each time. */
  async function signIn(fields: Record<string, string> = {}) {
    return send("/login", {
      method: "POST",
      headers: { "X-Forwarded-For": nextAddress() },
      body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, ...fields }),
    });
  }

  return {
    ...requests,
    get url() {
      return server.url;
    },
    get session() {
      return session;
    },
    signIn,
    /** Signs the admin in; adminGet and postForm carry the session from then on. */
    async openSession() {
      const login = await signIn();
      expect(login.status).toBe(302);
      session = /noteva_session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
      expect(session).not.toBe("");
    },
    adminGet: (path: string) => send(path, { headers: { cookie: session } }),
    async postForm(path: string, parts: readonly Part[], encoding: Encoding = "urlencoded") {
      const { body, type } = formBody(parts, encoding);
      return send(path, { method: "POST", headers: { cookie: session, "Content-Type": type }, body });
    },
  };
}
