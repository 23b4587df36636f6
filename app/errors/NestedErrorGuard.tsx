import { Component, type ErrorInfo, type ReactNode } from "react";

interface State {
  error: unknown;
}

/**
 * The last line of defence (the error catalogue's "error while showing the error page"): when rendering the
 * error page itself fails, show a plain page with the spec's sentences, the error's details, and a link home.
 * No context, no i18n, no router: nothing here can fail again.
 */
export class NestedErrorGuard extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("[error page] rendering the error page failed", error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <NestedErrorFallback error={this.state.error} />;
  }
}

export function NestedErrorFallback({ error }: { error: unknown }) {
  const details = error instanceof Error ? error.message : String(error);
  return (
    <main id="main" className="error-fallback">
      <h1>An error occurred while showing the error page</h1>
      <p>Unfortunately an error occurred and while showing the error page another error occurred</p>
      <details>
        <summary>Error details</summary>
        <pre>{details}</pre>
      </details>
      <p>
        <a href="/">Go back to home</a>
      </p>
    </main>
  );
}
