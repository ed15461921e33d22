import { Fragment } from "react";
import { Link } from "react-router";
import { runtimeContext } from "~/.server/context";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { requireProduct } from "~/features/catalogue/queries.server";
import { type Crumb, home } from "~/lib/breadcrumbs";
import { formatBytes } from "~/lib/format";
import { pageMeta, seo } from "~/lib/meta";
import { manualSections } from "~/lib/support/manual-content";
import type { Route } from "./+types/support-manual";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { product, docs } = await requireProduct(context.get(runtimeContext).database.db, params.id);
  return {
    product: { id: product.id, title: product.title },
    sections: manualSections(product),
    pdf: docs.find((d) => d.afterfix === "OWNER'S MANUAL") ?? null,
  };
}

export const handle = {
  breadcrumbs: (d: Awaited<ReturnType<typeof loader>>): Crumb[] => [
    home,
    { title: "Support", type: "/support" },
    { title: "Owner's manuals", type: "/support/manuals" },
    { title: d.product.title, type: `/support/manuals/${d.product.id}` },
  ],
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, `${args.loaderData.product.title} owner's manual`, {
        description: `The Noteva ${args.loaderData.product.title} owner's manual: safety, panel, getting started, connections, troubleshooting and specifications.`,
      })
    : pageMeta("Page not found", "This page does not exist.");

export default function Manual({ loaderData }: Route.ComponentProps) {
  const { product, sections, pdf } = loaderData;
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-5 py-12 lg:grid-cols-[16rem_1fr]">
      <aside className="lg:sticky lg:top-32 lg:self-start">
        <nav aria-labelledby="toc-title" className="rounded-2xl bg-mist p-5">
          <h2 id="toc-title" className="text-sm font-bold uppercase tracking-widest">
            Contents
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="hover:text-accent hover:underline">
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
          {pdf ? (
            <a
              href={pdf.href}
              className="mt-5 block rounded-full bg-ink px-4 py-2 text-center text-sm font-semibold text-white hover:bg-accent"
            >
              Download PDF · {formatBytes(pdf.bytes)}
            </a>
          ) : null}
        </nav>
      </aside>
      <article>
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">Owner's manual</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight">Noteva {product.title}</h1>
        <p className="mt-3 text-ink-soft">
          The same text as the PDF, revision B.{" "}
          <Link to={`/product/detail/${product.id}`} className="font-semibold text-accent hover:underline">
            {product.title} specifications and downloads
          </Link>
        </p>
        {sections.map((section, i) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-h`} className="scroll-mt-32 pt-10">
            <h2 id={`${section.id}-h`} className="text-2xl font-bold">
              <a href={`#${section.id}`} className="hover:underline">
                {i + 1}. {section.title}
              </a>
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-ink-soft">
              {section.blocks.map((block, j) => {
                const key = `${section.id}-${j}`;
                if (block.type === "p") return <p key={key}>{block.text}</p>;
                if (block.type === "subhead")
                  return (
                    <h3 key={key} className="pt-2 font-bold text-ink">
                      {block.text}
                    </h3>
                  );
                if (block.type === "list")
                  return (
                    <ul key={key} className="list-disc space-y-1 pl-6">
                      {block.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  );
                if (block.type === "steps")
                  return (
                    <ol key={key} className="list-decimal space-y-1 pl-6">
                      {block.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ol>
                  );
                return (
                  <table key={key} className="w-full border-collapse text-sm">
                    <tbody>
                      {block.rows.map(([a, b]) => (
                        <tr key={a} className="border-b border-line align-top">
                          <th scope="row" className="w-1/3 py-2 pr-4 text-left font-semibold capitalize text-ink">
                            {a}
                          </th>
                          <td className="py-2">
                            {b.split("\n").map((line, k) => (
                              <Fragment key={line}>
                                {k > 0 ? <br /> : null}
                                {line}
                              </Fragment>
                            ))}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                );
              })}
            </div>
          </section>
        ))}
      </article>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
