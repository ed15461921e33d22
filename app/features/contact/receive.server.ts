/**
 * The contact form's way in, for the page's loader and action: what the form needs to render, and
 * everything a sent form goes through before its message is stored: a readable form body, the
 * robot checks (the "leave this empty" field, the idempotency key, the signed form token), the
 * form's rules, the store it may name, and the sender's flood limit. Each check's answer is the
 * form again with a message, so the page works the same without JavaScript.
 */
import type { Db } from "~/.server/db/client";
import { MIN_FILL_MS } from "~/.server/form-token.server";
import { countryName, countryOptions } from "~/lib/countries";
import { readerTimeZones } from "~/lib/format";
import { readFormBody } from "~/lib/forms/body";
import { parseForm } from "~/lib/forms/parse";
import { homeCountries, homeFirst } from "~/lib/home-countries";
import { fill } from "~/lib/i18n/frame";
import { defaultLocale, type Locale } from "~/lib/i18n/locales";
import { modelCode } from "~/lib/model-code";
import { contactMails } from "./mails.server";
import { checkFormToken, formToken, messageByReference, type Sender, submitContact } from "./messages.server";
import type { ContactAnswer, ContactPageData } from "./page-data";
import { type ContactTopicValue, contactSchema, contactTopics, type ModelFinder } from "./schema";
import { contactSettingsOf, noticeAddress } from "./settings.server";
import { contactText } from "./text.server";

/** A model as the form knows it: its id and its name as printed on it. */
type ProductRow = { id: string; title: string };

/**
 * What the form needs from the catalogue and the store finder, handed in by its route
 * (app/compose/contact-lookups.server.ts): every model, current or discontinued, and a published
 * store with its name and city in a language.
 */
export type ContactLookups = {
  models: (db: Db) => Promise<readonly ProductRow[]>;
  store: (
    db: Db,
    id: string,
    locale: Locale,
  ) => Promise<{ id: string; name: string; city: string; region: string | null; country: string } | null>;
};

const isTopic = (v: string | null): v is ContactTopicValue => contactTopics.some((t) => t.value === v);

/** Finds a model by any spelling of its name or id, current or discontinued; one index per product list. */
const modelIndexes = new WeakMap<readonly ProductRow[], Map<string, string>>();
function modelFinder(products: readonly ProductRow[]): ModelFinder {
  let index = modelIndexes.get(products);
  if (!index) {
    index = new Map();
    for (const p of products) {
      index.set(modelCode(p.id), p.id);
      index.set(modelCode(p.title), p.id);
    }
    modelIndexes.set(products, index);
  }
  const found = index;
  return (typed) => found.get(modelCode(typed));
}

/**
 * The form's countries, its token and key, what the URL fills in, and the confirmation of a sent
 * message; countries and the store it names in the page's language.
 */
export async function contactPage(
  db: Db,
  lookups: ContactLookups,
  params: URLSearchParams,
  secret: string,
  locale: Locale = defaultLocale,
): Promise<ContactPageData> {
  const products = await lookups.models(db);
  const sent = params.get("sent");
  const confirmation = sent ? await messageByReference(db, sent) : null;
  const dealerId = params.get("dealer");
  const dealer = dealerId ? await lookups.store(db, dealerId, locale) : null;
  const topic = params.get("topic");
  const productId = modelFinder(products)(params.get("product") ?? "");
  return {
    // the language's home countries first (日本; Deutschland, Österreich, Schweiz), the rest by name
    countries: [...countryOptions(locale)].sort(homeFirst(locale, () => 0)),
    confirmation: confirmation && {
      reference: confirmation.reference,
      receivedAt: confirmation.receivedAt.toISOString(),
    },
    token: formToken(secret),
    idempotencyKey: crypto.randomUUID(),
    prefill: {
      topic: dealer ? "dealer" : isTopic(topic) ? topic : undefined,
      // chosen already where the language has one home country (日本 on /ja); German is read in three
      country: homeCountries(locale).length === 1 ? homeCountries(locale)[0] : undefined,
      // the model's name as printed on it, which is what the field asks for
      product: products.find((p) => p.id === productId)?.title,
      dealer: dealer
        ? {
            id: dealer.id,
            // a store in its own script, its place as its country writes it (株式会社青嵐楽器商会（東京都港区））
            label: storeLabel(dealer, locale),
          }
        : null,
    },
  };
}

type StoreRow = NonNullable<Awaited<ReturnType<ContactLookups["store"]>>>;

/** A store as the form names it: 株式会社青嵐楽器商会（東京都港区）, its place as its country writes it. */
function storeLabel(store: StoreRow, locale: Locale) {
  const text = contactText[locale];
  return fill(store.region ? text.dealerLabelRegion : text.dealerLabel, {
    name: store.name,
    city: store.city,
    region: store.region ?? "",
    country: countryName(store.country, locale),
  });
}

export type Received =
  | { sent: true; reference: string }
  | { sent: false; status: number; answer: ContactAnswer; headers?: HeadersInit };

/** A sent contact form: stored (exactly once per key), or answered with what to fix, in the page's language. */
export async function receiveContact(
  db: Db,
  request: Request,
  options: {
    lookups: ContactLookups;
    secret: string;
    sender: Sender;
    supportEmail: string;
    locale?: Locale;
    /** Where the mails come from and link to (MAIL_FROM, SITE_URL); none, no mail is written. */
    mail?: { from: string; siteUrl: string };
  },
): Promise<Received> {
  const text = contactText[options.locale ?? defaultLocale];
  const said = text.action;
  const tokenMessages = { invalid: said.unverified, "too-fast": said.tooFast, expired: said.expired };
  const body = await readFormBody(request);
  if (!body.ok) {
    const [status, message] = body.problem === "not-a-form" ? [415, said.notAForm] : [400, said.unreadableForm];
    return {
      sent: false,
      status,
      answer: { result: { status: "error", error: { "": [message] } }, token: null, key: null },
    };
  }
  const fields = body.fields;
  const products = await options.lookups.models(db);
  const submission = parseForm(fields, contactSchema(text.schema, modelFinder(products)), text.schema);
  const key = String(fields.get("key") ?? "");
  const token = String(fields.get("token") ?? "");
  const reject = (status: number, message: string, next = token, headers?: HeadersInit): Received => ({
    sent: false,
    status,
    answer: { result: submission.reply({ formErrors: [message] }), token: next, key },
    headers,
  });

  if (String(fields.get("website") ?? "") !== "") {
    return reject(400, said.leftEmpty);
  }
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key)) return reject(400, said.unverified);
  const check = checkFormToken(options.secret, token);
  if (!check.ok) {
    // a fresh token; after "too fast" it is dated back, so the visitor who checks and sends again gets through
    const fresh = formToken(options.secret, check.reason === "too-fast" ? Date.now() - MIN_FILL_MS : Date.now());
    return reject(400, tokenMessages[check.reason], fresh);
  }
  if (submission.status !== "success") {
    return { sent: false, status: 400, answer: { result: submission.reply(), token, key } };
  }
  const input = submission.value;
  const locale = options.locale ?? defaultLocale;
  const store = input.dealer ? await options.lookups.store(db, input.dealer, locale) : null;
  if (!store) input.dealer = undefined;
  const mail = options.mail;
  // support's notice goes to the topic's address an admin set (a store report: the store data team's)
  const supportAddress = mail
    ? noticeAddress(
        await contactSettingsOf(db),
        { topic: input.topic, storeNamed: Boolean(store) },
        options.supportEmail,
      )
    : options.supportEmail;
  const result = await submitContact(db, input, {
    idempotencyKey: key,
    sender: options.sender,
    secret: options.secret,
    // the reference's day is the day the confirmation shows, in the reader's time zone
    timeZone: readerTimeZones[options.locale ?? defaultLocale],
    locale,
    mail: mail && {
      from: { from: mail.from },
      compose: (stored) =>
        contactMails(
          {
            ...stored,
            input,
            model: products.find((p) => p.id === input.product)?.title ?? null,
            store: store && storeLabel(store, locale),
          },
          { locale, siteUrl: mail.siteUrl, supportAddress },
        ),
    },
  });
  if (!result.ok) {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    return reject(
      429,
      fill(said.rateLimited, {
        minutes,
        unit: minutes === 1 ? said.minute : said.minutes,
        email: options.supportEmail,
      }),
      token,
      { "Retry-After": String(result.retryAfterSeconds) },
    );
  }
  return { sent: true, reference: result.reference };
}
