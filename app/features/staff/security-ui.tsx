/** The parts of the account's sign-in security page: its factors, adding an app, recovery codes. */
import { type FieldMetadata, type FormMetadata, getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { AdminTable, adminButton, adminSecondary, formatDateTime, TextField } from "~/features/admin/ui";

type FactorRow = { id: number; kind: "totp" | "passkey"; label: string; createdAt: string; lastUsedAt: string | null };

export function FactorList({ factors }: { factors: FactorRow[] }) {
  if (!factors.length)
    return <p className="mb-8">You have no second factor yet: signing in asks for your password only.</p>;
  return (
    <div className="mb-10">
      <AdminTable columns={["Factor", "Added", "Last used", "Remove"]}>
        {factors.map((f) => (
          <tr key={f.id}>
            <td className="px-4 py-3">
              {f.label}
              <span className="block text-xs text-muted">{f.kind === "totp" ? "Authenticator app" : "Passkey"}</span>
            </td>
            <td className="px-4 py-3">{formatDateTime(f.createdAt)}</td>
            <td className="px-4 py-3">{f.lastUsedAt ? formatDateTime(f.lastUsedAt) : "never"}</td>
            <td className="px-4 py-3">
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={f.id} />
                <button type="submit" className="text-xs font-semibold text-accent underline">
                  Remove<span className="sr-only"> {f.label}</span>
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
function QrCode({ size, path }: { size: number; path: string }) {
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width="200"
      height="200"
      role="img"
      aria-label="QR code for your authenticator app"
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

export function AddApp({ app, form: [form, fields] }: { app: AppEnrolment; form: Fields }) {
  return (
    <section aria-labelledby="app-title" className="mb-8 max-w-2xl rounded-2xl border border-line bg-white p-6">
      <h2 id="app-title" className="text-lg font-bold">
        Add an authenticator app
      </h2>
      <p className="mt-2 text-sm text-ink-soft">
        Scan the code with an app such as Google Authenticator, Microsoft Authenticator or 1Password, then enter the six
        digits it shows.
      </p>
      <div className="mt-4 flex flex-wrap items-start gap-6">
        <QrCode {...app.qr} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">Or enter this key by hand</p>
          <p className="mt-1 break-all font-mono text-sm" data-testid="totp-secret">
            {app.secret.match(/.{1,4}/g)?.join(" ")}
          </p>
        </div>
      </div>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="totp" />
        <input type="hidden" name="secret" value={app.secret} />
        <input type="hidden" name="proof" value={app.proof} />
        <TextField meta={fields.label} label="Name for this app" optional hint="For example: my phone." />
        <TextField meta={fields.code} label="Code from the app" autoComplete="one-time-code" inputMode="numeric" />
        <button type="submit" className={adminButton}>
          Add the app
        </button>
      </Form>
    </section>
  );
}

export function NewCodes({ codes }: { codes: string[] }) {
  return (
    <section
      role="status"
      aria-labelledby="codes-title"
      className="mb-8 max-w-2xl rounded-2xl border border-green-700/30 bg-green-50 p-6"
    >
      <h2 id="codes-title" className="text-lg font-bold">
        Your recovery codes
      </h2>
      <p className="mt-2 text-sm">
        Keep these somewhere safe, away from your phone. Each works once, instead of your app or passkey. They are shown
        only now.
      </p>
      <ol className="mt-4 grid grid-cols-2 gap-2 font-mono" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
    </section>
  );
}

export function RecoveryCodes({ left }: { left: number }) {
  return (
    <section aria-labelledby="recovery-title" className="mb-8 max-w-2xl rounded-2xl border border-line bg-white p-6">
      <h2 id="recovery-title" className="text-lg font-bold">
        Recovery codes
      </h2>
      <p className="mt-2 text-sm">
        {left === 1 ? "1 recovery code is left." : `${left} recovery codes are left.`} New ones replace them all.
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="recovery" />
        <button type="submit" className={adminSecondary}>
          Make new recovery codes
        </button>
      </Form>
    </section>
  );
}

/** The users screen's policy: whether every account must have a second factor. */
export function PolicyForm({ required, productionDefault }: { required: boolean; productionDefault: boolean }) {
  return (
    <section aria-labelledby="policy-title" className="mb-8 max-w-2xl rounded-2xl border border-line bg-white p-6">
      <h2 id="policy-title" className="text-lg font-bold">
        Second factor
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
              Require a second factor for every staff account
            </label>
            <p id="require-second-factor-hint" className="text-sm text-ink-soft">
              Who has none must add an authenticator app or a passkey after their password, before any other admin page.
              Until set here: {productionDefault ? "on (production)" : "off (not production)"}.
            </p>
          </div>
        </div>
        <button type="submit" className={adminSecondary}>
          Save the policy
        </button>
      </Form>
    </section>
  );
}
