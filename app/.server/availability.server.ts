import { data, type MiddlewareFunction } from "react-router";
import { frames } from "~/lib/i18n/frame.server";
import type { Locale } from "~/lib/i18n/locales";
import { localeOf, runtimeContext } from "./context";
import type { Database } from "./db/client";

const PING_TIMEOUT_MS = 2_000;

/** Whether the database answers within a moment: a stopped or unreachable one must not hang pages. */
export async function databaseAnswers(database: Pick<Database, "ping">): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      database.ping().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export const unavailable = (locale: Locale) =>
  data(
    {
      message: "We'll be back in a moment: the site cannot reach its database. Please try again in a minute.",
      // the root's data never comes: the error screen takes its words in the page's language from here
      errorWords: frames[locale].error,
    },
    {
      status: 503,
      statusText: "Service Unavailable",
      // the finishing step (server/finish.ts) adds Retry-After to every 503
      headers: { "Cache-Control": "no-store" },
    },
  );

// after a failure, every request checks the database first, until it answers again
let down = false;

/** Whether the last page found the database unreachable (the `noteva_ready` metric). */
export const databaseSeemsDown = () => down;

/**
 * Root middleware: while the database is unreachable, every page and action answers 503 with a
 * friendly message (and Retry-After) instead of a server error or a hang; it recovers by itself.
 */
export const databaseGate: MiddlewareFunction<Response> = async ({ context }, next) => {
  const { database } = context.get(runtimeContext);
  if (down) {
    if (!(await databaseAnswers(database))) throw unavailable(localeOf(context));
    down = false;
  }
  const response = await next();
  if (response.status >= 500 && !(await databaseAnswers(database))) {
    down = true;
    throw unavailable(localeOf(context));
  }
  return response;
};
