/**
 * Where the features that must stay out of the first load ended up in the client build: the English
 * catalogue, the consent UI, the lightbox, the video player and preview's tools. A feature is found by what its code
 * contains (English-only messages; vanilla-cookieconsent's own class names), or, for components
 * whose code has no stable text, by the chunk Rolldown names after the lazily imported module.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { allChunks, chunkText, ROOT, type BuildInfo } from "./first-load";

export type FeatureStatus = "lazy chunk" | "in first load" | "not found" | "not in the app yet";

export interface FeatureChunks {
  feature: string;
  chunks: string[];
  status: FeatureStatus;
  /** Whether the bundle check must fail. */
  ok: boolean;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

/** Messages that only the English catalogue has: plain text, unlike their Italian counterpart. */
async function englishOnlyMessages(): Promise<string[]> {
  const en = (await import("../../app/i18n/messages/common/en")).default as Record<string, string>;
  const it = (await import("../../app/i18n/messages/common/it")).default as Record<string, string>;
  return Object.entries(en)
    .filter(
      ([key, text]) => text !== it[key] && text.length >= 12 && /^[\x20-\x7e]+$/.test(text) && !/["'`\\{]/.test(text),
    )
    .map(([, text]) => text);
}

function status(chunks: string[], firstLoad: Set<string>): { status: FeatureStatus; ok: boolean } {
  if (chunks.length === 0) return { status: "not found", ok: false };
  if (chunks.some((c) => firstLoad.has(c))) return { status: "in first load", ok: false };
  return { status: "lazy chunk", ok: true };
}

export async function lazyFeatures(build: BuildInfo, firstLoad: Set<string>): Promise<FeatureChunks[]> {
  const chunks = allChunks(build);
  const texts = new Map(chunks.map((c) => [c, chunkText(build, c)]));
  const results: FeatureChunks[] = [];

  const english = await englishOnlyMessages();
  const enChunks = chunks.filter((c) => {
    const text = texts.get(c)!;
    return english.filter((m) => text.includes(m)).length >= Math.max(3, Math.ceil(english.length / 2));
  });
  results.push({ feature: "English catalogue", chunks: enChunks, ...status(enChunks, firstLoad) });

  // vanilla-cookieconsent's modal state class: in its code, not in the app's.
  const consentChunks = chunks.filter((c) => texts.get(c)!.includes("show--consent"));
  results.push({
    feature: "Consent UI (vanilla-cookieconsent)",
    chunks: consentChunks,
    ...status(consentChunks, firstLoad),
  });

  const sources = sourceFiles(path.join(ROOT, "app")).map((f) => path.basename(f));
  for (const [feature, pattern] of [
    ["Lightbox", /lightbox/i],
    ["Video player", /video/i],
    // The editor's preview tools: the badge, and visual editing's overlays with their UI kit.
    ["Preview tools (visual editing)", /^Preview(Tools|Editing)\b/],
  ] as const) {
    if (!sources.some((s) => pattern.test(s))) {
      results.push({ feature, chunks: [], status: "not in the app yet", ok: true });
      continue;
    }
    const named = chunks.filter((c) => pattern.test(path.basename(c)));
    results.push({ feature, chunks: named, ...status(named, firstLoad) });
  }
  return results;
}
