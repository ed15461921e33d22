/**
 * The admin session is read once per request: the admin layout's middleware reads it and every
 * loader and action below takes it from the router context. The real route modules run in React
 * Router's request handler, with middleware, against a test database; readSession is counted.
 */
import {
  createStaticHandler,
  type MiddlewareFunction,
  RouterContextProvider,
  type StaticHandlerContext,
} from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createSession, readSession } from "~/.server/auth/session.server";
import { createStaff } from "~/.server/auth/staff.server";
import { auditPage } from "~/.server/changes/audit-log.server";
import { requestContext, runtimeContext } from "~/.server/context";
import type { Database } from "~/.server/db/client";
import { parseEnv } from "~/.server/env";
import * as inboxExport from "~/routes/admin/inbox-export";
import * as layout from "~/routes/admin/layout";
import * as users from "~/routes/admin/users";
import { databaseTargets, openTestDatabase } from "../setup/database";

vi.mock("~/.server/auth/session.server", async (original) => {
  const module = await original<typeof import("~/.server/auth/session.server")>();
  return { ...module, readSession: vi.fn(module.readSession) };
});

// the framework's middleware type resolves `next` to a Response; the plain handler's to unknown
const middleware: MiddlewareFunction[] = layout.middleware.map(
  (run) => (args, next) => run(args, async () => (await next()) as Response),
);

const routes = [
  {
    id: "admin",
    path: "/admin",
    middleware,
    loader: layout.loader,
    children: [
      { id: "users", path: "users", loader: users.loader, action: users.action },
      { id: "export", path: "inbox/export.csv", loader: inboxExport.loader },
    ],
  },
];

describe.each(databaseTargets)("an admin request on $name", (target) => {
  let database: Database;
  let cookie = "";
  let editorId = 0;
  let adminId = 0;
  const handler = createStaticHandler(routes);
  const env = parseEnv({ SITE_ENV: "test", SESSION_SECRET: "s".repeat(32) });
  /** What the request log will say of the last request (server/app.ts hands each one its trace). */
  let trace = { staffId: null as number | null };
  const context = () => {
    const provider = new RouterContextProvider();
    provider.set(runtimeContext, { env, database, startedAt: new Date() });
    trace = { staffId: null };
    provider.set(requestContext, { locale: "en", sessionCookie: true, trace });
    return provider;
  };
  const request = (path: string, init: RequestInit = {}) =>
    new Request(`http://noteva.test${path}`, { ...init, headers: { cookie, ...init.headers } });

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    const admin = await createStaff(database.db, {
      email: "ada@noteva.example",
      name: "Ada",
      role: "admin",
      password: "a long password 1",
    });
    const editor = await createStaff(database.db, {
      email: "ed@noteva.example",
      name: "Ed",
      role: "editor",
      password: "a long password 2",
    });
    editorId = editor?.id ?? 0;
    adminId = admin?.id ?? 0;
    const { token } = await createSession(database.db, admin?.id ?? 0, "test");
    cookie = `noteva_session=${token}`;
  });
  afterEach(() => vi.mocked(readSession).mockClear());

  const asResponse = (result: Response | StaticHandlerContext) => {
    if (!(result instanceof Response)) throw new Error("the middleware answers with a Response");
    return result;
  };
  const page = async (req: Request) =>
    asResponse(
      await handler.query(req, {
        requestContext: context(),
        generateMiddlewareResponse: async (query) => {
          const result = await query(req);
          return result instanceof Response ? result : Response.json({ loaderData: result.loaderData });
        },
      }),
    );

  it("for a page: the layout's and the page's loaders", async () => {
    const response = await page(request("/admin/users"));
    expect(response.status).toBe(200);
    const { loaderData } = await response.json();
    expect(loaderData.admin.user).toMatchObject({ name: "Ada", role: "admin" });
    expect(loaderData.users.users.map((u: { name: string }) => u.name)).toEqual(["Ada", "Ed"]);
    expect(readSession).toHaveBeenCalledTimes(1);
    // the request log names who asked
    expect(trace.staffId).toBe(adminId);
  });

  it("for an action and the loaders that follow it, and the change is audited", async () => {
    const body = new URLSearchParams({ intent: "role", id: String(editorId), role: "admin" });
    const response = await page(request("/admin/users", { method: "POST", body }));
    expect(response.status).toBe(200);
    expect(readSession).toHaveBeenCalledTimes(1);
    const { rows } = await auditPage(database.db, "staff_user", 1);
    expect(rows[0]).toMatchObject({
      userEmail: "ada@noteva.example",
      action: "update",
      entityId: "ed@noteva.example",
      before: { role: "editor", disabled: false },
      after: { role: "admin", disabled: false },
    });
  });

  it("for a file under the layout", async () => {
    const req = request("/admin/inbox/export.csv");
    const csv = await handler.queryRoute(req, {
      requestContext: context(),
      generateMiddlewareResponse: (query) => query(req),
    });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(readSession).toHaveBeenCalledTimes(1);
  });

  it("without a session, sends the visitor to sign in before any loader runs", async () => {
    cookie = "";
    const response = await page(request("/admin/users"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login?redirectTo=%2Fadmin%2Fusers");
  });
});
