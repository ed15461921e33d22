import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "~/.server/auth/staff.server";
import { runtimeContext, staffContext } from "~/.server/context";
import type { Database } from "~/.server/db/client";
import { keptDrafts } from "~/.server/db/schema/staff";
import type { Env } from "~/.server/env";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import {
  formFields,
  KEEP_MS,
  keepDraft,
  keptDraftNotice,
  MAX_TEXT_BYTES,
  pageOf,
  pruneDrafts,
  rememberEditor,
  restoreKeptDraft,
  sessionEnded,
  takeDraft,
} from "./kept-drafts.server";

const SITE = "http://127.0.0.1:3000";
const PAGE = `${SITE}/admin/articles/school-programme`;

describe.each(databaseTargets)("kept drafts on $name", (target) => {
  let database: Database;
  const users: { id: number; email: string; name: string; role: "editor" }[] = [];
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    for (const name of ["ada", "bo"]) {
      const row = await createStaff(database.db, {
        email: `${name}@noteva.example`,
        name,
        role: "editor",
        password: "a long password 1",
      });
      users.push({ id: row?.id ?? 0, email: `${name}@noteva.example`, name, role: "editor" });
    }
  });

  const context = (signedIn?: (typeof users)[number]) => {
    const provider = new RouterContextProvider();
    const env = { SITE_ENV: "test", SESSION_SECRET: "x".repeat(40), SITE_URL: SITE } as Env;
    provider.set(runtimeContext, { env, database, startedAt: new Date() });
    if (signedIn) provider.set(staffContext, { id: "s", user: signedIn, expiresAt: new Date(), factorProvenAt: null });
    return provider;
  };
  const cookiesOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  /** The cookie a signed-in page gives this browser naming its editor. */
  const editorCookie = (user: (typeof users)[number] | undefined) => {
    if (!user) throw new Error("no user");
    const page = rememberEditor(
      new Request(PAGE),
      context(user),
      { id: "s", user, expiresAt: new Date(), factorProvenAt: null },
      new Response(),
    );
    return cookiesOf(page);
  };
  const post = (body: FormData | URLSearchParams, headers: Record<string, string> = {}) =>
    new Request(PAGE, { method: "POST", body, headers: { "Sec-Fetch-Site": "same-origin", ...headers } });
  const form = (entries: Record<string, string>) => new URLSearchParams(entries);

  it("keeps a form sent after the session ended, and hands it back once, to the same person", async () => {
    const answer = await sessionEnded(
      post(form({ title: "New title", body: "Line one\n\nLine two", version: "3" }), {
        Cookie: editorCookie(users[0]),
      }),
      context(),
    );
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get("location") ?? "", SITE);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("redirectTo")).toBe("/admin/articles/school-programme");
    const setCookie = answer.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^noteva_draft=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400$/);
    const browser = cookiesOf(answer);

    const waiting = await keptDraftNotice(
      new Request(location, { headers: { Cookie: browser } }),
      context(),
      "/admin/articles/school-programme",
    );
    expect(waiting).toEqual({ droppedFiles: [] });
    // another staff member signing in on this browser gets nothing, and does not use it up
    expect(await restoreKeptDraft(new Request(PAGE, { headers: { Cookie: browser } }), context(users[1]))).toBeNull();
    // nor does another browser, or another page
    expect(await restoreKeptDraft(new Request(PAGE), context(users[0]))).toBeNull();
    const other = new Request(`${SITE}/admin/articles/other`, { headers: { Cookie: browser } });
    expect(await restoreKeptDraft(other, context(users[0]))).toBeNull();

    const restored = await restoreKeptDraft(new Request(PAGE, { headers: { Cookie: browser } }), context(users[0]));
    expect(restored?.result.initialValue).toEqual({ title: "New title", body: "Line one\n\nLine two", version: "3" });
    expect(restored?.droppedFiles).toEqual([]);
    expect(await restoreKeptDraft(new Request(PAGE, { headers: { Cookie: browser } }), context(users[0]))).toBeNull();
  });

  it("keeps nothing from another site's form, or a GET, and answers as before", async () => {
    const before = (await database.db.select().from(keptDrafts)).length;
    for (const request of [
      post(form({ title: "forged" }), { "Sec-Fetch-Site": "cross-site" }),
      new Request(PAGE, {
        method: "POST",
        body: form({ title: "forged" }),
        headers: { Origin: "https://evil.example" },
      }),
      new Request(PAGE, { method: "POST", body: form({ title: "no origin" }) }),
      new Request(PAGE),
    ]) {
      const answer = await sessionEnded(request, context());
      expect(answer.headers.get("location")).toBe("/login?redirectTo=%2Fadmin%2Farticles%2Fschool-programme");
      expect(answer.headers.get("set-cookie")).toBeNull();
    }
    expect((await database.db.select().from(keptDrafts)).length).toBe(before);
  });

  it("keeps text but not files, and nothing at all beyond the size limit", async () => {
    const multipart = new FormData();
    multipart.append("name", "Photo caption");
    multipart.append("photo", new File(["png bytes"], "front.png", { type: "image/png" }));
    multipart.append("empty", new File([], ""));
    const answer = await sessionEnded(post(multipart, { Cookie: editorCookie(users[0]) }), context());
    const browser = cookiesOf(answer);
    const restored = await restoreKeptDraft(new Request(PAGE, { headers: { Cookie: browser } }), context(users[0]));
    expect(restored?.result.initialValue).toEqual({ name: "Photo caption" });
    expect(restored?.droppedFiles).toEqual(["photo"]);

    const before = (await database.db.select().from(keptDrafts)).length;
    const huge = await sessionEnded(post(form({ body: "x".repeat(MAX_TEXT_BYTES + 1) })), context());
    expect(new URL(huge.headers.get("location") ?? "", SITE).searchParams.get("draft")).toBe("too-large");
    expect(huge.headers.get("set-cookie")).toBeNull();
    expect((await database.db.select().from(keptDrafts)).length).toBe(before);
  });

  it("keeps nothing without a signed editor cookie (no owner, no draft); a day later a draft is gone", async () => {
    await database.db.delete(keptDrafts);
    const forged = `noteva_editor=${users[1]?.id}.${"A".repeat(43)}`;
    const answer = await sessionEnded(post(form({ title: "t" }), { Cookie: forged }), context());
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).not.toContain("draft=kept");
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(await database.db.select().from(keptDrafts)).toEqual([]);

    const token = "t".repeat(43);
    const path = "/admin/articles/school-programme";
    const owner = users[0]?.id ?? 0;
    await keepDraft(database.db, { token, userId: owner, path, fields: [["title", "old"]], droppedFiles: [] });
    const later = new Date(Date.now() + KEEP_MS + 1000);
    expect(await takeDraft(database.db, { token, path, userId: owner }, later)).toBeNull();
    await pruneDrafts(database.db, later);
    expect(await database.db.select().from(keptDrafts)).toEqual([]);
    // a newer form for the same page replaces the older one
    await keepDraft(database.db, { token, userId: owner, path, fields: [["title", "one"]], droppedFiles: [] });
    await keepDraft(database.db, { token, userId: owner, path, fields: [["title", "two"]], droppedFiles: [] });
    expect(await takeDraft(database.db, { token, path, userId: owner })).toEqual({
      fields: [["title", "two"]],
      droppedFiles: [],
    });
  });

  it("never writes down a password", () => {
    const data = new FormData();
    data.set("name", "Ada");
    data.set("password", "hunter2-hunter2");
    data.set("newPassword", "correct horse");
    expect(formFields(data).fields).toEqual([["name", "Ada"]]);
  });
});

describe("the page a request is for", () => {
  it("is the page's address, whether the browser asked for the page or for its data", () => {
    const of = (url: string) => pageOf(new Request(url));
    expect(of(`${PAGE}.data`)).toEqual({ pathname: "/admin/articles/school-programme", search: "" });
    expect(of(`${SITE}/admin/products.data?index&_routes=routes%2Fadmin&q=mk`)).toEqual({
      pathname: "/admin/products",
      search: "?q=mk",
    });
    expect(of(`${SITE}/_root.data`)).toEqual({ pathname: "/", search: "" });
    expect(of(PAGE)).toEqual({ pathname: "/admin/articles/school-programme", search: "" });
  });
});
