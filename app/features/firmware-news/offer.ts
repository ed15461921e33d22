/** What the subscribe form is given by its page, and what sending it answers (shared with the browser). */

/** The form's words, the model's name and gender filled in; `sent` keeps its `{email}`. */
export type SubscribeWords = {
  offer: string;
  email: string;
  consent: string;
  policy: string;
  subscribe: string;
  sending: string;
  leaveEmpty: string;
  sent: string;
};

export type SubscribeOffer = { productId: string; token: string; words: SubscribeWords };

export type SubscribeAnswer =
  | { status: "sent"; email: string }
  | { status: "error"; message: string; field: "email" | null; email: string; token: string | null };

export const EMAIL_MAX = 254;
