import { data, Form, Link, redirect } from "react-router";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { FieldComparison } from "~/features/admin/field-comparison";
import { answerSave } from "~/features/admin/save.server";
import { AdminHeader, adminSecondary, formatDateTime, Notice } from "~/features/admin/ui";
import { historyPage, restoreKept, restorerOf, type Version } from "~/features/history/history.server";
import type { Route } from "./+types/history";

const notFound = () => data("Not Found", { status: 404 });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context, "content");
  const restorer = restorerOf(params.entity);
  if (!restorer) throw notFound();
  const page = await historyPage(context.get(runtimeContext).database.db, restorer, params.id);
  if (!page) throw notFound();
  const restored = new URL(request.url).searchParams.get("restored");
  return { ...page, noun: restorer.noun, editPath: restorer.editPath(params.id), restored };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = staffOf(context, "content");
  const restorer = restorerOf(params.entity);
  if (!restorer) throw notFound();
  const form = await request.formData();
  const key = String(form.get("restore") ?? "");
  const loaded = Number(form.get("version"));
  if (!Number.isSafeInteger(loaded) || loaded < 1) {
    return data(
      { error: "This page was sent without the version it showed. Reload it and try again." },
      { status: 400 },
    );
  }
  const db = context.get(runtimeContext).database.db;
  return answerSave(() => restoreKept(db, user, restorer, params.id, loaded, key), {
    saved: (restored) =>
      restored
        ? // the request's own path is the data request's (.data) when the browser runs the page
          redirect(
            `/admin/history/${params.entity}/${encodeURIComponent(params.id)}?restored=${encodeURIComponent(key)}`,
          )
        : data({ error: "That version is not in this record's history." }, { status: 400 }),
    refused: (refusal) => data({ error: `Not restored: ${refusal.message}` }, { status: 409 }),
    conflict: () => {
      const error = `Not restored: this ${restorer.noun} was saved by someone else since you opened its history. The list below is up to date: look again, then restore.`;
      return data({ error }, { status: 409 });
    },
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `History of ${loaderData?.title ?? "a record"} | Noteva admin` },
];

const actionNames: Record<string, string> = {
  create: "Created",
  update: "Saved",
  publish: "Published",
  unpublish: "Unpublished",
  redraw: "Saved, pictures redrawn",
  restore: "Restored an earlier version",
};

function VersionEntry({ v, version, noun }: { v: Version; version: number; noun: string }) {
  const heading = v.at ? (
    <>
      {actionNames[v.action ?? ""] ?? v.action} by {v.by}, <time dateTime={v.at}>{formatDateTime(v.at)}</time>
    </>
  ) : (
    <>As it was before its first logged change</>
  );
  return (
    <li className="rounded-2xl border border-line bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold">
          {heading}
          {v.current ? <span className="ml-2 rounded-full bg-mist px-2 py-0.5 text-xs">current version</span> : null}
        </h2>
        {v.current ? null : (
          <Form method="post">
            <input type="hidden" name="version" value={version} readOnly />
            <button type="submit" name="restore" value={v.key} className={adminSecondary}>
              Restore this version
            </button>
          </Form>
        )}
      </div>
      {v.changes.length ? (
        <FieldComparison
          caption={`What this change changed in the ${noun}`}
          headings={["Before", "After"]}
          rows={v.changes.map((c) => ({ key: c.key, label: c.label, first: c.before, second: c.after }))}
          borders={["border-line", "border-line/60"]}
          marked
        />
      ) : v.at && v.action !== "create" ? (
        <p className="mt-2 text-ink/70">No field changed.</p>
      ) : null}
    </li>
  );
}

export default function History({ loaderData, actionData }: Route.ComponentProps) {
  const { title, version, versions, noun, editPath, restored } = loaderData;
  return (
    <>
      <AdminHeader title={`History of ${title}`}>
        <Link to={editPath} className="text-sm font-semibold text-accent underline">
          Back to the {noun}
        </Link>
      </AdminHeader>
      {restored ? (
        <Notice>
          Restored. The site shows this version now; the restore is in the history as a change of its own.
        </Notice>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-700/40 bg-red-50 px-4 py-3 text-sm text-red-900">
          {actionData.error}
        </p>
      ) : null}
      {versions.length ? (
        <ol className="space-y-3" aria-label={`Versions of this ${noun}, newest first`}>
          {versions.map((v) => (
            <VersionEntry key={v.key} v={v} version={version} noun={noun} />
          ))}
        </ol>
      ) : (
        <p>No change of this {noun} is logged yet: it is as it was first published.</p>
      )}
    </>
  );
}
