import { data, Link } from "react-router";
import { runtimeContext } from "~/.server/context";
import { Picture } from "~/components/ui/picture";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { firmwareForMemo } from "~/features/support/queries.server";
import { type Crumb, home } from "~/lib/breadcrumbs";
import { formatBytes, formatDate } from "~/lib/format";
import { pageMeta, seo } from "~/lib/meta";
import { updateSteps, updateTroubleshooting } from "~/lib/support/firmware-steps";
import type { Route } from "./+types/support-firmware";

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await firmwareForMemo(context.get(runtimeContext).database.db, params.id);
  if (!found || found.releases.length === 0) throw data("Not Found", { status: 404 });
  return {
    ...found,
    steps: updateSteps(found.product.title, found.product.usbToDevice),
    troubleshooting: updateTroubleshooting,
  };
}

export const handle = {
  breadcrumbs: (d: Awaited<ReturnType<typeof loader>>): Crumb[] => [
    home,
    { title: "Support", type: "/support" },
    { title: "Software and firmware", type: "/support/software" },
    { title: d.product.title, type: `/support/firmware/${d.product.id}` },
  ],
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, `${args.loaderData.product.title} firmware`, {
        description: `Firmware for the Noteva ${args.loaderData.product.title}: versions, changes, checksums and how to update.`,
      })
    : pageMeta("Page not found", "This page does not exist.");

export default function Firmware({ loaderData }: Route.ComponentProps) {
  const { product, releases, steps, troubleshooting } = loaderData;
  const [latest, ...older] = releases;
  if (!latest) return null;
  return (
    <div className="mx-auto max-w-5xl px-5 py-12">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">Software and firmware</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">{product.title} firmware</h1>
      <p className="mt-3 text-lg text-ink-soft">
        For the Noteva {product.title} only. Version {latest.version}, released {formatDate(latest.releasedAt)}.{" "}
        <Link to={`/product/detail/${product.id}`} className="font-semibold text-accent hover:underline">
          {product.title} specifications
        </Link>
      </p>

      <section aria-labelledby="latest" className="mt-8 rounded-2xl border-2 border-ink p-6">
        <h2 id="latest" className="text-2xl font-bold">
          Version {latest.version}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-ink-soft">
          {latest.changes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Fits</dt>
          <dd>Noteva {product.title} (all serial numbers)</dd>
          <dt className="font-semibold">File</dt>
          <dd>
            {latest.href.split("/").pop()} · ZIP · {formatBytes(latest.bytes)}
          </dd>
          <dt className="font-semibold">SHA-256</dt>
          <dd className="break-all font-mono text-xs">{latest.sha256}</dd>
        </dl>
        <a
          href={latest.href}
          className="mt-6 inline-block rounded-full bg-accent px-6 py-3 text-sm font-semibold text-white hover:bg-accent-dark"
        >
          Download firmware {latest.version} · ZIP · {formatBytes(latest.bytes)}
        </a>
      </section>

      <section aria-labelledby="how" className="mt-12">
        <h2 id="how" className="text-2xl font-bold">
          How to update
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-2">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-4 rounded-2xl bg-mist p-5">
              <span
                aria-hidden="true"
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-ink font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <p>{step}</p>
                {i === 2 ? (
                  <Picture
                    src={`detail/${product.id.toLowerCase()}-rear`}
                    alt={`The ${product.title}'s connections, with the USB port`}
                    sizes="(min-width: 768px) 40vw, 90vw"
                    className="mt-3 h-auto w-full rounded-xl"
                  />
                ) : null}
                {i === 3 ? (
                  <Picture
                    src={`detail/${product.id.toLowerCase()}-panel`}
                    alt={`The ${product.title}'s panel`}
                    sizes="(min-width: 768px) 40vw, 90vw"
                    className="mt-3 h-auto w-full rounded-xl"
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="trouble" className="mt-12">
        <h2 id="trouble" className="text-2xl font-bold">
          If the update does not work
        </h2>
        <dl className="mt-4 space-y-4">
          {troubleshooting.map(([q, a]) => (
            <div key={q} className="rounded-2xl border border-line p-5">
              <dt className="font-semibold">{q}</dt>
              <dd className="mt-1 text-ink-soft">{a}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-ink-soft">
          Still stuck?{" "}
          <Link to="/contactus" className="font-semibold text-accent hover:underline">
            Contact support
          </Link>{" "}
          with your serial number.
        </p>
      </section>

      {older.length ? (
        <section aria-labelledby="history" className="mt-12">
          <h2 id="history" className="text-2xl font-bold">
            Version history
          </h2>
          <ul className="mt-4 divide-y divide-line rounded-2xl border border-line">
            {older.map((r) => (
              <li key={r.id} className="p-5">
                <p className="font-semibold">
                  {r.version} · {formatDate(r.releasedAt)}
                </p>
                <ul className="mt-2 list-disc pl-6 text-sm text-ink-soft">
                  {r.changes.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
                <p className="mt-2 text-xs text-muted">
                  SHA-256 <span className="break-all font-mono">{r.sha256}</span>
                </p>
                <a href={r.href} className="mt-2 inline-block text-sm font-semibold text-accent hover:underline">
                  Download {r.version} · ZIP · {formatBytes(r.bytes)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
