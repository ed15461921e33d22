import { data, Link } from "react-router";

/** Unknown admin paths: 404 inside the admin (after the session check, so nothing leaks). */
export function loader() {
  throw data("Not Found", { status: 404 });
}

export default function AdminNotFound() {
  return (
    <p>
      <Link to="/admin">Back to the dashboard</Link>
    </p>
  );
}
