/**
 * Gates around a staff session, with the real route modules and the configuration's defaults: a
 * session idle for SESSION_IDLE_MINUTES (30 by default) has ended, and /api/base-info answers an
 * account that must add a second factor as every admin page does: by sending it to add one.
 */
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createSession } from "~/.server/auth/session.server";
import { createStaff } from "~/.server/auth/staff.server";
import { requestContext, runtimeContext } from "~/.server/context";
import type { Database } from "~/.server/db/client";
import { parseEnv } from "~/.server/env";
import { setSecondFactorRequired } from "~/features/staff/factors.server";
import * as baseInfo from "~/routes/resources/api-base-info";
import { databaseTargets, openTestDatabase } from "../setup/database";

describe.each(databaseTargets)("staff gates on $name", (target) => {
  let database: Database;
  let userId = 0;
  const env = parseEnv({ SITE_ENV: "test", SESSION_SECRET: "s".repeat(32) });
  const context = () => {
    const provider = new RouterContextProvider();
    provider.set(runtimeContext, { env, database, startedAt: new Date() });
    provider.set(requestContext, { locale: "en", sessionCookie: true });
    return provider;
  };
  /** /api/base-info as the browser asks for it with this session; a thrown redirect is its answer. */
  const askBaseInfo = async (token: string) => {
    const request = new Request("http://noteva.test/api/base-info", {
      headers: { cookie: `noteva_session=${token}` },
    });
    try {
      return await baseInfo.loader({ request, context: context(), params: {} } as never);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    const user = await createStaff(database.db, {
      email: "gate@noteva.example",
      name: "Gate",
      role: "admin",
      password: "a long password 3",
    });
    userId = user?.id ?? 0;
  });

  it("ends a session idle for the default 30 minutes", async () => {
    expect(env.SESSION_IDLE_MINUTES).toBe(30);
    const now = Date.now();
    const idle = await createSession(database.db, userId, "test", new Date(now - 31 * 60 * 1000));
    expect((await askBaseInfo(idle.token)).status).toBe(401);
    const active = await createSession(database.db, userId, "test", new Date(now - 29 * 60 * 1000));
    expect((await askBaseInfo(active.token)).status).toBe(200);
  });

  it("sends an account that must add a second factor to add it, with no counters", async () => {
    const { token } = await createSession(database.db, userId, "test");
    expect((await askBaseInfo(token)).status).toBe(200);
    await setSecondFactorRequired(database.db, { id: userId, email: "gate@noteva.example" }, "test", true);
    const answer = await askBaseInfo(token);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/account/security?required=1");
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });
});
