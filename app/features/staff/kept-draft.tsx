/** What an editor sees of a form kept over a session end: on the sign-in page, and back in the editor. */
import type { SubmissionResult } from "@conform-to/react";
import { useAdminFrame } from "~/lib/admin/i18n";

const box = "mt-4 rounded-lg border border-amber-600/40 bg-amber-50 p-3 text-sm text-ink";

export type KeptDraftSignInProps = { draft: "too-large" | { droppedFiles: string[] } };

/** The sign-in page, after a form was sent with an ended session. */
export function KeptDraftSignIn({ draft }: KeptDraftSignInProps) {
  const t = useAdminFrame().keptDraft;
  if (draft === "too-large") {
    return (
      <p role="alert" className={box}>
        {t.tooLarge}
      </p>
    );
  }
  return (
    <div role="status" className={box}>
      <p className="font-semibold">{t.ended}</p>
      <p className="mt-1">{t.kept}</p>
      {draft.droppedFiles.length ? <p className="mt-1">{t.filesSignIn}</p> : null}
    </div>
  );
}

export type RestoredDraft = { result: SubmissionResult<string[]>; droppedFiles: string[] } | null;

/** The editor page, showing a kept form: what it is, and that it is not saved yet. */
export function KeptDraftNotice({ draft }: { draft: RestoredDraft | undefined }) {
  const t = useAdminFrame().keptDraft;
  if (!draft) return null;
  return (
    <div role="status" className="mb-6 rounded-2xl border-2 border-amber-600/50 bg-amber-50 p-5 text-sm text-ink">
      <p className="text-base font-bold">{t.notSaved}</p>
      <p className="mt-1">{t.check}</p>
      {draft.droppedFiles.length ? <p className="mt-1">{t.files}</p> : null}
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
