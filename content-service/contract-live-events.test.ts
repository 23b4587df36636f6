/**
 * The Live Content API stream, as @sanity/client's `live.events()` reads it (the Studio's
 * Presentation tool opens it and crashes on anything but a stream): welcome first, then heartbeats;
 * drafts' events only with a token; a dataset that is not there, 404.
 */
import type { SanityClient } from "@sanity/client";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startFixtureService, type FixtureService } from "./fixtures/service.ts";
import { serviceClient } from "./fixtures/client.ts";

const READ_TOKEN = "live-read-token-0123456789";

let service: FixtureService;
let anonymous: SanityClient;

beforeAll(async () => {
  service = await startFixtureService({ token: READ_TOKEN, listenHeartbeatMs: 50 });
  anonymous = serviceClient(service.url);
});

afterAll(async () => {
  await service?.stop();
});

test("live.events() is welcomed, with drafts for a token", async () => {
  for (const [client, includeDrafts] of [
    [anonymous, false],
    [anonymous.withConfig({ token: READ_TOKEN }), true],
  ] as const) {
    const first = await new Promise<{ type: string }>((resolve, reject) => {
      const subscription = client.live.events({ includeDrafts, tag: "presentation-loader" }).subscribe({
        next(event) {
          subscription.unsubscribe();
          resolve(event);
        },
        error: reject,
      });
    });
    expect(first.type).toBe("welcome");
  }
});

test("the stream keeps itself alive with comment lines, as an event stream", async () => {
  const controller = new AbortController();
  const response = await fetch(`${service.url}/v2025-02-19/data/live/events/production?includeDrafts=true`, {
    headers: { authorization: `Bearer ${READ_TOKEN}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  let text = "";
  while (!text.includes(":\n\n")) text += new TextDecoder().decode((await reader.read()).value);
  controller.abort();
  expect(text.startsWith("event: welcome\ndata: {}\n\n")).toBe(true);
});

test("drafts' events without a token, an unknown dataset and a write are refused with a 4xx", async () => {
  const url = `${service.url}/v2025-02-19/data/live/events`;
  const noToken = await fetch(`${url}/production?includeDrafts=true`);
  expect(noToken.status).toBe(401);
  expect(((await noToken.json()) as { message: string }).message).toMatch(/token/);
  const wrongToken = await fetch(`${url}/production`, { headers: { authorization: "Bearer not-a-token" } });
  expect(wrongToken.status).toBe(401);
  const missing = await fetch(`${url}/nowhere`, { headers: { authorization: `Bearer ${READ_TOKEN}` } });
  expect(missing.status).toBe(404);
  await missing.body?.cancel();
  const post = await fetch(`${url}/production`, { method: "POST" });
  expect(post.status).toBe(405);
  await post.body?.cancel();
});
