/** What an editor sees of a form kept over a session end: on the sign-in page, and back in the editor. */
import type { SubmissionResult } from "@conform-to/react";

const box = "mt-4 rounded-lg border border-amber-600/40 bg-amber-50 p-3 text-sm text-ink";

export type KeptDraftSignInProps = { draft: "too-large" | { droppedFiles: string[] } };

/** The sign-in page, after a form was sent with an ended session. */
export function KeptDraftSignIn({ draft }: KeptDraftSignInProps) {
  if (draft === "too-large") {
    return (
      <p role="alert" className={box}>
        Your session ended before your changes were saved, and the form was too large to keep (more than 256 KB of
        text): nothing of it is kept. Sign in to continue.
      </p>
    );
  }
  return (
    <div role="status" className={box}>
      <p className="font-semibold">Your session ended before your changes were saved.</p>
      <p className="mt-1">
        What you typed is kept on this browser: sign in and you return to the form with it, to check and save.
      </p>
      {draft.droppedFiles.length ? (
        <p className="mt-1">Files you had chosen are not kept: choose them again after signing in.</p>
      ) : null}
    </div>
  );
}

export type RestoredDraft = { result: SubmissionResult<string[]>; droppedFiles: string[] } | null;

/** The editor page, showing a kept form: what it is, and that it is not saved yet. */
export function KeptDraftNotice({ draft }: { draft: RestoredDraft | undefined }) {
  if (!draft) return null;
  return (
    <div role="status" className="mb-6 rounded-2xl border-2 border-amber-600/50 bg-amber-50 p-5 text-sm text-ink">
      <p className="text-base font-bold">Not saved yet: this is what you typed before your session ended.</p>
      <p className="mt-1">Check it and press Save. If someone changed this meanwhile, the save shows you both.</p>
      {draft.droppedFiles.length ? (
        <p className="mt-1">Files you had chosen were not kept: choose them again.</p>
      ) : null}
    </div>
  );
}

/** The form's last result: the action's answer, else the kept form being restored. */
export function draftOr<R>(actionResult: R | undefined, draft: RestoredDraft | undefined) {
  return actionResult ?? (draft?.result as R | undefined);
}

/**
 * The values of a checkbox group in a form's last result: a form sends one checked box as a
 * single value, which Conform hands back as a string, not a list of one.
 */
export function checkedValues(initialValue: unknown): string[] | undefined {
  if (initialValue === undefined || initialValue === null) return undefined;
  return [initialValue].flat().filter((v): v is string => typeof v === "string");
}
