/**
 * "E-mail me when new firmware for the MK61 is out": the address and the consent shown beside it.
 * A plain POST form to the form's own route, so it works without JavaScript (the route answers
 * with a page); with it, the answer is shown in place. An error is announced (role="alert") and
 * named by the field; the answer after sending is a status.
 */
import { useId } from "react";
import { Link, useFetcher } from "react-router";
import * as href from "~/lib/href";
import { fill } from "~/lib/i18n/frame";
import { EMAIL_MAX, type SubscribeAnswer, type SubscribeOffer } from "./offer";

export function SubscribeForm({
  offer,
  answer,
  className = "",
  level = 2,
}: {
  offer: SubscribeOffer;
  /** The server's answer when the form was sent without JavaScript. */
  answer?: SubscribeAnswer;
  className?: string;
  /** Its heading's level where it stands (a card's are h4). */
  level?: 2 | 3 | 4;
}) {
  // the form's route answers with the answer (and, for its own page, the form again)
  const fetcher = useFetcher<{ answer: SubscribeAnswer }>();
  const result = fetcher.data?.answer ?? answer;
  const t = offer.words;
  const id = useId();
  const error = result?.status === "error" ? result : null;
  const Heading = (["h2", "h3", "h4"] as const)[level - 2] ?? "h2";
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`rounded-2xl bg-mist p-6 ${className}`}
      data-testid="firmware-news"
    >
      <Heading id={`${id}-heading`} className="text-xl font-bold">
        {t.offer}
      </Heading>
      {result?.status === "sent" ? (
        <p role="status" className="mt-3 font-semibold" data-testid="firmware-news-sent">
          {fill(t.sent, { email: result.email })}
        </p>
      ) : (
        <fetcher.Form method="post" action={href.firmwareNews()} noValidate className="mt-3 space-y-3">
          <input type="hidden" name="product" value={offer.productId} />
          <input type="hidden" name="token" value={error?.token || offer.token} />
          {/* A trap for form-filling robots: hidden from people, left empty by them. */}
          <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
            <label htmlFor={`${id}-website`}>{t.leaveEmpty}</label>
            <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          {error && !error.field ? (
            <p role="alert" className="rounded-lg border border-accent bg-white px-4 py-3 font-semibold text-accent">
              {error.message}
            </p>
          ) : null}
          <div>
            <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
              {t.email}
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={EMAIL_MAX}
              defaultValue={error?.email}
              aria-invalid={error?.field === "email" || undefined}
              aria-describedby={`${error?.field === "email" ? `${id}-error ` : ""}${id}-consent`}
              className="mt-1 block w-full max-w-md rounded-lg border border-line bg-white px-3 py-2"
            />
            {error?.field === "email" ? (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-accent">
                {error.message}
              </p>
            ) : null}
          </div>
          <p id={`${id}-consent`} className="max-w-2xl text-sm text-ink-soft">
            {t.consent}{" "}
            <Link to={href.privacy()} className="font-semibold text-accent underline">
              {t.policy}
            </Link>
          </p>
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="rounded-full bg-ink px-6 py-2 text-sm font-semibold text-white hover:bg-accent disabled:opacity-60"
          >
            {fetcher.state !== "idle" ? t.sending : t.subscribe}
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}
