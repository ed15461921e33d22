/**
 * Firmware news by e-mail, the form's own page: the pages that offer it (a model's firmware page,
 * the instrument checker) post here; with JavaScript the answer shows in place, without it this
 * page shows it, with the form again after an error. `?product=MK61` offers a model on its own.
 */
import { data, Link } from "react-router";
import { clientContext, localeOf, runtimeContext } from "~/.server/context";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { firmwareNewsModels } from "~/compose/firmware-news.server";
import { receiveSubscription, subscribeOffer } from "~/features/firmware-news/receive.server";
import { SubscribeForm } from "~/features/firmware-news/subscribe-form";
import { firmwareNewsText } from "~/features/firmware-news/text.server";
import * as href from "~/lib/href";
import { fill } from "~/lib/i18n/frame";
import { wordsForGender } from "~/lib/i18n/gender";
import { actionOrLoaderHeaders, seo } from "~/lib/meta";
import type { Route } from "./+types/firmware-news";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, database } = context.get(runtimeContext);
  const locale = localeOf(context);
  const product = new URL(request.url).searchParams.get("product") ?? "";
  const model = product ? await firmwareNewsModels.model(database.db, product) : null;
  const t = firmwareNewsText[locale];
  return {
    text: t.page,
    model: model && {
      id: model.id,
      firmware: fill(wordsForGender(t.page.firmware, model.gender), { product: model.title }),
    },
    offer: model && subscribeOffer(model, locale, env.SESSION_SECRET),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, database } = context.get(runtimeContext);
  const locale = localeOf(context);
  const sent = request.clone();
  const received = await receiveSubscription(database.db, request, {
    models: firmwareNewsModels,
    secret: env.SESSION_SECRET,
    client: context.get(clientContext).address,
    locale,
    mail: { from: env.MAIL_FROM, siteUrl: env.SITE_URL },
  });
  // the model it was for, so the page without JavaScript can show the answer, and the form again
  const product = await formProduct(sent);
  const model = product ? await firmwareNewsModels.model(database.db, product) : null;
  return data(
    { answer: received.answer, offer: model && subscribeOffer(model, locale, env.SESSION_SECRET) },
    { status: received.status, headers: received.headers },
  );
}

async function formProduct(request: Request) {
  const body = await request.formData().catch(() => null);
  return String(body?.get("product") ?? "");
}

/** The form carries a signed token, and an answer names an address: no cache may keep this page. */
export function headers(args: Route.HeadersArgs) {
  const chosen = new Headers(actionOrLoaderHeaders(args));
  chosen.set("Cache-Control", "private, no-store");
  return chosen;
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, args.loaderData.text.title, { description: args.loaderData.text.description, noindex: true })
    : [];

export default function FirmwareNews({ loaderData, actionData }: Route.ComponentProps) {
  const { text, model } = loaderData;
  const offer = actionData?.offer ?? loaderData.offer;
  return (
    <div className="mx-auto max-w-3xl px-5 py-12">
      <h1 className="text-4xl font-bold tracking-tight">{text.title}</h1>
      {offer ? (
        <SubscribeForm offer={offer} answer={actionData?.answer} className="mt-8" />
      ) : (
        <p className="mt-4 text-lg">
          <Link to={href.supportSoftware()} className="font-semibold text-accent underline">
            {text.choose}
          </Link>
        </p>
      )}
      {model ? (
        <p className="mt-6">
          <Link to={href.supportFirmware(model.id)} className="font-semibold text-accent underline">
            {model.firmware}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
