/**
 * npm run typegen [-- --check]: the content types of the site, from the Studio's schema, with no
 * network and no Sanity login.
 * 1. The schema, as `sanity schema extract` writes it, into studio/schema.json. (That command first
 *    asks the project's API who the user is, so it fails offline; the extraction itself is local:
 *    the workspace's compiled schema through extractSchema, which is what the command runs inside.)
 * 2. `sanity typegen generate` (offline already), configured in sanity.cli.ts: the schema's types and
 *    the result type of every defineQuery in each app/<feature>/queries.ts and the query map the content client
 *    reads, into app/content-client/sanity.types.ts.
 * 3. docs/content-model.md, its tables from that schema.json and its text from
 *    docs/content-model.in.md (content-model.ts).
 * With --check it writes them into a temporary folder instead and fails when they differ from the
 * committed files: `npm test` runs it, so a change of schema, query or content model text without
 * `npm run typegen` is red.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { extractSchema } from "@sanity/schema/_internal";
import { prepareConfig } from "sanity";
import config from "../sanity.config";
import { CONTENT_MODEL, contentModelFrom } from "./content-model";

const STUDIO = fileURLToPath(new URL("..", import.meta.url));
const ROOT = join(STUDIO, "..");
export const SCHEMA_JSON = join(STUDIO, "schema.json");
export const TYPES_TS = join(ROOT, "app/content-client/sanity.types.ts");

/** The schema as JSON: the Studio's one workspace, with the types its plugins add, as the CLI sees it. */
export function extractedSchema(): string {
  const workspaces = prepareConfig(config).workspaces;
  if (workspaces.length !== 1) throw new Error(`Expected one Studio workspace, found ${workspaces.length}`);
  return `${JSON.stringify(extractSchema(workspaces[0]!.schema, { enforceRequiredFields: true }), null, 2)}\n`;
}

function generateTypes(schemaPath: string, typesPath: string): void {
  execFileSync("npm", ["run", "--silent", "typegen", "--workspace", "studio"], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, SALONE_TYPEGEN_SCHEMA: schemaPath, SALONE_TYPEGEN_TYPES: typesPath },
  });
}

function main(check: boolean): number {
  if (!check) {
    writeFileSync(SCHEMA_JSON, extractedSchema());
    generateTypes(SCHEMA_JSON, TYPES_TS);
    writeFileSync(CONTENT_MODEL, contentModelFrom(SCHEMA_JSON));
    return 0;
  }
  const dir = mkdtempSync(join(tmpdir(), "salone-typegen-"));
  try {
    const fresh = {
      schema: join(dir, "schema.json"),
      types: join(dir, "sanity.types.ts"),
      model: join(dir, "content-model.md"),
    };
    writeFileSync(fresh.schema, extractedSchema());
    generateTypes(fresh.schema, fresh.types);
    writeFileSync(fresh.model, contentModelFrom(fresh.schema));
    const stale = [
      [SCHEMA_JSON, fresh.schema],
      [TYPES_TS, fresh.types],
      [CONTENT_MODEL, fresh.model],
    ].filter(([committed, regenerated]) => readOrEmpty(committed!) !== readFileSync(regenerated!, "utf8"));
    for (const [committed] of stale)
      console.error(`${relative(process.cwd(), committed!)} is stale: run npm run typegen and commit the result`);
    if (stale.length === 0)
      console.log("schema.json, sanity.types.ts and content-model.md match the schema, the queries and the template");
    return stale.length === 0 ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.includes("--check")));
