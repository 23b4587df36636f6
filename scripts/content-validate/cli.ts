/**
 * npm run content:validate [file, directory or export archive] [--strict]: the dataset against the
 * Studio's schema, offline. Default: CONTENT_DATA_DIR or demo-dataset/, dataset SANITY_DATASET or
 * production; a `sanity dataset export` archive (.tar.gz or its folder) as an import would make it. Prints each
 * problem by document id and field path; exits 1 on an error, and with --strict on a warning too.
 */
import { relative } from "node:path";
import { loadDataset } from "./dataset";
import { validateDocuments, type Issue } from "./validate";

export async function run(
  args: string[],
  env: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<number> {
  const strict = args.includes("--strict");
  const target = args.find((arg) => !arg.startsWith("--")) ?? env.CONTENT_DATA_DIR ?? "demo-dataset";
  const started = performance.now();
  const unread: string[] = [];
  const { file, documents } = await loadDataset(target, env.SANITY_DATASET || "production", (line) =>
    unread.push(line),
  );
  const issues = await validateDocuments(documents);
  const errors = issues.filter((i) => i.level === "error");
  for (const line of unread) print(`error   ${line}`);
  const warnings = issues.filter((i) => i.level === "warning");
  const line = (i: Issue) =>
    `${i.level === "error" ? "error  " : "warning"} ${i.id} ${i.path || "(document)"}: ${i.message}`;
  for (const issue of [...errors, ...warnings]) print(line(issue));
  const untranslated = missingTranslations(warnings);
  if (untranslated.length) {
    print(
      `warning ${untranslated.length} ${untranslated.length === 1 ? "document misses" : "documents miss"} English text (the English site shows the Italian, marked lang="it"):`,
    );
    for (const { id, fields } of untranslated) print(`warning   ${id}: ${fields.join(", ")}`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const errorCount = errors.length + unread.length;
  print(
    `${relative(process.cwd(), file) || file}: ${documents.length} documents, ${errorCount} errors, ${warnings.length} warnings${strict ? " (strict)" : ""} in ${seconds} s`,
  );
  return errorCount > 0 || (strict && warnings.length > 0) ? 1 : 0;
}

/**
 * The documents with a missing English text, each with its fields: the translator's list. These are
 * warnings, never errors (a venue may publish a dish before its translation); the fields' warnings
 * above already count them, so the list adds none.
 */
export function missingTranslations(warnings: Issue[]): { id: string; fields: string[] }[] {
  const byDocument = new Map<string, string[]>();
  for (const issue of warnings) {
    if (!/(^|\.)en$/.test(issue.path)) continue;
    const fields = byDocument.get(issue.id) ?? [];
    fields.push(issue.path.replace(/\.en$/, ""));
    byDocument.set(issue.id, fields);
  }
  return [...byDocument].map(([id, fields]) => ({ id, fields })).sort((a, b) => a.id.localeCompare(b.id));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run(process.argv.slice(2), process.env, (line) => console.log(line)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}
