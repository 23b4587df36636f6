import { createClient, type ClientConfig, type SanityClient } from "@sanity/client";

/**
 * The Studio's client for the embedded service: the service's own host (`<projectId>.localhost`,
 * the one whose certificate the editor accepted on the login page) given whole, rather than the
 * project id put before `apiHost` by the client. The requests go where they went; what changes is
 * the image URL builder, which takes its base from `apiHost` and so asked for the desk's thumbnails
 * and the form's pictures at `https://localhost:<port>`, a host the browser was never told to trust.
 */
export function localClientFactory(apiHost: string, projectId: string): (options: ClientConfig) => SanityClient {
  const host = projectHost(apiHost, projectId);
  return (options) => createClient({ ...options, apiHost: host, useProjectHostname: false });
}

/** `https://<projectId>.<host>:<port>`: where Sanity's client sends a project's requests. */
export function projectHost(apiHost: string, projectId: string): string {
  const url = new URL(apiHost);
  url.hostname = `${projectId}.${url.hostname}`;
  return url.origin;
}
