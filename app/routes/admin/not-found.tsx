import { data, Link } from "react-router";
import * as adminHref from "~/lib/admin/href";
import { useAdminFrame } from "~/lib/admin/i18n";

/** Unknown admin paths: 404 inside the admin (after the session check, so nothing leaks). */
export function loader() {
  throw data("Not Found", { status: 404 });
}

export default function AdminNotFound() {
  const t = useAdminFrame().layout;
  return (
    <p>
      <Link to={adminHref.dashboard()}>{t.backToDashboard}</Link>
    </p>
  );
}
