import { data, Link, redirect } from "react-router";
import { clientContext, runtimeContext } from "~/.server/context";
import { PageHeader } from "~/components/ui/page-header";
import { Confirmation, ContactForm } from "~/features/contact/contact-form";
import { contactPage, receiveContact } from "~/features/contact/receive.server";
import { pageTrail } from "~/lib/breadcrumbs";
import { actionOrLoaderHeaders, seo } from "~/lib/meta";
import { supportEmail } from "~/lib/site-config";
import type { Route } from "./+types/contact";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, database } = context.get(runtimeContext);
  const page = await contactPage(database.db, new URL(request.url).searchParams, env.SESSION_SECRET);
  return { ...page, supportEmail: supportEmail(env.SITE_ENV) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, database } = context.get(runtimeContext);
  const received = await receiveContact(database.db, request, {
    secret: env.SESSION_SECRET,
    sender: context.get(clientContext),
    supportEmail: supportEmail(env.SITE_ENV),
  });
  if (received.sent) return redirect(`/contactus?sent=${received.reference}`, { status: 303 });
  return data(received.answer, { status: received.status, headers: received.headers });
}

/** The form carries a per-visitor token and idempotency key: no cache may keep this page. */
export function headers(args: Route.HeadersArgs) {
  const chosen = new Headers(actionOrLoaderHeaders(args));
  chosen.set("Cache-Control", "private, no-store");
  return chosen;
}

export const handle = {
  breadcrumbs: () => pageTrail("Contact Us", "/contactus", [{ title: "Support", type: "/support" }]),
};

export const meta: Route.MetaFunction = (args) =>
  seo(args, "Contact Us", {
    description: "Ask Noteva about an instrument, get technical support, or reach our dealer and press teams.",
  });

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { confirmation, supportEmail: email } = loaderData;
  return (
    <>
      <PageHeader eyebrow="Support" title="Contact Us">
        <p>
          Questions about an instrument, technical support, dealer or press enquiries: write to us and a specialist
          answers within two working days. You can also e-mail{" "}
          <a href={`mailto:${email}`} className="font-semibold text-accent hover:underline">
            {email}
          </a>
          .
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-12 px-5 pb-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {confirmation ? (
          <Confirmation reference={confirmation.reference} receivedAt={confirmation.receivedAt} />
        ) : (
          <ContactForm page={loaderData} answer={actionData} />
        )}
        <aside aria-labelledby="other-ways" className="space-y-6 text-sm text-ink-soft">
          <h2 id="other-ways" className="text-lg font-bold text-ink">
            Before you write
          </h2>
          <p>
            Owner's manuals, firmware and drivers are on the{" "}
            <Link to="/support" className="font-semibold text-accent hover:underline">
              download page
            </Link>
            ; many questions are answered there.
          </p>
          <p>
            To play an instrument before you buy, or for a repair, visit a{" "}
            <Link to="/dealer/distributor" className="font-semibold text-accent hover:underline">
              store near you
            </Link>
            .
          </p>
          <p>
            Support by e-mail:{" "}
            <a href={`mailto:${email}`} className="font-semibold text-accent hover:underline">
              {email}
            </a>
          </p>
          <p>
            We use what you send only to answer you, and delete it two years after the last exchange. Your address is
            stored only as a keyed hash, to stop floods of automated messages.
          </p>
        </aside>
      </div>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/ui/route-error";
