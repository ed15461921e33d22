/** What the contact page's loader and action send its form: plain data, shared by the server and the form. */
import type { SubmissionResult } from "@conform-to/react";
import type { ContactTopicValue } from "./schema";

export type ContactPageData = {
  countries: { code: string; name: string }[];
  /** The message just sent, when the URL names its reference. */
  confirmation: { reference: string; receivedAt: string } | null;
  /** The signed form token and the idempotency key this form is sent with. */
  token: string;
  idempotencyKey: string;
  /** What the URL and the page's language fill in: a topic, a country, a model's name, a store whose details the visitor reports a change to. */
  prefill: {
    topic: ContactTopicValue | undefined;
    /** The country chosen before the visitor chooses: the page's language's one home country (日本 on /ja). */
    country: string | undefined;
    product: string | undefined;
    dealer: { id: string; label: string } | null;
  };
};

/** The form again, with its messages, and the token and key to send it with next. */
export type ContactAnswer = { result: SubmissionResult<string[]>; token: string | null; key: string | null };
