/**
 * Drafts are never lost to a session end: a form sent to an admin page after the session ended
 * (timed out, or signed out in another tab) is kept for a day, the editor signs in again and the
 * page they were on shows the form with what they typed, not yet saved.
 *
 * Only the same browser gets a draft back (its id is the SHA-256 of a random token in an HttpOnly
 * cookie, together with the page's path), and only the same person: a draft is bound to the staff
 * member this browser last had signed in, named by a cookie the server signs (the session cookie
 * itself is gone after a sign-out, and an ended session's row may already have been removed).
 * Nothing is kept from a form another site sent.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { readCookie } from "~/.server/auth/cookie";
import { isProduction, staffOf } from "~/.server/auth/request.server";
import type { Session } from "~/.server/auth/session.server";
import { runtimeContext } from "~/.server/context";
import type { Db } from "~/.server/db/client";
import { keptDrafts } from "~/.server/db/schema/staff";
import * as adminHref from "~/lib/admin/href";
import { parseForm } from "~/lib/forms/parse";

type Context = Readonly<RouterContextProvider>;

export const KEEP_MS = 24 * 60 * 60 * 1000;
/** Text beyond this (names and values, UTF-8) is not kept at all: the sign-in page says so. */
export const MAX_TEXT_BYTES = 256 * 1024;
const EDITOR_COOKIE_MS = 30 * 24 * 60 * 60 * 1000;
/** The field that names the file fields a kept form had chosen files in (files are never kept). */
const DROPPED = "__kept_draft_dropped_files";

export type KeptFields = [string, string][];
export type KeptDraft = { fields: KeptFields; droppedFiles: string[] };

/** Fields never kept: passwords (the account and staff forms have them). */
const SECRET_FIELD = /password|secret/i;

const draftId = (token: string, path: string) => createHash("sha256").update(`${token}\n${path}`).digest("hex");

/** A form's text fields in order, and the names of the file fields that held a chosen file. */
export function formFields(formData: FormData): { fields: KeptFields; droppedFiles: string[]; bytes: number } {
  const fields: KeptFields = [];
  const droppedFiles: string[] = [];
  let bytes = 0;
  for (const [name, value] of formData) {
    // a password is never written down, not even for a day
    if (SECRET_FIELD.test(name)) continue;
    if (typeof value === "string") {
      fields.push([name, value]);
      bytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    } else if ((value.size > 0 || value.name) && !droppedFiles.includes(name)) {
      droppedFiles.push(name);
    }
  }
  return { fields, droppedFiles, bytes };
}

/** Keeps a form for `path` under a browser's token (a newer one for the same page replaces it). */
export async function keepDraft(
  db: Db,
  draft: { token: string; userId: number; path: string } & KeptDraft,
  now = new Date(),
) {
  const fields: KeptFields = draft.droppedFiles.length
    ? [...draft.fields, [DROPPED, draft.droppedFiles.join(",")]]
    : draft.fields;
  const row = {
    userId: draft.userId,
    path: draft.path,
    fields,
    createdAt: now,
    expiresAt: new Date(now.getTime() + KEEP_MS),
  };
  await db
    .insert(keptDrafts)
    .values({ id: draftId(draft.token, draft.path), ...row })
    .onConflictDoUpdate({ target: keptDrafts.id, set: row });
}

function unpack(fields: KeptFields): KeptDraft {
  const dropped = fields.find(([name]) => name === DROPPED)?.[1];
  return { fields: fields.filter(([name]) => name !== DROPPED), droppedFiles: dropped ? dropped.split(",") : [] };
}

const liveFor = (token: string, path: string, userId: number, now: Date) =>
  and(eq(keptDrafts.id, draftId(token, path)), gt(keptDrafts.expiresAt, now), eq(keptDrafts.userId, userId));

/** The draft this browser kept for `path`, for this user; removed as it is handed back (once). */
export async function takeDraft(
  db: Db,
  { token, path, userId }: { token: string; path: string; userId: number },
  now = new Date(),
): Promise<KeptDraft | null> {
  const [row] = await db
    .delete(keptDrafts)
    .where(liveFor(token, path, userId, now))
    .returning({ fields: keptDrafts.fields });
  return row ? unpack(row.fields) : null;
}

/** Whether this browser has a draft kept for `path` (for the sign-in page; not its content). */
export async function draftWaiting(db: Db, token: string, path: string, now = new Date()) {
  const [row] = await db
    .select({ fields: keptDrafts.fields })
    .from(keptDrafts)
    .where(and(eq(keptDrafts.id, draftId(token, path)), gt(keptDrafts.expiresAt, now)));
  return row ? { droppedFiles: unpack(row.fields).droppedFiles } : null;
}

/** Removes expired drafts; cheap enough to run whenever one is kept. */
export async function pruneDrafts(db: Db, now = new Date()) {
  await db.delete(keptDrafts).where(lt(keptDrafts.expiresAt, now));
}

// ---- the cookies -------------------------------------------------------------------------------

function secure(request: Request, context: Context) {
  return isProduction(context) || new URL(request.url).protocol === "https:";
}

const cookieName = (base: string, isSecure: boolean) => (isSecure ? `__Host-${base}` : base);

function cookie(name: string, value: string, maxAgeMs: number, isSecure: boolean) {
  const attributes = [`${name}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeMs / 1000}`];
  return [...attributes, ...(isSecure ? ["Secure"] : [])].join("; ");
}

const editorMac = (secret: string, userId: number) =>
  createHmac("sha256", secret).update(`kept-draft-editor:${userId}`).digest("base64url");

/** The staff member this browser last had signed in, from the cookie the server signed; or null. */
export function lastEditor(header: string | null, name: string, secret: string): number | null {
  const [id, mac] = (readCookie(header, name) ?? "").split(".");
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !mac) return null;
  const expected = Buffer.from(editorMac(secret, userId));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/**
 * For the admin middleware, on every signed-in request: the response names the signed-in staff
 * member in the signed editor cookie, when the browser does not already have it.
 */
export function rememberEditor(request: Request, context: Context, session: Session, response: Response) {
  const isSecure = secure(request, context);
  const name = cookieName("noteva_editor", isSecure);
  const secret = context.get(runtimeContext).env.SESSION_SECRET;
  if (lastEditor(request.headers.get("cookie"), name, secret) === session.user.id) return response;
  const value = `${session.user.id}.${editorMac(secret, session.user.id)}`;
  try {
    response.headers.append("Set-Cookie", cookie(name, value, EDITOR_COOKIE_MS, isSecure));
  } catch {
    // a response with immutable headers (a file): the next page sets it
  }
  return response;
}

/**
 * The page a request is for: a client-side navigation or form asks for its data at the page's
 * address with ".data" appended (the home page's is "/_root.data") and router parameters added.
 */
export function pageOf(request: Request) {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\/_root\.data$/, "/").replace(/\.data$/, "");
  for (const name of ["_routes", "index"]) url.searchParams.delete(name);
  return { pathname, search: url.searchParams.size ? `?${url.searchParams}` : "" };
}

/** A browser page of this site sent the request (the server already refuses other sites' forms). */
function sameOrigin(request: Request, context: Context) {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("origin");
  return (
    origin !== null && (origin === new URL(request.url).origin || origin === context.get(runtimeContext).env.SITE_URL)
  );
}

/**
 * The answer to an admin request without a live session: the sign-in page, and back here after it.
 * A form sent from this site is kept first (text fields only, up to MAX_TEXT_BYTES) and the sign-in
 * page says so.
 */
export async function sessionEnded(request: Request, context: Context): Promise<Response> {
  const url = pageOf(request);
  const redirectTo = url.pathname + url.search;
  if (request.method !== "POST" || !sameOrigin(request, context)) return redirect(adminHref.login({ redirectTo }));
  const formData = await request.formData().catch(() => null);
  if (!formData) return redirect(adminHref.login({ redirectTo }));
  const { fields, droppedFiles, bytes } = formFields(formData);
  if (bytes > MAX_TEXT_BYTES) return redirect(adminHref.login({ redirectTo, draft: "too-large" }), 303);
  const { env, database } = context.get(runtimeContext);
  const isSecure = secure(request, context);
  const header = request.headers.get("cookie");
  const draftCookie = cookieName("noteva_draft", isSecure);
  const existing = readCookie(header, draftCookie);
  const token = existing && /^[\w-]{43}$/.test(existing) ? existing : randomBytes(32).toString("base64url");
  const userId = lastEditor(header, cookieName("noteva_editor", isSecure), env.SESSION_SECRET);
  // a draft with no known owner could go to whoever signs in next on this browser: none is kept
  if (userId === null) return redirect(adminHref.login({ redirectTo }), 303);
  await pruneDrafts(database.db);
  await keepDraft(database.db, { token, userId, path: url.pathname, fields, droppedFiles });
  return redirect(adminHref.login({ redirectTo, draft: "kept" }), {
    status: 303,
    headers: { "Set-Cookie": cookie(draftCookie, token, KEEP_MS, isSecure) },
  });
}

/** For the sign-in page: whether this browser has a draft kept for the page it returns to. */
export async function keptDraftNotice(request: Request, context: Context, redirectTo: string) {
  const token = readCookie(request.headers.get("cookie"), cookieName("noteva_draft", secure(request, context)));
  if (!token) return null;
  const path = new URL(redirectTo, "http://noteva.invalid").pathname;
  return draftWaiting(context.get(runtimeContext).database.db, token, path);
}

const anyForm = z.looseObject({});

/**
 * For an editor page's loader: the form this browser kept for this page before the session ended,
 * as Conform's last result (the form shows it exactly as typed, the hidden version included), once.
 */
export async function restoreKeptDraft(request: Request, context: Context) {
  const token = readCookie(request.headers.get("cookie"), cookieName("noteva_draft", secure(request, context)));
  if (!token) return null;
  const { user } = staffOf(context);
  const path = pageOf(request).pathname;
  const draft = await takeDraft(context.get(runtimeContext).database.db, { token, path, userId: user.id });
  if (!draft) return null;
  const formData = new FormData();
  for (const [name, value] of draft.fields) formData.append(name, value);
  return { result: parseForm(formData, anyForm).reply(), droppedFiles: draft.droppedFiles };
}
