/**
 * The contact form's way in, for the page's loader and action: what the form needs to render, and
 * everything a sent form goes through before its message is stored: a readable form body, the
 * robot checks (the "leave this empty" field, the idempotency key, the signed form token), the
 * form's rules, the store it may name, and the sender's flood limit. Each check's answer is the
 * form again with a message, so the page works the same without JavaScript.
 */
import type { Db } from "~/.server/db/client";
import { allProductsMemo } from "~/features/catalogue/queries.server";
import { dealerById } from "~/features/dealers/queries.server";
import { readFormBody } from "~/features/forms/body";
import { parseForm } from "~/features/forms/parse";
import { modelCode } from "~/lib/model-code";
import { countryName, countryOptions } from "./countries";
import {
  checkFormToken,
  formToken,
  MIN_FILL_MS,
  messageByReference,
  type Sender,
  submitContact,
} from "./messages.server";
import type { ContactAnswer, ContactPageData } from "./page-data";
import { type ContactTopicValue, contactSchema, contactTopics, type ModelFinder } from "./schema";

type ProductRow = Awaited<ReturnType<typeof allProductsMemo>>[number];

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

/** The form's countries, its token and key, what the URL fills in, and the confirmation of a sent message. */
export async function contactPage(db: Db, params: URLSearchParams, secret: string): Promise<ContactPageData> {
  const products = await allProductsMemo(db);
  const sent = params.get("sent");
  const confirmation = sent ? await messageByReference(db, sent) : null;
  const dealerId = params.get("dealer");
  const dealer = dealerId ? await dealerById(db, dealerId) : null;
  const topic = params.get("topic");
  const productId = modelFinder(products)(params.get("product") ?? "");
  return {
    countries: countryOptions(),
    confirmation: confirmation && {
      reference: confirmation.reference,
      receivedAt: confirmation.receivedAt.toISOString(),
    },
    token: formToken(secret),
    idempotencyKey: crypto.randomUUID(),
    prefill: {
      topic: dealer ? "dealer" : isTopic(topic) ? topic : undefined,
      // the model's name as printed on it, which is what the field asks for
      product: products.find((p) => p.id === productId)?.title,
      dealer: dealer
        ? { id: dealer.id, label: `${dealer.name}, ${dealer.city} (${countryName(dealer.country)})` }
        : null,
    },
  };
}

export type Received =
  | { sent: true; reference: string }
  | { sent: false; status: number; answer: ContactAnswer; headers?: HeadersInit };

const UNVERIFIED = "This form could not be verified. Please reload the page and send your message again.";
const TOKEN_MESSAGES = {
  invalid: UNVERIFIED,
  "too-fast": "That was faster than anyone can type. Please check your message and send it again.",
  expired: "This form was open for more than a day. Please send your message again.",
};

/** A sent contact form: stored (exactly once per key), or answered with what to fix. */
export async function receiveContact(
  db: Db,
  request: Request,
  options: { secret: string; sender: Sender; supportEmail: string },
): Promise<Received> {
  const body = await readFormBody(request);
  if (!body.ok) {
    const [status, message] =
      body.problem === "not-a-form"
        ? [415, "Send this form from the contact page: it accepts form data only."]
        : [400, "The form could not be read. Please send it again."];
    return {
      sent: false,
      status,
      answer: { result: { status: "error", error: { "": [message] } }, token: null, key: null },
    };
  }
  const fields = body.fields;
  const products = await allProductsMemo(db);
  const submission = parseForm(fields, contactSchema(modelFinder(products)));
  const key = String(fields.get("key") ?? "");
  const token = String(fields.get("token") ?? "");
  const reject = (status: number, message: string, next = token, headers?: HeadersInit): Received => ({
    sent: false,
    status,
    answer: { result: submission.reply({ formErrors: [message] }), token: next, key },
    headers,
  });

  if (String(fields.get("website") ?? "") !== "") {
    return reject(400, "Your message was not sent: the field “Leave this empty” must be left empty.");
  }
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key)) return reject(400, UNVERIFIED);
  const check = checkFormToken(options.secret, token);
  if (!check.ok) {
    // a fresh token; after "too fast" it is dated back, so the visitor who checks and sends again gets through
    const fresh = formToken(options.secret, check.reason === "too-fast" ? Date.now() - MIN_FILL_MS : Date.now());
    return reject(400, TOKEN_MESSAGES[check.reason], fresh);
  }
  if (submission.status !== "success") {
    return { sent: false, status: 400, answer: { result: submission.reply(), token, key } };
  }
  const input = submission.value;
  if (input.dealer && !(await dealerById(db, input.dealer))) input.dealer = undefined;
  const result = await submitContact(db, input, {
    idempotencyKey: key,
    sender: options.sender,
    secret: options.secret,
  });
  if (!result.ok) {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    return reject(
      429,
      `You have sent several messages in the last hour. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} before sending another, or write to ${options.supportEmail}.`,
      token,
      { "Retry-After": String(result.retryAfterSeconds) },
    );
  }
  return { sent: true, reference: result.reference };
}
