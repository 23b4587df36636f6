import { useRouteError } from "react-router";
import { ErrorPage } from "./ErrorPage";
import { NestedErrorGuard } from "./NestedErrorGuard";

/** The error boundary every screen exports: the error page inside the site's chrome. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <NestedErrorGuard>
      <ErrorPage error={error} />
    </NestedErrorGuard>
  );
}
