/** The site's pager with the admin's words, in the editor's language. */
import type { ComponentProps } from "react";
import { Pager } from "~/components/ui/pager";
import { useAdminFrame } from "~/lib/admin/i18n";

export function AdminPager(props: Omit<ComponentProps<typeof Pager>, "words">) {
  return <Pager {...props} words={useAdminFrame().pager} />;
}
