import { data, Link, redirect } from "react-router";
import { clientContext, localeOf, runtimeContext } from "~/.server/context";
import { PageHeader } from "~/components/ui/page-header";
import { Phrases } from "~/components/ui/phrases";
import { contactLookups } from "~/compose/contact-lookups.server";
import { supportLine } from "~/features/company/support-line";
import { Confirmation, ContactForm } from "~/features/contact/contact-form";
import { contactPage, receiveContact } from "~/features/contact/receive.server";
import { type ContactPageText, contactText } from "~/features/contact/text.server";
import { pageTrail } from "~/lib/breadcrumbs";
import { CONTACT_RETENTION } from "~/lib/content-model";
import * as href from "~/lib/href";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import { type FrameMessages, fill, useFormats } from "~/lib/i18n/frame";
import { phrasedFields } from "~/lib/i18n/phrases.server";
import { actionOrLoaderHeaders, seo } from "~/lib/meta";
import { supportEmail } from "~/lib/site-config";
import type { Route } from "./+types/contact";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, database } = context.get(runtimeContext);
  const locale = localeOf(context);
  const page = await contactPage(
    database.db,
    contactLookups,
    new URL(request.url).searchParams,
    env.SESSION_SECRET,
    locale,
  );
  // the page's words without the action's answers, which only the server gives, and the
  // confirmation's only when the address names a message that was received
  const { action: _, confirmation, ...words } = contactText[locale];
  // the headings break only between phrases on a Japanese page (decision 023)
  const shown = {
    ...words,
    page: phrasedFields(locale, words.page, ["title", "support", "beforeYouWrite"]),
    form: phrasedFields(locale, words.form, ["heading"]),
  };
  const text: ContactPageText = page.confirmation
    ? { ...shown, confirmation: phrasedFields(locale, confirmation, ["title"]) }
    : shown;
  return { ...page, supportEmail: supportEmail(env.SITE_ENV), supportLine: supportLine(locale), text };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, database } = context.get(runtimeContext);
  const received = await receiveContact(database.db, request, {
    lookups: contactLookups,
    secret: env.SESSION_SECRET,
    sender: context.get(clientContext),
    supportEmail: supportEmail(env.SITE_ENV),
    locale: localeOf(context),
    // the acknowledgement and support's notice, written with the message (decision 031)
    mail: { from: env.MAIL_FROM, siteUrl: env.SITE_URL },
  });
  if (received.sent) return redirect(href.contact({ sent: received.reference }), { status: 303 });
  return data(received.answer, { status: received.status, headers: received.headers });
}

/** The form carries a per-visitor token and idempotency key: no cache may keep this page. */
export function headers(args: Route.HeadersArgs) {
  const chosen = new Headers(actionOrLoaderHeaders(args));
  chosen.set("Cache-Control", "private, no-store");
  return chosen;
}

export const handle = {
  breadcrumbs: ({ text }: { text: ContactPageText }, m: FrameMessages) =>
    pageTrail(text.page.title, href.contact(), [{ title: text.page.support, type: href.support() }], m),
};

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { page } = args.loaderData.text;
  return seo(args, page.title, { description: page.description });
};

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { confirmation, supportEmail: email, supportLine: line, text } = loaderData;
  const t = text.page;
  const format = useFormats();
  const mail = (
    <a href={`mailto:${email}`} className="font-semibold text-accent hover:underline">
      {email}
    </a>
  );
  return (
    <>
      <PageHeader eyebrow={t.support} title={t.title}>
        <p>{fillNodes(t.intro, { email: mail })}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-12 px-5 pb-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {confirmation && text.confirmation ? (
          <Confirmation
            reference={confirmation.reference}
            receivedAt={confirmation.receivedAt}
            text={{ confirmation: text.confirmation }}
          />
        ) : (
          <ContactForm page={loaderData} answer={actionData} text={text} />
        )}
        <aside aria-labelledby="other-ways" className="space-y-6 text-sm text-ink-soft">
          <h2 id="other-ways" className="text-lg font-bold text-ink">
            <Phrases text={t.beforeYouWrite} />
          </h2>
          <p>
            {fillNodes(t.manuals, {
              link: (
                <Link to={href.support()} className="font-semibold text-accent hover:underline">
                  {t.manualsLink}
                </Link>
              ),
            })}
          </p>
          <p>
            {fillNodes(t.visit, {
              link: (
                <Link to={href.dealers()} className="font-semibold text-accent hover:underline">
                  {t.visitLink}
                </Link>
              ),
            })}
          </p>
          <p>{fillNodes(t.supportByEmail, { email: mail })}</p>
          <p>
            {fillNodes(t.supportByPhone, {
              phone: (
                <a href={line.tel} className="font-semibold text-accent hover:underline">
                  {line.phone}
                </a>
              ),
            })}
            <br />
            {fill(t.phoneHours, { hours: line.hours })}
          </p>
          <p>
            {fillNodes(t.warranty, {
              link: (
                <Link to={href.warranty()} className="font-semibold text-accent hover:underline">
                  {t.warrantyLink}
                </Link>
              ),
            })}
          </p>
          <p>
            {fillNodes(fill(t.privacy, { months: format.number(CONTACT_RETENTION.closedMonths) }), {
              policy: (
                <Link to={href.privacy()} className="font-semibold text-accent hover:underline">
                  {t.policy}
                </Link>
              ),
            })}
          </p>
        </aside>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/ui/route-error";
