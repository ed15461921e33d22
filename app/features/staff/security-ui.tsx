/** The parts of the account's sign-in security page: its factors, adding an app, recovery codes. */
import { type FieldMetadata, type FormMetadata, getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { AdminTable, adminButton, adminSecondary, TextField } from "~/components/ui/admin/ui";
import { fill, useAdminFormats, useAdminFrame } from "~/lib/admin/i18n";
import type { SecurityText } from "./text/security";

type FactorRow = { id: number; kind: "totp" | "passkey"; label: string; createdAt: string; lastUsedAt: string | null };

export function FactorList({ factors, t }: { factors: FactorRow[]; t: SecurityText }) {
  const { dateTime } = useAdminFormats();
  const { never } = useAdminFrame().common;
  if (!factors.length) return <p className="mb-8">{t.none}</p>;
  return (
    <div className="mb-10">
      <AdminTable columns={[t.columns.factor, t.columns.added, t.columns.lastUsed, t.columns.remove]}>
        {factors.map((f) => (
          <tr key={f.id}>
            <td className="px-4 py-3">
              {f.label}
              <span className="block text-xs text-muted">{f.kind === "totp" ? t.app : t.passkey}</span>
            </td>
            <td className="px-4 py-3">{dateTime(f.createdAt)}</td>
            <td className="px-4 py-3">{f.lastUsedAt ? dateTime(f.lastUsedAt) : never}</td>
            <td className="px-4 py-3">
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={f.id} />
                <button type="submit" className="text-xs font-semibold text-accent underline">
                  {t.remove}
                  <span className="sr-only"> {f.label}</span>
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}

/** The QR code as the server drew it: a path of dark modules on a white square. */
function QrCode({ size, path, label }: { size: number; path: string; label: string }) {
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width="200"
      height="200"
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className="rounded border border-line"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

type AppEnrolment = { secret: string; proof: string; qr: { size: number; path: string } };
// biome-ignore lint/suspicious/noExplicitAny: any field of any form
type Meta = FieldMetadata<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: any form
type AnyForm = FormMetadata<any, string[]>;
type Fields = [AnyForm, { code: Meta; label: Meta }];

export function AddApp({
  app,
  form: [form, fields],
  t,
}: {
  app: AppEnrolment;
  form: Fields;
  t: SecurityText["addApp"];
}) {
  return (
    <section aria-labelledby="app-title" className="mb-8 max-w-2xl rounded-2xl border border-line bg-white p-6">
      <h2 id="app-title" className="text-lg font-bold">
        {t.title}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t.text}</p>
      <div className="mt-4 flex flex-wrap items-start gap-6">
        <QrCode {...app.qr} label={t.qr} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">{t.byHand}</p>
          <p className="mt-1 break-all font-mono text-sm" data-testid="totp-secret">
            {app.secret.match(/.{1,4}/g)?.join(" ")}
          </p>
        </div>
      </div>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="totp" />
        <input type="hidden" name="secret" value={app.secret} />
        <input type="hidden" name="proof" value={app.proof} />
        <TextField meta={fields.label} label={t.name} optional hint={t.nameHint} />
        <TextField meta={fields.code} label={t.code} autoComplete="one-time-code" inputMode="numeric" />
        <button type="submit" className={adminButton}>
          {t.submit}
        </button>
      </Form>
    </section>
  );
}

export function NewCodes({ codes, t }: { codes: string[]; t: SecurityText["codes"] }) {
  return (
    <section
      role="status"
      aria-labelledby="codes-title"
      className="mb-8 max-w-2xl rounded-2xl border border-green-700/30 bg-green-50 p-6"
    >
      <h2 id="codes-title" className="text-lg font-bold">
        {t.newTitle}
      </h2>
      <p className="mt-2 text-sm">{t.newText}</p>
      <ol className="mt-4 grid gap-2 font-mono sm:grid-cols-2" aria-label={t.list}>
        {codes.map((c) => (
          <li key={c} className="whitespace-nowrap">
            {c}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function RecoveryCodes({ left, t }: { left: number; t: SecurityText["codes"] }) {
  return (
    <section aria-labelledby="recovery-title" className="mb-8 max-w-2xl rounded-2xl border border-line bg-white p-6">
      <h2 id="recovery-title" className="text-lg font-bold">
        {t.title}
      </h2>
      <p className="mt-2 text-sm">
        {left === 1 ? t.leftOne : fill(t.leftMany, { count: left })} {t.replace}
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="recovery" />
        <button type="submit" className={adminSecondary}>
          {t.make}
        </button>
      </Form>
    </section>
  );
}

/** The users screen's policy: whether every account must have a second factor. */
export function PolicyForm({
  required,
  productionDefault,
  t,
}: {
  required: boolean;
  productionDefault: boolean;
  t: SecurityText["policy"];
}) {
  return (
    <section aria-labelledby="policy-title" className="mb-8 max-w-2xl rounded-2xl border border-line bg-white p-6">
      <h2 id="policy-title" className="text-lg font-bold">
        {t.title}
      </h2>
      <Form method="post" className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="policy" />
        <div className="flex items-start gap-3">
          <input
            id="require-second-factor"
            type="checkbox"
            name="required"
            value="on"
            defaultChecked={required}
            aria-describedby="require-second-factor-hint"
            className="mt-1 h-5 w-5"
          />
          <div>
            <label htmlFor="require-second-factor" className="font-semibold">
              {t.label}
            </label>
            <p id="require-second-factor-hint" className="text-sm text-ink-soft">
              {t.hint} {productionDefault ? t.on : t.off}
            </p>
          </div>
        </div>
        <button type="submit" className={adminSecondary}>
          {t.save}
        </button>
      </Form>
    </section>
  );
}
