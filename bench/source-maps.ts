/**
 * What a content source map costs, and how much of each site query it maps: for each of the site's
 * queries (one parameter set per query), the median time of the evaluation alone and with its
 * source map (the marked copy already built), and the strings of the result, mapped or not.
 * Run: npx tsx bench/source-maps.ts [rounds]
 */
import { parse } from "groq-js";
import { evaluateOnView } from "../content-service/query-evaluate.ts";
import { prepareQuery } from "../content-service/query-prepare.ts";
import {
  demoDocuments,
  demoViews,
  encodeAndDecode,
  siteQueries,
} from "../content-service/fixtures/source-map-fixture.ts";
import { sourceMap } from "../content-service/source-map.ts";

const rounds = Number(process.argv[2] ?? 30);
const documents = demoDocuments();
const view = demoViews(documents).published;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// One parameter set per query (the first page, entry, article, event), and the home page.
const seen = new Set<string>();
const queries = siteQueries(documents).filter(({ name }) => {
  const family = name.split(" ")[0]!;
  if (name === "PAGE_QUERY home" || !seen.has(family)) return (seen.add(family), true);
  return false;
});

const coldStart = performance.now();
const first = queries[0]!;
await sourceMap(parse(first.query, { params: first.params }), view, null, "true", { params: first.params });
console.log(
  `first source map of the view (marks a copy, indexes it): ${(performance.now() - coldStart).toFixed(1)} ms`,
);
console.log("query | strings | in the map | encoded by stega | not in the map, by field | off ms | on ms | ratio");
for (const { name, query, params } of queries) {
  const { tree, key } = prepareQuery(query, params);
  const options = { params, key };
  const off: number[] = [];
  const on: number[] = [];
  let result: unknown;
  let map;
  for (let i = 0; i < rounds; i++) {
    let start = performance.now();
    result = await evaluateOnView(tree, view, options);
    off.push(performance.now() - start);
    start = performance.now();
    result = await evaluateOnView(tree, view, options);
    map = await sourceMap(tree, view, result, "true", options);
    on.push(performance.now() - start);
  }
  const strings = encodeAndDecode(result, map!);
  const mapped = new Set(Object.keys(map!.mappings).map((path) => path.replace(/\['([^']*)'\]/g, ".$1")));
  const unmapped = strings.filter((s) => !mapped.has(s.resultPath));
  const encoded = strings.filter((s) => s.decoded).length;
  const reasons = new Map<string, number>();
  for (const s of unmapped) {
    const field = s.resultPath
      .split(".")
      .at(-1)!
      .replace(/\[\d+\]/g, "");
    reasons.set(field, (reasons.get(field) ?? 0) + 1);
  }
  const why = [...reasons].map(([field, n]) => `${field}×${n}`).join(" ");
  const [a, b] = [median(off), median(on)];
  console.log(
    `${name} | ${strings.length} | ${strings.length - unmapped.length} | ${encoded} | ${why} | ${a.toFixed(2)} | ${b.toFixed(2)} | ${(b / a).toFixed(2)}`,
  );
}
