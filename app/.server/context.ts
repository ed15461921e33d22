import { createContext } from "react-router";
import type { Database } from "./db/client";
import type { Env } from "./env";

/** What every loader and action can reach, injected per request by the server (no hidden globals). */
export type AppRuntime = { env: Env; database: Database; startedAt: Date };

export const runtimeContext = createContext<AppRuntime>();
/** Who is asking: the client's address (behind a trusted proxy, from X-Forwarded-For) and user agent. */
export const clientContext = createContext<{ address: string; userAgent: string }>({ address: "", userAgent: "" });
/** The signed-in staff member, set by the admin layout's middleware for every admin route. */
export const staffContext = createContext<import("./auth/session.server").Session | null>(null);
