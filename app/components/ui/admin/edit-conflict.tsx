import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import type { Conflict } from "~/lib/admin/conflict";
import { fill, useAdminFormats, useAdminFrame } from "~/lib/admin/i18n";
import { FieldComparison } from "./field-comparison";

/**
 * The hidden field that names the version of the record the form was loaded from. After a refused
 * save it names the version the editor was shown (their input is kept; a save after merging goes
 * through), after a save refused for another reason the version they loaded: never a newer one they
 * have not seen.
 */
export function VersionField({ loaded, result }: { loaded: number; result?: SubmissionResult<string[]> | null }) {
  const sent = result?.initialValue?.version;
  return <input type="hidden" name="version" value={typeof sent === "string" ? sent : String(loaded)} readOnly />;
}

/** Someone else saved the record since the editor loaded it: who, when, and both versions of each field. */
export function EditConflictNotice({ conflict }: { conflict: Conflict }) {
  const t = useAdminFrame().conflict;
  const { dateTime } = useAdminFormats();
  return (
    <section
      role="alert"
      aria-labelledby="conflict-title"
      className="mb-6 rounded-2xl border-2 border-amber-600/50 bg-amber-50 p-5 text-sm text-ink"
    >
      <h2 id="conflict-title" className="text-base font-bold">
        {conflict.at
          ? fill(t.titleOn, { by: conflict.by, at: dateTime(conflict.at) })
          : fill(t.titleMeanwhile, { by: conflict.by })}
      </h2>
      <p className="mt-1">{t.intro}</p>
      {conflict.fields.length > 0 ? (
        <FieldComparison
          caption={t.caption}
          headings={[t.theirs, t.yours]}
          rows={conflict.fields.map((f) => ({ key: f.name, label: f.label, first: f.theirs, second: f.yours }))}
          borders={["border-amber-600/30", "border-amber-600/20"]}
        />
      ) : (
        <p className="mt-3">{t.same}</p>
      )}
    </section>
  );
}

/**
 * Errors of the whole form rather than one field (a stale form, say). A long form is saved from its
 * foot, and the answer shows at its head: when the save button still has focus (no field took it
 * for its own error), the errors take focus, which brings them into view and reads them out.
 */
export function FormErrors({ errors }: { errors?: string[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (errors?.length && (!active || active === document.body || active.matches("button, [type=submit]")))
      box.current?.focus();
  }, [errors]);
  if (!errors?.length) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="mb-6 scroll-mt-24 rounded-lg border border-red-700/40 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}
