import { FALLBACK_LOCALE, isLocale, type Locale } from "@site/locales";
import { markChunkFailureHandled } from "~/browser/chunk-handled";
import it, { type MessageKey, type Messages } from "./common/it";
import { propertyOf } from "@site/narrow";

export type { MessageKey, Messages };
export type MessageLoader = () => Promise<{ default: Partial<Messages> }>;

/**
 * The common catalogue, the words every page may show (messages/common/<locale>.ts): Italian is
 * bundled; every other language is a lazily loaded chunk.
 * A failed load (chunk error, missing file, non-existent code) is logged only: Italian is used.
 */
const loaders: Partial<Record<Locale, MessageLoader>> = {
  en: () => import("./common/en"),
};

const loaded = new Map<Locale, Messages>([["it", it]]);

export function italianMessages(): Messages {
  return it;
}

/** Messages already loaded for `locale`, if any (synchronous, for hydration). */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}

/**
 * A sentence of the common catalogue outside React (a meta function, a date's names): in `locale`
 * once its catalogue is loaded, as it is before any page renders (root.tsx), else in Italian.
 */
export function commonText(locale: Locale, key: MessageKey, values?: Record<string, string | number>): string {
  return format((loaded.get(locale) ?? it)[key], values);
}

/** Fills the gaps of a partial catalogue with the fallback (Italian) messages. */
export function withFallback(partial: Partial<Messages>): Messages {
  const merged: Messages & Record<string, string> = { ...it };
  for (const [key, value] of Object.entries(partial)) if (typeof value === "string" && value) merged[key] = value;
  return merged;
}

export async function loadMessages(
  code: string,
  options: { loader?: MessageLoader; warn?: (message: string) => void } = {},
): Promise<Messages> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  if (!isLocale(code)) {
    warn(`[i18n] unknown locale "${code}": using ${FALLBACK_LOCALE}`);
    return it;
  }
  const known = loaded.get(code);
  if (known && !options.loader) return known;
  const loader = options.loader ?? loaders[code];
  if (!loader) {
    warn(`[i18n] no message file for "${code}": using ${FALLBACK_LOCALE}`);
    return it;
  }
  try {
    const module = await loader();
    if (!module || typeof module.default !== "object" || module.default === null) {
      throw new Error("the message file has no default export");
    }
    const messages = withFallback(module.default);
    if (!options.loader) loaded.set(code, messages);
    return messages;
  } catch (error) {
    // Logged only (a locale that fails to load is never an error page): not a chunk failure that reloads the
    // page (errors/chunk-handled).
    markChunkFailureHandled(error);
    warn(
      `[i18n] could not load messages for "${code}": ${propertyOf(error, "message") ?? error}; using ${FALLBACK_LOCALE}`,
    );
    return it;
  }
}

/** Replaces {name} placeholders. */
export function format(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
