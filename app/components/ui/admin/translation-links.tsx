import { Link } from "react-router";

/** The admin's editor of an item's translations (the id may hold a slash: "sound/voice"). */
export const translationEditHref = (entity: string, id: string) =>
  `/admin/translations/edit?${new URLSearchParams({ entity, id })}`;

/** From an item's editor to its German and Japanese; `label` in the editor's language. */
export function TranslationsLink({ entity, id, label }: { entity: string; id: string; label: string }) {
  return (
    <Link to={translationEditHref(entity, id)} className="text-sm font-semibold text-accent underline">
      {label}
    </Link>
  );
}
