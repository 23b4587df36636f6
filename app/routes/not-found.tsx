import type { Route } from "./+types/not-found";
import { RouteErrorBoundary } from "~/errors/RouteErrorBoundary";
import { notFound } from "~/errors/http-errors";
import { commonText } from "~/i18n/messages";
import { pageMeta } from "~/seo/meta";

/** The catch-all: a URL that matches no screen is a 404, inside the site's chrome. */
export function loader(): never {
  notFound();
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(
    { matches, location },
    { it: commonText("it", "error.notFoundTitle"), en: commonText("en", "error.notFoundTitle") },
    { noindex: true },
  );

export default function NotFound() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
