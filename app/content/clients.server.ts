import { config } from "~/config.server";
import { createContentClient, type ContentClient } from "./client.server";

/**
 * The two clients of section 7: production (CDN on, no token, no credentials)
 * and preview (CDN off, drafts perspective, may carry the read token).
 * This module is server-only (*.server.ts): the token never reaches browser code.
 */
let production: ContentClient | undefined;
let preview: ContentClient | undefined;

export function contentClient(): ContentClient {
  const c = config().content;
  production ??= createContentClient({
    apiUrl: c.apiUrl,
    cdnUrl: c.cdnUrl,
    dataset: c.dataset,
    apiVersion: c.apiVersion,
    useCdn: c.useCdn,
    token: undefined,
    withCredentials: false,
    perspective: "published",
    timeoutMs: c.timeoutMs,
  });
  return production;
}

export function previewClient(): ContentClient {
  const c = config().content;
  preview ??= createContentClient({
    apiUrl: c.apiUrl,
    cdnUrl: c.cdnUrl,
    dataset: c.dataset,
    apiVersion: c.apiVersion,
    useCdn: false,
    token: c.token,
    withCredentials: c.withCredentials,
    perspective: "drafts",
    timeoutMs: c.timeoutMs,
  });
  return preview;
}
