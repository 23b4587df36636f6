/**
 * What a query costs the embedded content service per request when `$now` is new each time (a
 * page-cache miss a minute later): parsing and evaluating the page and events queries.
 *
 *   npx tsx bench/query-parse.ts [rounds=15] [--against <other checkout>]
 *
 * 1. In this process, with this tree's evaluator, CPU time (process.cpuUsage) of one request under
 *    two policies, taking turns: "parsed per request" (every parameter folded at parse, the plan
 *    made again: what the service did while its cache kept a query only under its text and every
 *    parameter, up to 16 KB) and "kept" (content-service/query-prepare.ts, the plans' cache).
 * 2. With --against, the two services side by side over HTTP (the other checkout's service with its
 *    own queries, this one's with these), taking turns: each query's first request and the median
 *    of the next ones, each with a new `$now`, wall time through the site's content client.
 */
import { evaluateOnView, indexViews } from "../content-service/query-evaluate.ts";
import { prepareQuery } from "../content-service/query-prepare.ts";
import { buildViews } from "../content-service/perspectives.ts";
import { demoDocuments } from "../content-service/fixtures/source-map-fixture.ts";
import { createContentClient, type ContentClient } from "../app/content-client/protocol.server";
import { machineLine, median, ms, ratio, table } from "./support/stats";
import { parse } from "groq-js";
import type * as ServiceModule from "../content-service/service.ts";
import { resolve } from "node:path";
import { temporaryDir } from "../tests/support/temp-dir";

const args = process.argv.slice(2);
const againstAt = args.indexOf("--against");
const against = againstAt >= 0 ? resolve(args[againstAt + 1]!) : undefined;
const rounds = Number(args.find((a, i) => /^\d+$/.test(a) && i !== againstAt + 1) ?? 15);
const here = resolve(import.meta.dirname, "..");

interface Tree {
  label: string;
  queries: { PAGE_QUERY: string; EVENTS_QUERY: string };
}

async function queriesOf(root: string) {
  const blocks = (await import(`${root}/app/blocks/queries.ts`)) as { PAGE_QUERY: string };
  const events = (await import(`${root}/app/events/queries.ts`)) as { EVENTS_QUERY: string };
  return { PAGE_QUERY: blocks.PAGE_QUERY, EVENTS_QUERY: events.EVENTS_QUERY };
}

const trees: Tree[] = [{ label: "this", queries: await queriesOf(here) }];
if (against) trees.unshift({ label: "other", queries: await queriesOf(against) });

/** A new minute for every request, as the site's `queryNow` gives a minute later. */
let minute = Date.parse("2026-11-28T12:00:00.000Z");
const nextNow = () => new Date((minute += 60_000)).toISOString();

const cases = (queries: Tree["queries"]) => [
  { name: "page: home, it", query: queries.PAGE_QUERY, params: () => ({ slug: "home", now: nextNow(), locale: "it" }) },
  { name: "page: home, en", query: queries.PAGE_QUERY, params: () => ({ slug: "home", now: nextNow(), locale: "en" }) },
  {
    name: "page: gifts, en",
    query: queries.PAGE_QUERY,
    params: () => ({ slug: "gifts", now: nextNow(), locale: "en" }),
  },
  {
    name: "events, page 1, en",
    query: queries.EVENTS_QUERY,
    params: () => ({ now: nextNow(), upcomingLimit: 24, start: 0, end: 9, locale: "en" }),
  },
];

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

console.log(machineLine());
const view = indexViews(buildViews(demoDocuments())).published;
const policies = {
  "parsed per request": async (query: string, params: Record<string, unknown>) =>
    evaluateOnView(parse(query, { params }), view, { params }),
  kept: async (query: string, params: Record<string, unknown>) => {
    const { tree, key } = prepareQuery(query, params);
    return evaluateOnView(tree, view, { params, key });
  },
};
const WARM_UP = 5;
const rows: string[][] = [];
for (const tree of trees) {
  for (const c of cases(tree.queries)) {
    const times: Record<keyof typeof policies, number[]> = { "parsed per request": [], kept: [] };
    const params = c.params();
    const answers = await Promise.all(
      Object.values(policies).map(async (run) => JSON.stringify(await run(c.query, params))),
    );
    if (answers[0] !== answers[1]) throw new Error(`${c.name}: the two policies answer differently`);
    for (let round = 0; round < WARM_UP + rounds; round++) {
      for (const [name, run] of Object.entries(policies) as [
        keyof typeof policies,
        (q: string, p: Record<string, unknown>) => Promise<unknown>,
      ][]) {
        const params = c.params();
        const start = cpuMs();
        await run(c.query, params);
        // The first rounds warm the JIT (and, for "kept", parse): a first request is measured below, through
        // each service.
        if (round >= WARM_UP) times[name].push(cpuMs() - start);
      }
    }
    const before = median(times["parsed per request"]);
    const after = median(times.kept);
    rows.push([
      `${c.name} (${tree.label}'s text, ${c.query.length.toLocaleString("en")} chars)`,
      ms(before),
      ms(after),
      ratio(after / before),
    ]);
  }
}
console.log(`\nCPU per request in this process, medians of ${rounds}, taking turns:`);
console.log(table(["query", "parsed per request", "kept", "kept / per request"], rows, ["l", "r", "r", "r"]));

if (against) {
  const quiet = { info() {}, warn() {}, error: console.error };
  const start = async (root: string) => {
    const { startContentService } = (await import(`${root}/content-service/service.ts`)) as typeof ServiceModule;
    // A fresh database each (the service before the store ignores the option), removed at the end.
    const dbDir = temporaryDir("salone-bench-parse-db-");
    const service = await startContentService({ port: 0, logger: quiet, dbDir: dbDir.path });
    return { ...service, close: () => service.close().finally(() => dbDir.remove()) };
  };
  const services = [await start(against), await start(here)];
  const clients: ContentClient[] = services.map((s) =>
    createContentClient({
      apiUrl: s.url,
      cdnUrl: s.url,
      dataset: "production",
      apiVersion: "2025-02-19",
      useCdn: false,
      timeoutMs: 10_000,
    }),
  );
  const serviceRows: string[][] = [];
  const perTree = trees.map((t) => cases(t.queries));
  for (let i = 0; i < perTree[0]!.length; i++) {
    const firsts: number[] = [];
    const rest: number[][] = [[], []];
    for (let round = 0; round < rounds + 1; round++) {
      for (const side of [0, 1]) {
        const c = perTree[side]![i]!;
        const t0 = performance.now();
        await clients[side]!.fetch(c.query, c.params());
        const elapsed = performance.now() - t0;
        if (round === 0) firsts[side] = elapsed;
        else rest[side]!.push(elapsed);
      }
    }
    const [m0, m1] = rest.map(median) as [number, number];
    serviceRows.push([perTree[1]![i]!.name, ms(firsts[0]!), ms(firsts[1]!), ms(m0), ms(m1), ratio(m1 / m0)]);
  }
  await Promise.all(services.map((s) => s.close()));
  console.log(
    `\nThrough each service (other: ${against}), wall time, a new $now each request, medians of ${rounds} after the first:`,
  );
  console.log(
    table(["query", "first, other", "first, this", "next, other", "next, this", "this / other"], serviceRows, [
      "l",
      "r",
      "r",
      "r",
      "r",
      "r",
    ]),
  );
}
