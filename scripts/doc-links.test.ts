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
