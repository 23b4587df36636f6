import type { AuthConfig } from "sanity";
import { projectHost } from "./local-client";

/**
 * The Studio's login against the embedded content service: one provider, the service's password
 * page, chosen without a click. The page answers by sending the browser back to the Studio with
 * `#token=…`, which the Studio keeps (token login: no cookie, so the API may be another origin).
 * Decision 0082.
 */
export function localAuth(apiHost: string, projectId: string): AuthConfig {
  // The Studio's client talks to `<projectId>.<host>`: the login page is on the same host, so the
  // browser has one origin to reach for the whole of the service.
  const origin = projectHost(apiHost, projectId);
  return {
    loginMethod: "token",
    redirectOnSingle: true,
    mode: "replace",
    providers: [{ name: "salone-local", title: "Salone editor (password)", url: `${origin}/auth/login` }],
  };
}
