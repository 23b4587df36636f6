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
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.md"], {
    cwd: ROOT,
    encoding: "utf8",
  }).split("\n");
  return files.filter(
    (file) => file === "README.md" || file.startsWith("docs/") || file === "content-service/README.md",
  );
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
export function brokenReferences(
  file: string,
  text: string,
  exists: (p: string) => boolean,
  read: (p: string) => string,
): string[] {
  const broken: string[] = [];
  const dir = path.posix.dirname(file);
  // A link shown as code (`[label](href)`, or in a fenced block) is an example, not a link.
  const prose = text.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target!)) continue;
    const [relative, anchor] = target!.split("#") as [string, string | undefined];
    const resolved = relative ? path.posix.normalize(path.posix.join(dir, relative)) : file;
    if (!exists(resolved)) broken.push(`${file}: ${target} (no ${resolved})`);
    else if (anchor && resolved.endsWith(".md") && !anchorsIn(read(resolved)).has(anchor))
      broken.push(`${file}: ${target} (no heading #${anchor})`);
  }
  for (const [, named] of text.matchAll(/`((?:docs|content-service|studio)\/[\w./-]+\.md)`/g)) {
    if (!exists(named!)) broken.push(`${file}: \`${named}\` (no such file)`);
  }
  return broken;
}

/** A record's first line and its status line, as the index and the template for new records write them. */
const RECORD_TITLE = /^# (\d{4})\. (.+)$/m;
const RECORD_STATUS = /^Status: (.+?), (\d{4}-\d{2}-\d{2})(?:\.|$)/m;

/** The status paragraph's sentences that say which earlier records this one changes or completes, up to a ";". */
function recordsChangedBy(text: string): string[] {
  const paragraph = /^Status:[^\n]*(?:\n(?!\n)[^\n]*)*/m.exec(text)?.[0].replace(/\s+/g, " ") ?? "";
  return paragraph
    .split(/(?<=\.) (?=[A-Z])/)
    .filter((sentence) => /^(?:Changes|Completes) /.test(sentence))
    .flatMap((sentence) => [...sentence.split(";")[0]!.matchAll(/\b(\d{4})\b/g)].map((m) => m[1]!));
}

/**
 * What the decision index (docs/decisions/README.md) gets wrong about the records beside it: a record
 * without its row, or with two, a row whose file is not there, a row whose title, status or date is not
 * the record's own (`# NNNN. Title`, `Status: accepted, YYYY-MM-DD.`), a number skipped without a
 * sentence that says so ("Numbers 0018–0022 were never used"), a record whose status line changes or
 * completes an earlier one ("Changes decision 0041's …") while the earlier one's row does not name it,
 * and a row that names as changing it a record that is not a later one.
 */
export function decisionIndexProblems(records: Record<string, string>, index: string): string[] {
  const problems: string[] = [];
  const rows = new Map<string, { file: string; title: string; status: string; date: string }>();
  for (const [, number, file, title, status, date] of index.matchAll(
    /^\| \[(\d{4})\]\(([^)]+)\) \| (.+?) \| (.+?) \| (.+?) \|$/gm,
  )) {
    if (rows.has(number!)) problems.push(`${number}: two rows`);
    rows.set(number!, { file: file!, title: title!, status: status!, date: date! });
  }
  const numbers = Object.keys(records).map((file) => file.slice(0, 4));
  for (const [number, row] of rows) {
    const text = records[row.file];
    if (text === undefined) {
      problems.push(`${number}: the row points to ${row.file}, which is not there`);
      continue;
    }
    if (!row.file.startsWith(`${number}-`)) problems.push(`${number}: the row points to ${row.file}`);
    const title = RECORD_TITLE.exec(text);
    const status = RECORD_STATUS.exec(text);
    if (!title || title[1] !== number) problems.push(`${row.file}: no first line "# ${number}. Title"`);
    else if (title[2] !== row.title)
      problems.push(`${number}: the row's title is "${row.title}", the record's "${title[2]}"`);
    if (!status) problems.push(`${row.file}: no line "Status: <status>, YYYY-MM-DD."`);
    else {
      // The record's status, then what later records did to it: "accepted; changed by 0046".
      if (row.status !== status[1] && !row.status.startsWith(`${status[1]}; `))
        problems.push(`${number}: the row's status is "${row.status}", the record's "${status[1]}"`);
      if (row.date !== status[2]) problems.push(`${number}: the row's date is ${row.date}, the record's ${status[2]}`);
      for (const [, later] of row.status.slice(status[1]!.length).matchAll(/\b(\d{4})\b/g)) {
        if (!numbers.includes(later!) || later! <= number)
          problems.push(`${number}: the row names ${later}, which is not a later record`);
      }
    }
    for (const earlier of recordsChangedBy(text)) {
      const earlierRow = rows.get(earlier);
      if (earlierRow && !earlierRow.status.includes(number))
        problems.push(`${earlier}: ${number} changes it, and its row does not say so`);
    }
  }
  for (const file of Object.keys(records))
    if (!rows.has(file.slice(0, 4))) problems.push(`${file}: no row in the index`);
  // A number below the last record with no file of its own is explained by a sentence naming its range.
  const skipped = [...index.matchAll(/\b(\d{4})–(\d{4}) were never used\b/g)].map(
    ([, from, to]) => [Number(from), Number(to)] as const,
  );
  const last = Math.max(0, ...numbers.map(Number));
  for (let n = 1; n < last; n++) {
    const number = String(n).padStart(4, "0");
    if (!numbers.includes(number) && !skipped.some(([from, to]) => n >= from && n <= to))
      problems.push(`${number}: no record and no sentence that says why`);
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
    const source = read("config/config.server.ts");
    const schema = source.slice(source.indexOf("const schema = z.object({"), source.indexOf("export type Env"));
    const variables = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
    expect(variables.length).toBeGreaterThan(30);
    const documented = read("docs/configuration.md");
    expect(variables.filter((name) => !documented.includes(`\`${name}\``))).toEqual([]);
  });

  it("lists every decision record in its index once, with the record's title, status and date and the later records that change it, and says why a number has none", () => {
    const dir = "docs/decisions";
    const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", dir], {
      cwd: ROOT,
      encoding: "utf8",
    })
      .split("\n")
      .map((file) => path.posix.basename(file))
      .filter((file) => /^\d{4}-.+\.md$/.test(file));
    expect(files.length).toBeGreaterThan(50);
    const records = Object.fromEntries(files.map((file) => [file, read(`${dir}/${file}`)]));
    expect(decisionIndexProblems(records, read(`${dir}/README.md`))).toEqual([]);
  });

  it("finds a record without its row, a row without its record, a wrong date and a number skipped without a word", () => {
    const record = (n: string, title: string, status = "accepted, 2026-11-28") =>
      `# ${n}. ${title}\n\nStatus: ${status}.\n`;
    const records = {
      "0001-a.md": record("0001", "A"),
      "0002-b.md": record("0002", "B"),
      "0005-e.md": record("0005", "E", "accepted in part, 2026-11-27"),
    };
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
      "0003: no record and no sentence that says why",
      "0004: no record and no sentence that says why",
    ]);
    expect(
      decisionIndexProblems(
        records,
        `${index}\n| [0002](0002-b.md) | B | accepted | 2026-11-28 |\n\nNumbers 0003–0004 were never used.`,
      ),
    ).toEqual([
      "0003: the row points to 0003-c.md, which is not there",
      '0005: the row\'s status is "accepted", the record\'s "accepted in part"',
      "0005: the row's date is 2026-11-28, the record's 2026-11-27",
    ]);
    expect(decisionIndexProblems(records, `${index}\n| [0001](0001-a.md) | A | accepted | 2026-11-28 |`)).toContain(
      "0001: two rows",
    );
  });

  it("finds an earlier record's row that does not say a later one changes it, and a row that names a record not later than itself", () => {
    const records = {
      "0001-a.md": "# 0001. A\n\nStatus: accepted, 2026-11-27.\n",
      "0002-b.md": "# 0002. B\n\nStatus: accepted, 2026-11-27.\n",
      "0003-c.md":
        "# 0003. C\n\nStatus: accepted, 2026-11-28. Changes how decision 0001 draws\nits blocks, and decision 0002's fonts; decision 0048's format is unchanged.\n",
    };
    const rows = (a: string, b: string) =>
      [
        "| [0001](0001-a.md) | A | " + a + " | 2026-11-27 |",
        "| [0002](0002-b.md) | B | " + b + " | 2026-11-27 |",
        "| [0003](0003-c.md) | C | accepted | 2026-11-28 |",
      ].join("\n");
    expect(decisionIndexProblems(records, rows("accepted; changed by 0003", "accepted; changed by 0003"))).toEqual([]);
    expect(decisionIndexProblems(records, rows("accepted", "accepted; changed by 0001"))).toEqual([
      "0002: the row names 0001, which is not a later record",
      "0001: 0003 changes it, and its row does not say so",
      "0002: 0003 changes it, and its row does not say so",
    ]);
    expect(decisionIndexProblems(records, rows("accepted (changed by 0003)", "accepted; changed by 0003"))).toEqual([
      '0001: the row\'s status is "accepted (changed by 0003)", the record\'s "accepted"',
    ]);
  });

  it("keeps a template for new records whose first line and status line the index reads", () => {
    const template = read("docs/decisions/TEMPLATE.md");
    for (const section of ["## Context", "## Decision", "## Consequences"])
      expect(template).toContain(`\n${section}\n`);
    const filled = template.replace("NNNN", "0100").replace("YYYY-MM-DD", "2026-12-01");
    const title = RECORD_TITLE.exec(filled)![2]!;
    expect(
      decisionIndexProblems(
        { "0100-x.md": filled },
        `| [0100](0100-x.md) | ${title} | accepted | 2026-12-01 |\n\nNumbers 0001–0099 were never used.`,
      ),
    ).toEqual([]);
  });

  it("finds a missing file, a missing heading and a missing document named in backquotes", () => {
    const files: Record<string, string> = { "docs/a.md": "# A\n## Real heading: yes\n", "README.md": "" };
    const text =
      "[ok](docs/a.md#real-heading-yes) [gone](docs/b.md) [anchor](docs/a.md#nowhere) `docs/c.md` [web](https://x.example/y) `[shown](as-code)`";
    expect(
      brokenReferences(
        "README.md",
        text,
        (p) => p in files,
        (p) => files[p]!,
      ),
    ).toEqual([
      "README.md: docs/b.md (no docs/b.md)",
      "README.md: docs/a.md#nowhere (no heading #nowhere)",
      "README.md: `docs/c.md` (no such file)",
    ]);
  });
});
