/**
 * The content rules the schema declares, as plain functions: each returns true or the message an
 * editor reads. The Studio runs them through the schema's `validation`, and so does
 * `npm run content:validate` (scripts/content-validate/cli.ts), which runs the same schema. Where the site has
 * a rule of its own (slugs, hrefs, embeds, allergens), it is imported from app/, not written again.
 */
import { ALLERGENS } from "../../app/content-client/allergens";
import { LOCALES, splitLocalePath, type Locale } from "../../site/locales";
import { SLUG_MAX_LENGTH, isValidSlug, safeHref } from "../../app/content-client/validation";
import { embedSource } from "../../app/media/embed";
import { eventProblem } from "../../app/events/rules";

export type RuleResult = true | string;

export { ALLERGENS, LOCALES, SLUG_MAX_LENGTH };

/**
 * Paths the router claims before a page's `/:slug` (app/routes.ts): a page with one of these slugs
 * could never be reached.
 */
export const RESERVED_PAGE_SLUGS = ["menu", "journal", "events", "en", "it", "m", "healthz"] as const;

/** The page middlewares the site knows (app/middleware/page-middleware.server.ts; a test keeps them equal). */
export const PAGE_MIDDLEWARES = ["noindex"] as const;

/** The tones of a background band (app/blocks/Background.tsx). */
export const BACKGROUND_TONES = ["paper", "teal", "slate", "orange"] as const;

/** The page layouts (docs/content-model.md): missing means `default`. */
export const PAGE_LAYOUTS = ["default", "home", "fullBleed"] as const;

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

/** Allergens a vegetarian dish cannot hold: no fish and no seafood. */
export const NOT_VEGETARIAN_ALLERGENS = ["fish", "crustaceans", "molluscs"] as const;

/**
 * The document types whose slugs share one URL space, by type: no two documents in a space (a
 * document and its own draft aside) have the same slug. Menu categories and dishes both live under
 * /menu/{slug}.
 */
export const SLUG_SCOPES = {
  page: ["page"],
  menuCategory: ["menuCategory", "menuItem"],
  menuItem: ["menuCategory", "menuItem"],
  article: ["article"],
  event: ["event"],
} as const satisfies Record<string, readonly string[]>;

/** The site's slug rule (content-client/validation.ts): what a URL segment may be. */
export function slugRule(current: unknown): RuleResult {
  if (typeof current !== "string" || current === "") return "A slug is required";
  if (current.length > SLUG_MAX_LENGTH) return `At most ${SLUG_MAX_LENGTH} characters`;
  return isValidSlug(current) ? true : "Lowercase letters, digits and single hyphens only (like pasta-e-ceci)";
}

export function pageSlugRule(current: unknown): RuleResult {
  const format = slugRule(current);
  if (format !== true) return format;
  return (RESERVED_PAGE_SLUGS as readonly string[]).includes(current as string) ?
      `"${String(current)}" is a route of the site; a page there would never be shown`
    : true;
}

/** The slug an editor's title suggests: the site's rule, accents dropped. */
export function slugify(input: string): string {
  return input
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}

/**
 * A link's href: a path on the site *without* a language prefix (the site adds the visitor's), an
 * in-page #anchor, or an absolute http(s), mailto or tel address.
 */
export function hrefRule(href: unknown): RuleResult {
  if (href === undefined || href === null) return true;
  if (typeof href !== "string" || safeHref(href) === null)
    return "A path like /menu, or an https://, mailto: or tel: address";
  if (href.startsWith("/") && splitLocalePath(href.split(/[?#]/)[0] ?? "").prefix !== "") {
    return "Leave out the language: the site adds /en or /it itself";
  }
  return true;
}

/** A video to embed: only the privacy-enhanced players the site allows (app/media/embed.ts). */
export function embedUrlRule(url: unknown): RuleResult {
  if (url === undefined || url === null || url === "") return true;
  return embedSource(url) ? true : "A https://www.youtube-nocookie.com/embed/… or https://player.vimeo.com/… address";
}

/** HH:MM, 00:00 to 23:59, Europe/Rome local time. */
export function timeRule(value: unknown): RuleResult {
  if (value === undefined || value === null) return true;
  return typeof value === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? true : "A time like 19:30";
}

/**
 * A range of opening hours: closing earlier than opening is a range past midnight (19:00–01:00 closes
 * at one the next morning); closing when it opens says nothing (closed? round the clock?).
 */
export function timeRangeRule(value: { opens?: unknown; closes?: unknown } | undefined): RuleResult {
  if (!value || typeof value.opens !== "string" || value.opens !== value.closes) return true;
  return "Opens and closes at the same time: for hours past midnight close earlier than you open (19:00–01:00); for a closed day leave its hours empty";
}

export function hexColourRule(value: unknown): RuleResult {
  if (value === undefined || value === null) return true;
  return typeof value === "string" && /^#[0-9a-f]{6}$/i.test(value) ? true : "A colour like #0D5357";
}

/** An element id on a page (subMenu items link to it): the slug rule. */
export function anchorRule(value: unknown): RuleResult {
  if (value === undefined || value === null) return true;
  return isValidSlug(value) ? true : "Lowercase letters, digits and single hyphens (like serate)";
}

/** A price in euros: more than zero, whole cents. */
export function priceRule(value: unknown): RuleResult {
  if (value === undefined || value === null) return true;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return "A price in euros above 0";
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6 ? true : "Whole cents only (like 12.5)";
}

/** A localised value's text in one language: present and not blank. */
export function languageFilled(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return false;
}

const LANGUAGE_NAMES: Record<Locale, string> = { it: "Italian", en: "English" };

/** A localised value in one language, text or a Portable Text body: there, and not blank. */
export function languageTextRule(locale: Locale, kind: "text" | "blocks"): (value: unknown) => RuleResult {
  const name = LANGUAGE_NAMES[locale];
  return (value) =>
    languageFilled(value) ? true
    : kind === "blocks" ? `The ${name} text is empty`
    : `The ${name} text is missing`;
}

export function oneLineRule(value: unknown): RuleResult {
  return typeof value === "string" && /[\r\n]/.test(value) ? "One line: no line breaks" : true;
}

/** A value from a fixed list (a list field's `options.list`, which Sanity checks item by item). */
export function oneOfRule(allowed: readonly string[]): (value: unknown) => RuleResult {
  return (value) =>
    value === undefined || (allowed as readonly unknown[]).includes(value) ?
      true
    : `${JSON.stringify(value)} is not one of ${allowed.join(", ")}`;
}

export function allergensRule(values: unknown): RuleResult {
  if (!Array.isArray(values)) return true;
  const unknown = values.filter((v) => !(ALLERGENS as readonly string[]).includes(v as string));
  if (unknown.length) return `Not one of the 14 EU allergens: ${unknown.join(", ")}`;
  return new Set(values).size === values.length ? true : "Each allergen once";
}

interface DietaryFlags {
  allergens?: unknown;
  traces?: unknown;
  vegetarian?: unknown;
  glutenFree?: unknown;
}

/**
 * Gluten-free is a promise the kitchen makes: never on a dish that lists gluten, nor on one that
 * may contain traces of it (the promise is that there are none).
 */
export function glutenFreeRule(item: DietaryFlags | undefined): RuleResult {
  if (item?.glutenFree !== true) return true;
  const allergens = Array.isArray(item.allergens) ? item.allergens : [];
  const traces = Array.isArray(item.traces) ? item.traces : [];
  if (allergens.includes("gluten")) return "A dish that lists gluten is not gluten-free";
  return traces.includes("gluten") ? "A dish that may contain traces of gluten is not gluten-free" : true;
}

/**
 * "May contain traces": allergens the dish is not made with but may carry. Each one of the 14,
 * once, and never one the dish holds (an allergen is either contained or a possible trace).
 */
export function tracesRule(item: DietaryFlags | undefined): RuleResult {
  const own = allergensRule(item?.traces);
  if (own !== true) return own;
  const traces = Array.isArray(item?.traces) ? item.traces : [];
  const allergens = Array.isArray(item?.allergens) ? item.allergens : [];
  const both = traces.filter((a) => allergens.includes(a));
  return both.length ? `Listed as contained and as a trace: ${both.join(", ")}. Keep it in one list` : true;
}

export function vegetarianRule(item: DietaryFlags | undefined): RuleResult {
  const allergens = Array.isArray(item?.allergens) ? item.allergens : [];
  const meat = NOT_VEGETARIAN_ALLERGENS.filter((a) => allergens.includes(a));
  return item?.vegetarian === true && meat.length ? `A vegetarian dish holds no ${meat.join(", ")}` : true;
}

/** Seven opening days, Monday first, each day once. */
export function openingWeekRule(days: unknown): RuleResult {
  if (!Array.isArray(days)) return true;
  const names = days.map((d) => (d && typeof d === "object" ? (d as { day?: unknown }).day : undefined));
  return names.length === WEEKDAYS.length && names.every((d, i) => d === WEEKDAYS[i]) ?
      true
    : "Seven days, Monday to Sunday, in order";
}

interface ExceptionFields {
  from?: unknown;
  to?: unknown;
  closed?: unknown;
  ranges?: unknown;
}

/** A closure or special hours: from ≤ to; closed days have no hours, open ones do. */
export function openingExceptionRule(value: ExceptionFields | undefined): RuleResult {
  if (!value) return true;
  if (typeof value.from === "string" && typeof value.to === "string" && value.to < value.from)
    return "'To' comes before 'from'";
  const ranges = Array.isArray(value.ranges) ? value.ranges : [];
  if (value.closed === true && ranges.length) return "A closed day has no hours";
  if (value.closed !== true && !ranges.length) return "Give the hours of the day, or mark it closed";
  return true;
}

/** A product list shows either some dishes or a whole category. */
export function productListsRule(value: { items?: unknown; category?: unknown } | undefined): RuleResult {
  if (!value) return true;
  const hasItems = Array.isArray(value.items) && value.items.length > 0;
  return hasItems || value.category ? true : "Choose dishes or a category";
}

/** A video plays its own file or an embedded player, as `source` says. */
export function videoSourceRule(
  value: { source?: unknown; file?: unknown; embedUrl?: unknown } | undefined,
): RuleResult {
  if (!value) return true;
  if (value.source === "file" && !value.file) return "Upload the video file, or choose 'embed'";
  if (value.source === "embed" && !value.embedUrl) return "Give the player's address, or choose 'file'";
  return true;
}

/** Both languages of a Portable Text body have the same shape, block for block. */
export function sameShapeRule(it: unknown, en: unknown): RuleResult {
  if (!Array.isArray(it) || !Array.isArray(en) || en.length === 0) return true;
  const shape = (blocks: unknown[]) =>
    blocks.map((b) => (b && typeof b === "object" ? `${(b as { _type?: string })._type}` : "?")).join(",");
  return shape(it) === shape(en) ?
      true
    : `English has ${en.length} blocks where Italian has ${it.length}, or another order`;
}

/** An in-page link (a subMenu item) leads to a block of the same page with that anchor. */
export function inPageLinksRule(blocks: unknown): RuleResult {
  const anchors = new Set<string>();
  const links = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (typeof record.anchor === "string") (record._type === "subMenuItem" ? links : anchors).add(record.anchor);
    Object.values(record).forEach(visit);
  };
  visit(blocks);
  const missing = [...links].filter((anchor) => !anchors.has(anchor));
  return missing.length ? `No block of this page has the anchor ${missing.map((a) => `#${a}`).join(", ")}` : true;
}

/** An event ends after it starts (app/events/rules.ts: the site skips one that does not). */
export function eventTimesRule(event: { start?: unknown; end?: unknown } | undefined): RuleResult {
  if (!event || typeof event.start !== "string" || typeof event.end !== "string") return true;
  return eventProblem({ start: event.start, end: event.end }) === "ends before it starts" ?
      "The end comes before the start"
    : true;
}

/** An event is free, or has a price: not both, not neither. */
export function eventPriceRule(event: { free?: unknown; price?: unknown } | undefined): RuleResult {
  if (!event) return true;
  const priced = typeof event.price === "number";
  if (event.free === true && priced) return "A free event has no price";
  if (event.free !== true && !priced) return "Give the price, or mark the event free";
  return true;
}

/** A booking link is a web address (an e-mail or a phone number have fields of their own). */
export function bookingUrlRule(value: unknown): RuleResult {
  if (value === undefined || value === null || value === "") return true;
  return typeof value === "string" && /^https:\/\/[^\s]+$/.test(value) ? true : "An https:// address";
}

/** A phone number as people write it: digits, spaces, +, dots, dashes, brackets; at least six digits. */
export function phoneRule(value: unknown): RuleResult {
  if (value === undefined || value === null || value === "") return true;
  return typeof value === "string" && /^\+?[\d\s().-]+$/.test(value) && (value.match(/\d/g) ?? []).length >= 6 ?
      true
    : "A phone number like +39 06 1234 5678";
}
