/**
 * A broken event document (no start, an end before its start) never breaks a page: its own page and
 * calendar file are 404s, the listing, the feeds and the home page leave it out, and each time the
 * server logs a warning that names the document and what is wrong with it.
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ROOT } from "../tests/e2e/support/stack";
import { DATASET_NOW } from "../tests/support/demo-dataset";
import { startStack, type Stack } from "../tests/support/server";

let dir: string;
let stack: Stack;

const CLOCK = { "x-salone-clock": DATASET_NOW };
const broken = (slug: string, fields: Record<string, unknown>) => ({
  _id: `event-${slug}`,
  _type: "event",
  _createdAt: "2026-11-18T10:00:00.000Z",
  _updatedAt: "2026-11-18T10:00:00.000Z",
  _rev: "broken",
  slug: { _type: "slug", current: slug },
  title: { _type: "localeString", it: `Evento rotto ${slug}`, en: `Broken event ${slug}` },
  description: { _type: "localeText", it: "Rotto.", en: "Broken." },
  free: true,
  ...fields,
});

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "salone-broken-events-"));
  const demo = readFileSync(path.join(ROOT, "demo-dataset", "production.ndjson"), "utf8").trimEnd();
  const extra = [
    broken("senza-inizio", { end: "2027-05-02T20:00:00.000Z" }),
    broken("alla-rovescia", { start: "2027-05-02T20:00:00.000Z", end: "2027-05-02T18:00:00.000Z" }),
  ];
  writeFileSync(path.join(dir, "production.ndjson"), `${demo}\n${extra.map((d) => JSON.stringify(d)).join("\n")}\n`);
  for (const kind of ["images", "files"]) symlinkSync(path.join(ROOT, "demo-dataset", kind), path.join(dir, kind));
  stack = await startStack({ LOG_LEVEL: "warn" }, { CONTENT_DATA_DIR: dir });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const get = (pathname: string) => fetch(`${stack.url}${pathname}`, { headers: CLOCK });

test("a broken event's page and calendar file are 404s, with a warning naming it and why", async () => {
  for (const [slug, problem] of [
    ["senza-inizio", "no start"],
    ["alla-rovescia", "ends before it starts"],
  ] as const) {
    for (const pathname of [`/events/${slug}`, `/en/events/${slug}`, `/events/${slug}/calendar.ics`]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      await response.body?.cancel();
    }
    const line = stack.site
      .output()
      .split("\n")
      .find((l) => l.includes("event skipped") && l.includes(slug));
    expect(line, slug).toBeDefined();
    expect(line).toContain(problem);
  }
});

test("the listing, the calendar feed, the journal's feed, the sitemap and the home page leave a broken event out", async () => {
  for (const pathname of [
    "/events",
    "/en/events",
    "/events/calendar.ics",
    "/en/journal/feed.xml",
    "/sitemap.xml",
    "/",
    "/en",
  ]) {
    const response = await get(pathname);
    expect(response.status, pathname).toBe(200);
    const text = await response.text();
    expect(text, pathname).not.toContain("alla-rovescia");
    expect(text, pathname).not.toContain("senza-inizio");
  }
  // The one ending before it starts still ends after "now": the listing met it, and said so.
  expect(stack.site.output()).toMatch(
    /event skipped.*alla-rovescia.*ends before it starts|event skipped.*ends before it starts.*alla-rovescia/,
  );
});
