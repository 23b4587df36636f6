import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README is short and sends the reader into docs/: every link it and the documents give must
 * lead somewhere (a file that exists, a heading that is there), every variable the configuration
 * reads must be documented, and the README must stay within a screenful or two.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const README_MAX_LINES = 200;

function documents(): string[] {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.md"], { cwd: ROOT, encoding: "utf8" }).split("\n");
  return files.filter((file) => file === "README.md" || file.startsWith("docs/") || file === "content-service/README.md");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsIn(text: string): Set<string> {
  const outsideCode = text.replace(/^```[\s\S]*?^```/gm, "");
  return new Set([...outsideCode.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1]!)));
}

/** What a document points at that is not there: Markdown links, and repository paths of documents in backquotes. */
export function brokenReferences(file: string, text: string, exists: (p: string) => boolean, read: (p: string) => string): string[] {
  const broken: string[] = [];
  const dir = path.posix.dirname(file);
  // A link shown as code (`[label](href)`, or in a fenced block) is an example, not a link.
  const prose = text.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target!)) continue;
    const [relative, anchor] = target!.split("#") as [string, string | undefined];
    const resolved = relative ? path.posix.normalize(path.posix.join(dir, relative)) : file;
    if (!exists(resolved)) broken.push(`${file}: ${target} (no ${resolved})`);
    else if (anchor && resolved.endsWith(".md") && !anchorsIn(read(resolved)).has(anchor)) broken.push(`${file}: ${target} (no heading #${anchor})`);
  }
  for (const [, named] of text.matchAll(/`((?:docs|content-service|studio)\/[\w./-]+\.md)`/g)) {
    if (!exists(named!)) broken.push(`${file}: \`${named}\` (no such file)`);
  }
  return broken;
}

/**
 * What the decision index (docs/decisions/README.md) gets wrong about the records beside it: a record
 * without its row, a row whose file is not there, a row whose title, status or date is not the
 * record's own (`# NNNN. Title`, `Status: accepted, YYYY-MM-DD.`), a number skipped without a row
 * that says so (`| 0018–0022 | *No records…* |`).
 */
export function decisionIndexProblems(records: Record<string, string>, index: string): string[] {
  const problems: string[] = [];
  const rows = new Map<string, { file: string; title: string; status: string; date: string }>();
  for (const [, number, file, title, status, date] of index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) \| (.+?) \| (.+?) \| (.+?) \|$/gm)) {
    if (rows.has(number!)) problems.push(`${number}: two rows`);
    rows.set(number!, { file: file!, title: title!, status: status!, date: date! });
  }
  for (const [number, row] of rows) {
    const text = records[row.file];
    if (text === undefined) {
      problems.push(`${number}: the row points to ${row.file}, which is not there`);
      continue;
    }
    if (!row.file.startsWith(`${number}-`)) problems.push(`${number}: the row points to ${row.file}`);
    const title = /^# (\d{4})\. (.+)$/m.exec(text);
    const status = /^Status: (.+?), (\d{4}-\d{2}-\d{2})(?:\.|$)/m.exec(text);
    if (!title || title[1] !== number) problems.push(`${row.file}: no first line "# ${number}. Title"`);
    else if (title[2] !== row.title) problems.push(`${number}: the row's title is "${row.title}", the record's "${title[2]}"`);
    if (!status) problems.push(`${row.file}: no line "Status: <status>, YYYY-MM-DD."`);
    else {
      if (!row.status.startsWith(status[1]!)) problems.push(`${number}: the row's status is "${row.status}", the record's "${status[1]}"`);
      if (row.date !== status[2]) problems.push(`${number}: the row's date is ${row.date}, the record's ${status[2]}`);
    }
  }
  const numbers = Object.keys(records).map((file) => file.slice(0, 4));
  for (const file of Object.keys(records)) if (!rows.has(file.slice(0, 4))) problems.push(`${file}: no row in the index`);
  // A number below the last record with no file of its own is explained by a row naming its range.
  const skipped = [...index.matchAll(/^\| (\d{4})–(\d{4}) \|/gm)].map(([, from, to]) => [Number(from), Number(to)] as const);
  const last = Math.max(0, ...numbers.map(Number));
  for (let n = 1; n < last; n++) {
    const number = String(n).padStart(4, "0");
    if (!numbers.includes(number) && !skipped.some(([from, to]) => n >= from && n <= to)) problems.push(`${number}: no record and no row that says why`);
  }
  return problems;
}

describe("the documentation", () => {
  const read = (p: string) => readFileSync(path.join(ROOT, p), "utf8");
  const exists = (p: string) => existsSync(path.join(ROOT, p));

  it("has no link to a file or a heading that is not there", () => {
    const broken = documents().flatMap((file) => brokenReferences(file, read(file), exists, read));
    expect(broken).toEqual([]);
  });

  it(`has a README of at most ${README_MAX_LINES} lines`, () => {
    expect(read("README.md").trimEnd().split("\n").length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it("documents every variable the configuration reads", () => {
    const source = read("shared/config.server.ts");
    const schema = source.slice(source.indexOf("const schema = z.object({"), source.indexOf("export type Env"));
    const variables = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
    expect(variables.length).toBeGreaterThan(30);
    const documented = read("docs/configuration.md");
    expect(variables.filter((name) => !documented.includes(`\`${name}\``))).toEqual([]);
  });

  it("lists every decision record in its index, with the record's title, status and date, and says why a number has none", () => {
    const dir = "docs/decisions";
    const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", dir], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .map((file) => path.posix.basename(file))
      .filter((file) => /^\d{4}-.+\.md$/.test(file));
    expect(files.length).toBeGreaterThan(50);
    const records = Object.fromEntries(files.map((file) => [file, read(`${dir}/${file}`)]));
    expect(decisionIndexProblems(records, read(`${dir}/README.md`))).toEqual([]);
  });

  it("finds a record without its row, a row without its record, a wrong date and a number skipped without a word", () => {
    const record = (n: string, title: string, status = "accepted, 2026-11-28") => `# ${n}. ${title}\n\nStatus: ${status}.\n`;
    const records = { "0001-a.md": record("0001", "A"), "0002-b.md": record("0002", "B"), "0005-e.md": record("0005", "E", "accepted in part, 2026-11-27") };
    const index = [
      "| # | Title | Status | Date |",
      "|---|---|---|---|",
      "| [0001](0001-a.md) | A | accepted | 2026-11-28 |",
      "| [0003](0003-c.md) | C | accepted | 2026-11-28 |",
      "| [0005](0005-e.md) | E | accepted | 2026-11-28 |",
    ].join("\n");
    expect(decisionIndexProblems(records, index)).toEqual([
      "0003: the row points to 0003-c.md, which is not there",
      '0005: the row\'s status is "accepted", the record\'s "accepted in part"',
      "0005: the row's date is 2026-11-28, the record's 2026-11-27",
      "0002-b.md: no row in the index",
      "0003: no record and no row that says why",
      "0004: no record and no row that says why",
    ]);
    expect(decisionIndexProblems(records, `${index}\n| [0002](0002-b.md) | B | accepted | 2026-11-28 |\n| 0003–0004 | *No records* | — | — |`)).toEqual([
      "0003: the row points to 0003-c.md, which is not there",
      '0005: the row\'s status is "accepted", the record\'s "accepted in part"',
      "0005: the row's date is 2026-11-28, the record's 2026-11-27",
    ]);
  });

  it("finds a missing file, a missing heading and a missing document named in backquotes", () => {
    const files: Record<string, string> = { "docs/a.md": "# A\n## Real heading: yes\n", "README.md": "" };
    const text = "[ok](docs/a.md#real-heading-yes) [gone](docs/b.md) [anchor](docs/a.md#nowhere) `docs/c.md` [web](https://x.example/y) `[shown](as-code)`";
    expect(
      brokenReferences(
        "README.md",
        text,
        (p) => p in files,
        (p) => files[p]!,
      ),
    ).toEqual(["README.md: docs/b.md (no docs/b.md)", "README.md: docs/a.md#nowhere (no heading #nowhere)", "README.md: `docs/c.md` (no such file)"]);
  });
});
