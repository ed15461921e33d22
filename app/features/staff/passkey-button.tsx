/**
 * A button that asks the browser for a passkey: to add one (registration) or to prove one (the
 * sign-in's second step). SimpleWebAuthn's browser part is loaded when the button is pressed, so
 * no other page carries it; the browser's answer is sent as a form (`credential`) to the page's
 * action, with `fields` beside it.
 */
import { useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import { useAdminFrame } from "~/lib/admin/i18n";

type Options = Record<string, unknown>;

export function PasskeyButton({
  mode,
  options,
  fields,
  className,
  children,
}: {
  mode: "register" | "authenticate";
  options: Options;
  fields: Record<string, string>;
  className: string;
  children: React.ReactNode;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useAdminFrame().passkey;
  async function ask() {
    setProblem(null);
    setBusy(true);
    try {
      const webauthn = await import("@simplewebauthn/browser");
      if (!webauthn.browserSupportsWebAuthn()) {
        setProblem(t.unsupported);
        return;
      }
      const credential =
        mode === "register"
          ? await webauthn.startRegistration({ optionsJSON: options as never })
          : await webauthn.startAuthentication({ optionsJSON: options as never });
      await submit({ ...fields, credential: JSON.stringify(credential) }, { method: "post" });
    } catch (error) {
      const name = (error as Error).name;
      setProblem(
        name === "NotAllowedError" || name === "AbortError"
          ? t.notUsed
          : name === "InvalidStateError"
            ? t.added
            : t.failed,
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <button type="button" onClick={ask} disabled={busy || navigation.state === "submitting"} className={className}>
        {children}
      </button>
      {problem ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-accent">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
