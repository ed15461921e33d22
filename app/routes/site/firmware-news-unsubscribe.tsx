/**
 * The unsubscribe link of every firmware news mail, in its body and its List-Unsubscribe header.
 * Opening it shows a page with an "Unsubscribe" button; a POST unsubscribes at once, deleting the
 * subscription. That POST is also RFC 8058's one-click unsubscribe, which a mail provider sends
 * from its own servers (body `List-Unsubscribe=One-Click`, no cookie, no Origin): the token in the
 * address is all it needs, so no session, form token or origin is asked for (server/security.ts
 * lets a POST without Origin and Sec-Fetch-Site through; a browser's cross-site POST is refused).
 */
import { localeOf, runtimeContext } from "~/.server/context";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { linkPageWords } from "~/compose/firmware-news.server";
import { LinkPage, linkPageHeaders, linkPageMeta } from "~/features/firmware-news/link-page";
import { subscriptionByUnsubscribeToken, unsubscribe } from "~/features/firmware-news/subscriptions.server";
import { firmwareNewsText } from "~/features/firmware-news/text.server";
import type { Route } from "./+types/firmware-news-unsubscribe";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { env, database } = context.get(runtimeContext);
  const locale = localeOf(context);
  const t = firmwareNewsText[locale].unsubscribe;
  const found = await subscriptionByUnsubscribeToken(database.db, env.SESSION_SECRET, params.token);
  return {
    title: t.title,
    button: t.button,
    state: found ? ("subscribed" as const) : ("invalid" as const),
    message: found ? (await linkPageWords(database.db, locale, "unsubscribe", found)).body : t.invalid,
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  const { env, database } = context.get(runtimeContext);
  const locale = localeOf(context);
  // the body is not read: any POST to the link unsubscribes (a provider's one-click, or the button)
  const gone = await unsubscribe(database.db, env.SESSION_SECRET, params.token);
  return {
    message: gone
      ? (await linkPageWords(database.db, locale, "unsubscribe", gone)).done
      : firmwareNewsText[locale].unsubscribe.invalid,
  };
}

/** The page names an address: no cache keeps it, and no search engine lists it. */
export const headers = linkPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => linkPageMeta(loaderData);

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { title, button, state, message } = loaderData;
  return (
    <LinkPage
      title={title}
      message={message}
      answer={actionData?.message}
      button={
        state === "subscribed"
          ? {
              label: button,
              className: "rounded-full bg-ink px-6 py-3 font-semibold text-white hover:bg-accent",
              fields: <input type="hidden" name="List-Unsubscribe" value="One-Click" />,
            }
          : null
      }
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
