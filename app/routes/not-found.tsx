import type { Route } from "./+types/not-found";
import type { ScreenHandle } from "~/chrome/SiteLayout";
import { RouteErrorBoundary } from "~/errors/RouteErrorBoundary";
import { notFound } from "~/errors/http-errors";
import { commonText } from "~/i18n/messages";
import { pageMeta } from "~/seo/meta";

/** The catch-all: a URL that matches no screen is a 404, inside the site's chrome. */
export function loader(): never {
  notFound();
}

/** Shorter than a screen: its footer is in view from the start, and is not deferred (SiteLayout). */
export const handle: ScreenHandle = { footerInView: true };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { it: commonText("it", "error.notFoundTitle"), en: commonText("en", "error.notFoundTitle") }, { noindex: true });

export default function NotFound() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
