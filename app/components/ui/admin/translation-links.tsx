import { Link } from "react-router";
import * as adminHref from "~/lib/admin/href";

/** From an item's editor to its German and Japanese; `label` in the editor's language. */
export function TranslationsLink({ entity, id, label }: { entity: string; id: string; label: string }) {
  return (
    <Link to={adminHref.translationEdit({ entity, id })} className="text-sm font-semibold text-accent underline">
      {label}
    </Link>
  );
}
