/** The admin's lists of apps and drivers and of each product's documents, with their actions. */
import { Form, Link } from "react-router";
import * as adminHref from "~/lib/admin/href";
import { fill, useAdminFormats } from "~/lib/admin/i18n";
import type { SoftwarePlatform } from "~/lib/content-model";
import { groupByKind } from "~/lib/documents/document-groups";
import type { Locale } from "~/lib/i18n/locales";
import type { UploadText } from "./admin-text";
import { documentKindName, kindInLanguage, platformName } from "./document-names";

const small = "text-xs font-semibold text-accent underline disabled:opacity-40";

type Software = {
  id: number;
  title: string;
  version: string;
  platform: SoftwarePlatform;
  href: string;
  bytes: number;
  product: string;
};

export function SoftwareList({ software, text: all }: { software: Software[]; text: UploadText }) {
  const text = all.lists;
  const { bytes } = useAdminFormats();
  return (
    <section aria-labelledby="software-title" className="mb-10">
      <h2 id="software-title" className="text-lg font-bold">
        {text.software}
      </h2>
      {software.length ? (
        <ul className="mt-3 space-y-2 rounded-2xl border border-line bg-white p-5 text-sm">
          {software.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-3">
              <a href={s.href} className="text-accent underline">
                {s.title} {s.version}
              </a>
              <span className="text-muted">
                {fill(text.softwareFor, {
                  platform: platformName(all, s.platform),
                  product: s.product,
                  size: bytes(s.bytes),
                })}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-software" />
                <input type="hidden" name="id" value={s.id} />
                <button type="submit" className={small}>
                  {text.remove}
                  <span className="sr-only">
                    {" "}
                    {s.title} {s.version}
                  </span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">{text.noSoftware}</p>
      )}
    </section>
  );
}

type ProductFiles = {
  id: string;
  title: string;
  docs: { id: number; href: string; bytes: number | null; afterfix: string; language: string }[];
  firmware: { id: number; version: string; href: string; minimumVersion: string | null }[];
};

/**
 * Each product's documents by kind, every language of a kind under it: a kind moves up or down
 * with all its languages; each file is replaced or removed on its own.
 */
export function ProductFilesList({ files, text }: { files: ProductFiles[]; text: UploadText }) {
  const t = text.lists;
  const names = text.languages;
  const { bytes } = useAdminFormats();
  return (
    <>
      <h2 className="mb-3 text-lg font-bold">{t.byProduct}</h2>
      <ul className="space-y-4">
        {files.map((p) => {
          const groups = groupByKind(p.docs);
          return (
            <li key={p.id} id={`product-${p.id}`} className="rounded-2xl border border-line bg-white p-5">
              <h3 className="font-bold">{p.title}</h3>
              <ol className="mt-2 space-y-2 text-sm">
                {groups.map((group, i) => {
                  const kind = documentKindName(text, group.afterfix);
                  const first = group.files[0];
                  return (
                    <li key={group.afterfix}>
                      <div className="flex flex-wrap items-center gap-3">
                        <span className="font-semibold">{kind}</span>
                        {first ? (
                          <Form method="post" className="flex gap-3">
                            <input type="hidden" name="id" value={first.id} />
                            <button type="submit" name="intent" value="up" className={small} disabled={i === 0}>
                              {t.moveUp}
                              <span className="sr-only"> {fill(t.kindOf, { kind, product: p.title })}</span>
                            </button>
                            <button
                              type="submit"
                              name="intent"
                              value="down"
                              className={small}
                              disabled={i === groups.length - 1}
                            >
                              {t.moveDown}
                              <span className="sr-only"> {fill(t.kindOf, { kind, product: p.title })}</span>
                            </button>
                          </Form>
                        ) : null}
                      </div>
                      <ul className="mt-1 space-y-1 pl-4">
                        {group.files.map((d) => {
                          const what = (
                            <span className="sr-only">
                              {" "}
                              {fill(t.kindOf, { kind: kindInLanguage(text, kind, d.language), product: p.title })}
                            </span>
                          );
                          return (
                            <li key={d.id} className="flex flex-wrap items-center gap-3">
                              <a href={d.href} hrefLang={d.language} className="text-accent underline">
                                {kind}
                              </a>
                              <span className="rounded bg-mist px-1.5 py-0.5 text-xs font-semibold">
                                {names[d.language as Locale]}
                              </span>
                              <span className="text-muted">{bytes(d.bytes)}</span>
                              <Form method="post" className="flex gap-3">
                                <input type="hidden" name="id" value={d.id} />
                                <button type="submit" name="intent" value="remove" className={small}>
                                  {t.remove}
                                  {what}
                                </button>
                              </Form>
                              <Link to={`${adminHref.documents({ replace: d.id })}#upload`} className={small}>
                                {t.replace}
                                {what}
                              </Link>
                            </li>
                          );
                        })}
                      </ul>
                    </li>
                  );
                })}
                {p.firmware.map((f) => (
                  <li key={f.href} className="flex flex-wrap items-center gap-3">
                    <span>
                      {fill(t.firmware, { version: f.version })}{" "}
                      <a href={f.href} className="text-accent underline">
                        {t.download}
                      </a>
                    </span>
                    {f.minimumVersion ? (
                      <span className="text-muted">{fill(t.minimum, { version: f.minimumVersion })}</span>
                    ) : null}
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ul>
    </>
  );
}
