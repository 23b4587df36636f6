/**
 * Counts the import arrows between app/'s folders and those that climb a layer (scripts/layers.rule.js,
 * the rule eslint enforces), at the working tree or at a commit:
 *
 *   npx tsx scripts/layers.ts            the working tree
 *   npx tsx scripts/layers.ts <commit>   that commit's files, folders renamed since read by their new name
 *
 * An arrow is a pair of folders (app/menu -> app/seo), however many imports draw it; tests are left out
 * (a test assembles what its subject is used with). Prints every climbing arrow with its imports.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import ts from "typescript";
import { ALLOWED, climbBetween, folderOf, isTest, resolveImport } from "./layers.rule.js";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Folders renamed since (old name -> new), so an older commit is read with today's layers. */
const RENAMED: Record<string, string> = { "app/content/": "app/content-client/" };

export interface Arrow {
  from: string;
  to: string;
  imports: string[];
  climbs?: string;
  allowed: boolean;
}

function git(args: string[]): string {
  return execFileSync("git", args, { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
}

function renamed(file: string): string {
  for (const [before, after] of Object.entries(RENAMED))
    if (file.startsWith(before)) return after + file.slice(before.length);
  return file;
}

/** The app's source files (no tests) and a reader of their text, at a commit or in the working tree. */
function sources(commit?: string): { files: string[]; read: (file: string) => string } {
  const listed =
    commit ?
      git(["ls-tree", "-r", "--name-only", commit, "app"])
    : git(["ls-files", "--cached", "--others", "--exclude-standard", "app"]);
  const files = listed.split("\n").filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts") && !isTest(file));
  return {
    files,
    read: (file) => (commit ? git(["show", `${commit}:${file}`]) : (ts.sys.readFile(path.join(ROOT, file)) ?? "")),
  };
}

export function arrows(commit?: string): Arrow[] {
  const { files, read } = sources(commit);
  const byPair = new Map<string, Arrow>();
  for (const original of files) {
    const file = renamed(original);
    for (const { fileName: specifier } of ts.preProcessFile(read(original), true, true).importedFiles) {
      const target = resolveImport(original, specifier);
      const from = folderOf(file);
      const to = target === undefined ? undefined : folderOf(renamed(target));
      if (!from || !to || from === to) continue;
      const key = `${from} ${to}`;
      const arrow = byPair.get(key) ?? { from, to, imports: [], allowed: false };
      arrow.imports.push(`${file} -> ${specifier}`);
      const why = climbBetween(from, to);
      if (why) {
        arrow.climbs = why;
        arrow.allowed ||= ALLOWED.some((entry) => entry.from === file && entry.to === to);
      }
      byPair.set(key, arrow);
    }
  }
  return [...byPair.values()].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const commit = process.argv[2];
  const all = arrows(commit);
  const climbing = all.filter((arrow) => arrow.climbs);
  console.log(
    `app/ at ${commit ?? "the working tree"}: ${all.length} arrows between folders, ${climbing.length} climb a layer`,
  );
  for (const arrow of climbing) {
    console.log(`\n${arrow.allowed ? "allowed " : ""}${arrow.climbs}`);
    for (const line of arrow.imports) console.log(`  ${line}`);
  }
  console.log(`\nnpx tsx scripts/layers.ts${commit ? ` ${commit}` : ""}`);
}
