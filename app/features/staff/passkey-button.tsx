/**
 * A button that asks the browser for a passkey: to add one (registration) or to prove one (the
 * sign-in's second step). SimpleWebAuthn's browser part is loaded when the button is pressed, so
 * no other page carries it; the browser's answer is sent as a form (`credential`) to the page's
 * action, with `fields` beside it.
 */
import { useState } from "react";
import { useNavigation, useSubmit } from "react-router";

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
  async function ask() {
    setProblem(null);
    setBusy(true);
    try {
      const webauthn = await import("@simplewebauthn/browser");
      if (!webauthn.browserSupportsWebAuthn()) {
        setProblem("This browser cannot use passkeys.");
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
          ? "No passkey was used. Try again when you are ready."
          : name === "InvalidStateError"
            ? "This passkey is already added."
            : "The passkey did not work. Try again or use another way.",
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
