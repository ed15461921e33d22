/**
 * The admin's and the sign-in pages' addresses, as lib/href.ts builds the public site's (and held
 * to the route map by the same test, lib/href.test.ts): `adminHref.product(id)`,
 * `adminHref.login({ redirectTo })`. Import it as a namespace (`import * as adminHref from
 * "~/lib/admin/href"`). Apart from lib/href.ts so the public pages' shared chunk holds none of it.
 */
import { part, withQuery } from "../href.ts";

/** A flag in a query: "1", or left out ("?saved=1"). */
const flag = (on: boolean | undefined) => on && "1";

/** After saving, `saved` says so ("?saved=1"). */
type Saved = { saved?: boolean };

/** The sign-in page: back to `redirectTo` after it; why it is shown again (`draft`, `timedOut`, `signedOut`, `passwordSet`). */
export const login = (
  o: {
    redirectTo?: string;
    draft?: string;
    timedOut?: boolean;
    signedOut?: boolean;
    passwordSet?: boolean;
    lang?: string;
  } = {},
) =>
  withQuery(
    "/login",
    { ...o, timedOut: flag(o.timedOut), signedOut: flag(o.signedOut), passwordSet: flag(o.passwordSet) },
    "redirectTo",
    "draft",
    "timedOut",
    "signedOut",
    "passwordSet",
    "lang",
  );
/** The second step; `lang`, the site's language the sign-in was in (`?lang=ja`). */
export const loginVerify = (o: { lang?: string } = {}) => withQuery("/login/verify", o, "lang");
export const invite = (token: string) => `/login/invite/${part(token)}`;
/** "Forgot your password?": asks for a link by mail; `lang`, the language of the sign-in it came from. */
export const loginForgot = (o: { lang?: string } = {}) => withQuery("/login/forgot", o, "lang");
/** The link in that mail: choose a new password. */
export const loginReset = (token: string) => `/login/reset/${part(token)}`;
export const logout = () => "/logout";

export const dashboard = () => "/admin";

/** The contact inbox, filtered. Its pager names every page, the first too (as text, so it is kept). */
export const inbox = (o: { status?: string | null; topic?: string | null; page?: number } = {}) =>
  withQuery("/admin/inbox", { ...o, page: o.page && String(o.page) }, "status", "topic", "page");
export const inboxExport = (o: { status?: string | null; topic?: string | null } = {}) =>
  withQuery("/admin/inbox/export.csv", o, "status", "topic");
/** Firmware news by e-mail: subscribers counted per model, an address erased on request. */
export const firmwareNews = (o: { done?: "erased" } = {}) => withQuery("/admin/firmware-news", o, "done");
/** Outgoing mail (decision 031), a mail, its HTML for the preview frame, and its message as a file. */
export const mail = (o: { status?: string | null; page?: number } = {}) =>
  withQuery("/admin/mail", { ...o, page: o.page && String(o.page) }, "status", "page");
/** Where the contact form's mail goes and how long messages are kept (admins). */
export const mailSettings = (o: Saved = {}) => withQuery("/admin/mail/settings", { saved: flag(o.saved) }, "saved");
export const mailMessage = (id: number, o: { done?: "retried" | "cleared" } = {}) =>
  withQuery(`/admin/mail/${part(id)}`, o, "done");
export const mailHtml = (id: number) => `/admin/mail/${part(id)}/html`;
export const mailSource = (id: number) => `/admin/mail/${part(id)}/message.eml`;
/** A message by its number, or by its reference (NV-…: support's notice links so; the page redirects to its number). */
export const inboxMessage = (id: number | string, o: Saved & { replied?: boolean } = {}) =>
  withQuery(`/admin/inbox/${part(id)}`, { saved: flag(o.saved), replied: flag(o.replied) }, "saved", "replied");

export const articles = (o: { status?: string | null; kind?: string | null; page?: number } = {}) =>
  withQuery("/admin/articles", o, "status", "kind", "page");
export const newArticle = () => "/admin/articles/new";
export const article = (id: string, o: Saved = {}) =>
  withQuery(`/admin/articles/${part(id)}`, { saved: flag(o.saved) }, "saved");

export const products = (o: { page?: number } = {}) => withQuery("/admin/products", o, "page");
export const newProduct = () => "/admin/products/new";
/** A product's editor; after saving, `saved` says whether its pictures were drawn again. */
export const product = (id: string, o: { saved?: "1" | "redrawn" } = {}) =>
  withQuery(`/admin/products/${part(id)}`, o, "saved");

export const categories = () => "/admin/categories";
export const category = (id: string, o: Saved = {}) =>
  withQuery(`/admin/categories/${part(id)}`, { saved: flag(o.saved) }, "saved");
/** A new group, in a product line. */
export const newGroup = (o: { category?: string } = {}) => withQuery("/admin/groups/new", o, "category");
export const group = (id: string, o: Saved = {}) =>
  withQuery(`/admin/groups/${part(id)}`, { saved: flag(o.saved) }, "saved");

/** The documents: `replace` opens the upload form for one; `done` (and the file's `name`) says what was just done. */
export const documents = (o: { replace?: number; done?: string; name?: string } = {}) =>
  withQuery("/admin/documents", o, "replace", "done", "name");

export const dealers = (o: { page?: number } = {}) => withQuery("/admin/dealers", o, "page");
export const newDealer = () => "/admin/dealers/new";
export const dealer = (id: string, o: Saved = {}) =>
  withQuery(`/admin/dealers/${part(id)}`, { saved: flag(o.saved) }, "saved");

export const legalPages = () => "/admin/legal";
export const legalPage = (id: string, o: Saved = {}) =>
  withQuery(`/admin/legal/${part(id)}`, { saved: flag(o.saved) }, "saved");
export const users = () => "/admin/users";
export const translations = () => "/admin/translations";
/** The editor of an item's translations (the id may hold a slash: "sound/voice"). */
export const translationEdit = (o: { entity: string; id: string; saved?: boolean }) =>
  withQuery("/admin/translations/edit", { ...o, saved: flag(o.saved) }, "entity", "id", "saved");

/** The audit log, of one kind of item or all. Its pager names every page, the first too (as text, so it is kept). */
export const audit = (o: { entity?: string | null; page?: number } = {}) =>
  withQuery("/admin/audit", { ...o, page: o.page && String(o.page) }, "entity", "page");
/** An item's versions; `restored`: the version just restored. */
export const history = (entity: string, id: string, o: { restored?: string } = {}) =>
  withQuery(`/admin/history/${part(entity)}/${part(id)}`, o, "restored");

export const account = () => "/admin/account";
/** Second factors; `required`: the member must add one before anything else in the admin. */
export const security = (o: { required?: boolean } = {}) =>
  withQuery("/admin/account/security", { required: flag(o.required) }, "required");
/** Confirm a second factor again, then back to `back`. */
export const confirm = (o: { back?: string } = {}) => withQuery("/admin/account/confirm", o, "back");
export const presence = () => "/admin/presence";
