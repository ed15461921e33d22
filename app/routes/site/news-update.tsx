import { data } from "react-router";
import { RouteErrorBoundary } from "~/components/ui/route-error";

/** Update articles are published from the admin; an id that does not exist is a 404. */
export function loader() {
  throw data("Not Found", { status: 404 });
}

export default function UpdateArticle() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
