import { createContext, type RouterContextProvider } from "react-router";
import type { Locale } from "~/lib/i18n/locales";
import type { Database } from "./db/client";
import type { Env } from "./env";

/** What every loader and action can reach, injected per request by the server (no hidden globals). */
export type AppRuntime = { env: Env; database: Database; startedAt: Date };

export const runtimeContext = createContext<AppRuntime>();
/** Who is asking: the client's address (behind a trusted proxy, from X-Forwarded-For) and user agent. */
export const clientContext = createContext<{ address: string; userAgent: string }>({ address: "", userAgent: "" });
/** The signed-in staff member, set by the admin layout's middleware for every admin route. */
export const staffContext = createContext<import("./auth/session.server").Session | null>(null);

/**
 * What a request is, worked out once where it enters the app (server/app.ts) and read by every
 * loader, the document's finishing step and the admin gate, instead of each deriving it again:
 * - `locale`: the page's language, the one whose request handler took it (its address prefix);
 * - `sessionCookie`: whether it carries a session cookie (either name, any value), which makes the
 *   page private (never kept by a shared cache) whether or not the session is alive;
 * - `trace`: what the request log will say of it (server/signals.ts), where the app adds the
 *   signed-in staff member; absent where no server traces requests (tests calling loaders).
 */
export type RequestFacts = { locale: Locale; sessionCookie: boolean; trace?: { staffId: number | null } };
export const requestContext = createContext<RequestFacts>();

/** The request's language (`requestContext`). */
export const localeOf = (context: Readonly<RouterContextProvider>): Locale => context.get(requestContext).locale;
