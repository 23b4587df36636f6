/**
 * The demo dataset (demo-dataset/production.ndjson) queried in-process, for component tests that want the
 * site's real content: the site's own GROQ (app/blocks/queries.ts, app/chrome/queries.ts) evaluated with
 * groq-js over the published perspective, as the embedded content service does it, so a test sees exactly the
 * shape a loader receives (references and images resolved by the real projection). Tests only: the site
 * itself reaches content over HTTP through its content client.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import { parseNdjson } from "../../content-service/dataset.ts";
import type { Logger } from "../../content-service/http.ts";
import { buildViews, type View } from "../../content-service/perspectives.ts";
import { PAGE_QUERY } from "../../app/blocks/queries.ts";
import { SETTINGS_QUERY } from "../../app/chrome/queries.ts";
import type { ContentBlock, PageDocument, SiteSettings } from "../../app/content-client/types.ts";
import type { Locale } from "../../site/locales.ts";

const DATASET_FILE = path.resolve(import.meta.dirname, "../../demo-dataset/production.ndjson");

let published: View | undefined;

function publishedView(): View {
  if (!published) {
    const quiet: Logger = { info() {}, warn() {}, error() {} };
    published = buildViews(parseNdjson(readFileSync(DATASET_FILE, "utf8"), DATASET_FILE, quiet)).published;
  }
  return published;
}

/** Runs a GROQ query over the published demo dataset, with `$params`, and returns its result. */
export async function queryDemo<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
  const view = publishedView();
  const value = await evaluate(parse(query, { params }), {
    dataset: view.documents,
    params,
    dereference: ({ _ref }) => view.byId.get(_ref) ?? null,
    sanity: { projectId: "salone", dataset: "production" },
  });
  return (await value.get()) as T;
}

/**
 * The dataset's present: its last changes are of late November 2026, and its events are over or to
 * come relative to this day (demo-dataset/scripts/copy-events.ts). Tests that read events pin it.
 */
export const DATASET_NOW = "2026-11-25T12:00:00.000Z";

/** The demo site as its loaders receive it in `locale`: every page through PAGE_QUERY, and the site settings. */
export interface DemoSite {
  pages: PageDocument[];
  settings: SiteSettings;
}

export async function demoSite(locale: Locale): Promise<DemoSite> {
  const slugs = await queryDemo<string[]>(
    `*[_type == "page" && defined(slug.current)] | order(slug.current asc).slug.current`,
  );
  const pages = await Promise.all(
    slugs.map((slug) => queryDemo<PageDocument>(PAGE_QUERY, { slug, now: DATASET_NOW, locale })),
  );
  return { pages, settings: await queryDemo<SiteSettings>(SETTINGS_QUERY, { locale }) };
}

/**
 * The first block of `type` in the demo site that `where` accepts: the pages' blocks (those inside a
 * band included), then the chrome of the site settings. Throws when there is none, so a test cannot
 * pass on an empty block. `T` names the fields the test reads (tests only: a cast, not a schema).
 */
export function demoBlock<T extends object = object>(
  site: DemoSite,
  type: string,
  where: (block: ContentBlock & T) => unknown = () => true,
): ContentBlock & T {
  const all: ContentBlock[] = [];
  const walk = (blocks: ContentBlock[] | null | undefined) => {
    for (const block of blocks ?? []) {
      all.push(block);
      if (block._type === "background") walk(block.blocks);
    }
  };
  for (const page of site.pages) walk(page.blocks);
  for (const block of Object.values(site.settings.chrome ?? {}))
    if (block && typeof block === "object") all.push(block as ContentBlock);
  const found = all.find((block) => block._type === type && where(block as ContentBlock & T));
  if (!found) throw new Error(`the demo dataset has no "${type}" block the test can use`);
  return found as ContentBlock & T;
}
