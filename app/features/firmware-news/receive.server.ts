/**
 * Firmware news's way in, for the pages that offer it and the form's own route: the offer a page
 * renders (its words and signed form token), and a sent form through the robot checks (the "leave
 * this empty" field, the signed token, the fill time), its one field's rule, the model, and the
 * connection's hourly limit. Every accepted request gets the same answer, subscribed before or not.
 */
import type { Db } from "~/.server/db/client";
import { checkSignedFormToken, MIN_FILL_MS, signedFormToken } from "~/.server/form-token.server";
import { readFormBody } from "~/lib/forms/body";
import { z } from "~/lib/forms/zod";
import { fill } from "~/lib/i18n/frame";
import { wordsForGender } from "~/lib/i18n/gender";
import type { Locale } from "~/lib/i18n/locales";
import { confirmationMail, type NewsModel } from "./mails.server";
import { EMAIL_MAX, type SubscribeAnswer, type SubscribeOffer } from "./offer";
import { requestSubscription } from "./subscriptions.server";
import { firmwareNewsText } from "./text.server";

/** The models firmware news is offered for, handed in by the routes (app/compose/firmware-news.server.ts). */
export type NewsModels = { model: (db: Db, id: string) => Promise<NewsModel | null> };

const PURPOSE = "firmware-news";

/** The consent as the form shows it, word for word: what a subscription keeps. */
function consentFor(model: NewsModel, locale: Locale) {
  return fill(wordsForGender(firmwareNewsText[locale].form.consent, model.gender), { product: model.title });
}

/** What a page needs to offer firmware news for a model, in its language. */
export function subscribeOffer(model: NewsModel, locale: Locale, secret: string): SubscribeOffer {
  const t = wordsForGender(firmwareNewsText[locale].form, model.gender);
  const named = { product: model.title };
  return {
    productId: model.id,
    token: signedFormToken(secret, PURPOSE),
    words: { ...t, offer: fill(t.offer, named), consent: consentFor(model, locale) },
  };
}

const emailSchema = z.email().max(EMAIL_MAX);

export type Received = { status: number; answer: SubscribeAnswer; headers?: HeadersInit };

export async function receiveSubscription(
  db: Db,
  request: Request,
  options: {
    models: NewsModels;
    secret: string;
    client: string;
    locale: Locale;
    mail: { from: string; siteUrl: string };
  },
): Promise<Received> {
  const { locale, secret } = options;
  const said = firmwareNewsText[locale].errors;
  const body = await readFormBody(request);
  const fields = body.ok ? body.fields : new URLSearchParams();
  const email = String(fields.get("email") ?? "")
    .trim()
    .slice(0, EMAIL_MAX + 1);
  const token = String(fields.get("token") ?? "");
  const refuse = (status: number, message: string, field: "email" | null = null, next = token): Received => ({
    status,
    answer: { status: "error", message, field, email, token: next },
  });
  if (!body.ok) return refuse(body.problem === "not-a-form" ? 415 : 400, said.unreadable);
  if (String(fields.get("website") ?? "") !== "") return refuse(400, said.leftEmpty);
  const check = checkSignedFormToken(secret, PURPOSE, token);
  if (!check.ok) {
    // a fresh token; after "too fast" it is dated back, so sending again gets through
    const fresh = signedFormToken(secret, PURPOSE, check.reason === "too-fast" ? Date.now() - MIN_FILL_MS : Date.now());
    const message = { invalid: said.unverified, "too-fast": said.tooFast, expired: said.expired }[check.reason];
    return refuse(400, message, null, fresh);
  }
  if (!emailSchema.safeParse(email).success) return refuse(400, said.email, "email");
  const model = await options.models.model(db, String(fields.get("product") ?? ""));
  if (!model) return refuse(400, said.model);
  const result = await requestSubscription(
    db,
    { email, productId: model.id, locale, consentText: consentFor(model, locale) },
    {
      secret,
      client: options.client,
      from: { from: options.mail.from },
      compose: (confirmToken) =>
        confirmationMail({ locale, siteUrl: options.mail.siteUrl, model, email }, confirmToken),
    },
  );
  if (!result.ok) {
    return { ...refuse(429, said.rateLimited), headers: { "Retry-After": String(result.retryAfterSeconds) } };
  }
  return { status: 200, answer: { status: "sent", email } };
}
