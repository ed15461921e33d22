/**
 * The link in a confirmation mail: a page that asks to confirm, with a button that POSTs. Opening
 * the link confirms nothing, because mail scanners open links before the reader does; the button
 * confirms once, and the link is spent.
 */
import { localeOf, runtimeContext } from "~/.server/context";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { linkPageWords } from "~/compose/firmware-news.server";
import { LinkPage, linkPageHeaders, linkPageMeta } from "~/features/firmware-news/link-page";
import { confirmSubscription, pendingByToken } from "~/features/firmware-news/subscriptions.server";
import { firmwareNewsText } from "~/features/firmware-news/text.server";
import type { Route } from "./+types/firmware-news-confirm";

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(runtimeContext).database.db;
  const locale = localeOf(context);
  const t = firmwareNewsText[locale].confirm;
  const found = await pendingByToken(db, params.token);
  return {
    title: t.title,
    button: t.button,
    state: found ? ("pending" as const) : ("invalid" as const),
    message: found ? (await linkPageWords(db, locale, "confirm", found)).body : t.invalid,
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  const db = context.get(runtimeContext).database.db;
  const locale = localeOf(context);
  const confirmed = await confirmSubscription(db, params.token);
  return {
    message: confirmed
      ? (await linkPageWords(db, locale, "confirm", confirmed)).done
      : firmwareNewsText[locale].confirm.invalid,
  };
}

/** The page names an address: no cache keeps it, and no search engine lists it. */
export const headers = linkPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => linkPageMeta(loaderData);

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const { title, button, state, message } = loaderData;
  return (
    <LinkPage
      title={title}
      message={message}
      answer={actionData?.message}
      button={
        state === "pending"
          ? {
              label: button,
              className: "rounded-full bg-accent px-6 py-3 font-semibold text-white hover:bg-accent-dark",
            }
          : null
      }
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
