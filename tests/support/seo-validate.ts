/**
 * A small validator for the JSON-LD this site emits, against the schema.org types it uses.
 *
 * SCHEMA is our reading of schema.org for those types: which properties we rely on, which are
 * required (by schema.org's expectations for the type and by Google's structured-data guidelines),
 * and what each one expects (Text, URL, Number, a nested type …). A property we emit that is not
 * in the table is an error too: the table must say what we rely on. Used by unit tests of the
 * builders and by the browser journeys on every page family's real HTML.
 */

import { hasOwn, isOneOf, isRecord, propertyOf } from "../../site/narrow";

type Scalar =
  | "Text"
  | "URL"
  | "Number"
  | "Integer"
  | "Boolean"
  | "Date"
  | "DateTime"
  | "Time"
  | "Currency"
  | "Price"
  | "Language"
  | "DayOfWeek"
  | "RestrictedDiet"
  | "CountryCode"
  | "ZonedDateTime"
  | "EventStatusType"
  | "EventAttendanceModeEnumeration"
  | "ItemAvailability";
/** A scalar, or `@Type` (a nested node of that type), or `@Type(profile)` (that type with a profile's rules). */
export type Expectation = Scalar | `@${string}`;

interface PropertyRule {
  expects: Expectation[];
  required?: boolean;
  /** true: an array is allowed; "required": it must be a (non-empty) array. */
  array?: boolean | "required";
}

type TypeRules = Record<string, PropertyRule>;

const req = (expects: Expectation[], array: PropertyRule["array"] = false): PropertyRule => ({
  expects,
  required: true,
  array,
});
const opt = (expects: Expectation[], array: PropertyRule["array"] = false): PropertyRule => ({ expects, array });

const OPENING_HOURS: TypeRules = {
  dayOfWeek: req(["DayOfWeek"], true),
  opens: req(["Time"]),
  closes: req(["Time"]),
};

export const SCHEMA: Record<string, TypeRules> = {
  Restaurant: {
    "@id": opt(["URL"]),
    name: req(["Text"]),
    description: opt(["Text"]),
    url: req(["URL"]),
    image: req(["URL"], true),
    telephone: req(["Text"]),
    email: opt(["Text"]),
    address: req(["@PostalAddress"]),
    geo: req(["@GeoCoordinates"]),
    servesCuisine: req(["Text"], true),
    priceRange: req(["Text"]),
    acceptsReservations: req(["Boolean", "URL"]),
    hasMenu: req(["URL", "@Menu"]),
    openingHoursSpecification: req(["@OpeningHoursSpecification"], "required"),
    specialOpeningHoursSpecification: opt(["@OpeningHoursSpecification(special)"], "required"),
    sameAs: opt(["URL"], true),
  },
  /** The venue as the author or publisher of an article: a reference by @id. */
  "Restaurant(reference)": {
    "@id": req(["URL"]),
    name: req(["Text"]),
    url: req(["URL"]),
  },
  PostalAddress: {
    streetAddress: req(["Text"]),
    postalCode: req(["Text"]),
    addressLocality: req(["Text"]),
    addressRegion: opt(["Text"]),
    addressCountry: req(["CountryCode"]),
  },
  GeoCoordinates: {
    latitude: req(["Number"]),
    longitude: req(["Number"]),
  },
  OpeningHoursSpecification: OPENING_HOURS,
  /** A dated exception: no weekday, but the dates it holds for (opens = closes = 00:00: closed). */
  "OpeningHoursSpecification(special)": {
    opens: req(["Time"]),
    closes: req(["Time"]),
    validFrom: req(["Date"]),
    validThrough: req(["Date"]),
  },
  Menu: {
    "@id": opt(["URL"]),
    name: req(["Text"]),
    url: req(["URL"]),
    inLanguage: req(["Language"]),
    hasMenuSection: req(["@MenuSection"], "required"),
  },
  MenuSection: {
    name: req(["Text"]),
    description: opt(["Text"]),
    url: req(["URL"]),
    image: opt(["URL"]),
    hasMenuItem: req(["@MenuItem"], "required"),
  },
  MenuItem: {
    name: req(["Text"]),
    description: opt(["Text"]),
    url: req(["URL"]),
    image: opt(["URL"]),
    offers: req(["@Offer"]),
    suitableForDiet: opt(["RestrictedDiet"], true),
  },
  Offer: {
    price: req(["Price"]),
    priceCurrency: req(["Currency"]),
  },
  BlogPosting: {
    "@id": opt(["URL"]),
    headline: req(["Text"]),
    description: opt(["Text"]),
    url: req(["URL"]),
    mainEntityOfPage: req(["URL"]),
    inLanguage: req(["Language"]),
    datePublished: req(["DateTime"]),
    dateModified: opt(["DateTime"]),
    image: req(["URL"], "required"),
    author: req(["@Restaurant(reference)"]),
    publisher: req(["@Restaurant(reference)"]),
  },
  /** An event: its times with their UTC offset (a time without one is ambiguous to a search engine). */
  Event: {
    "@id": opt(["URL"]),
    name: req(["Text"]),
    description: opt(["Text"]),
    url: req(["URL"]),
    inLanguage: opt(["Language"]),
    startDate: req(["ZonedDateTime"]),
    endDate: req(["ZonedDateTime"]),
    eventStatus: req(["EventStatusType"]),
    eventAttendanceMode: req(["EventAttendanceModeEnumeration"]),
    image: req(["URL"], "required"),
    location: req(["@Place"]),
    offers: opt(["@Offer(event)"]),
    organizer: opt(["@Restaurant(reference)"]),
  },
  Place: {
    name: req(["Text"]),
    address: req(["@PostalAddress"]),
  },
  /** An event's ticket: the price (0 when free), whether any are left, where to get one. */
  "Offer(event)": {
    price: req(["Price"]),
    priceCurrency: req(["Currency"]),
    availability: req(["ItemAvailability"]),
    url: req(["URL"]),
  },
  BreadcrumbList: {
    itemListElement: req(["@ListItem"], "required"),
  },
  ListItem: {
    position: req(["Integer"]),
    name: req(["Text"]),
    item: req(["URL"]),
  },
};

/** Types that may stand at the top of a script (with "@context": "https://schema.org"). */
export const TOP_LEVEL_TYPES = ["Restaurant", "Menu", "BlogPosting", "Event", "BreadcrumbList"] as const;

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const DIETS = [
  "DiabeticDiet",
  "GlutenFreeDiet",
  "HalalDiet",
  "HinduDiet",
  "KosherDiet",
  "LowCalorieDiet",
  "LowFatDiet",
  "LowLactoseDiet",
  "LowSaltDiet",
  "VeganDiet",
  "VegetarianDiet",
];

function isAbsoluteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

const SCALARS: Record<Scalar, (value: unknown) => boolean> = {
  Text: (v) => typeof v === "string" && v.trim().length > 0,
  URL: (v) => typeof v === "string" && isAbsoluteUrl(v),
  Number: (v) => typeof v === "number" && Number.isFinite(v),
  Integer: (v) => typeof v === "number" && Number.isInteger(v),
  Boolean: (v) => typeof v === "boolean",
  Date: (v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
  DateTime: (v) =>
    typeof v === "string" &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
    !Number.isNaN(Date.parse(v)),
  Time: (v) => typeof v === "string" && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v),
  Currency: (v) => typeof v === "string" && /^[A-Z]{3}$/.test(v),
  Price: (v) =>
    (typeof v === "number" && Number.isFinite(v) && v >= 0) || (typeof v === "string" && /^\d+(\.\d{1,2})?$/.test(v)),
  Language: (v) => typeof v === "string" && /^[a-z]{2,3}(-[A-Z]{2})?$/.test(v),
  DayOfWeek: (v) => typeof v === "string" && DAYS.some((d) => v === `https://schema.org/${d}`),
  RestrictedDiet: (v) => typeof v === "string" && DIETS.some((d) => v === `https://schema.org/${d}`),
  CountryCode: (v) => typeof v === "string" && /^[A-Z]{2}$/.test(v),
  ZonedDateTime: (v) =>
    typeof v === "string" &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(v) &&
    !Number.isNaN(Date.parse(v)),
  EventStatusType: (v) =>
    typeof v === "string" &&
    ["EventScheduled", "EventCancelled", "EventPostponed", "EventRescheduled", "EventMovedOnline"].some(
      (s) => v === `https://schema.org/${s}`,
    ),
  EventAttendanceModeEnumeration: (v) =>
    typeof v === "string" &&
    ["OfflineEventAttendanceMode", "OnlineEventAttendanceMode", "MixedEventAttendanceMode"].some(
      (s) => v === `https://schema.org/${s}`,
    ),
  ItemAvailability: (v) =>
    typeof v === "string" &&
    ["InStock", "SoldOut", "PreOrder", "LimitedAvailability"].some((s) => v === `https://schema.org/${s}`),
};

function typeOf(node: Record<string, unknown>): string | undefined {
  return typeof node["@type"] === "string" ? node["@type"] : undefined;
}

function matches(value: unknown, expectation: Expectation, path: string, errors: string[]): boolean {
  if (hasOwn(SCALARS, expectation)) return SCALARS[expectation](value);
  if (!isRecord(value)) return false;
  const rulesName = expectation.slice(1);
  const typeName = rulesName.replace(/\(.*\)$/, "");
  if (typeOf(value) !== typeName) return false;
  validateNode(value, rulesName, path, errors);
  return true;
}

function validateNode(node: Record<string, unknown>, rulesName: string, path: string, errors: string[]): void {
  const rules = SCHEMA[rulesName];
  if (!rules) {
    errors.push(`${path}: no rules for type ${rulesName}`);
    return;
  }
  for (const [property, rule] of Object.entries(rules)) {
    const value = node[property];
    const where = `${path}.${property}`;
    if (value === undefined) {
      if (rule.required) errors.push(`${where}: required by ${rulesName}`);
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    if (Array.isArray(value) && !rule.array) errors.push(`${where}: must be a single value`);
    if (rule.array === "required" && (!Array.isArray(value) || value.length === 0))
      errors.push(`${where}: must be a non-empty array`);
    values.forEach((item, i) => {
      const itemPath = Array.isArray(value) ? `${where}[${i}]` : where;
      const nested: string[] = [];
      const ok = rule.expects.some((expectation) => {
        const attempt: string[] = [];
        if (!matches(item, expectation, itemPath, attempt)) return false;
        nested.push(...attempt);
        return true;
      });
      if (!ok)
        errors.push(`${itemPath}: expected ${rule.expects.join(" or ")}, got ${JSON.stringify(item)?.slice(0, 80)}`);
      errors.push(...nested);
    });
  }
  for (const property of Object.keys(node)) {
    if (property === "@type" || property === "@context") continue;
    if (!(property in rules))
      errors.push(`${path}.${property}: not a property we rely on for ${rulesName} (add it to SCHEMA)`);
  }
  if (rulesName === "BreadcrumbList" && Array.isArray(node.itemListElement)) {
    node.itemListElement.forEach((item, i) => {
      const position = propertyOf(item, "position");
      if (position !== i + 1)
        errors.push(`${path}.itemListElement[${i}].position: expected ${i + 1}, got ${String(position)}`);
    });
  }
}

export interface ValidationResult {
  errors: string[];
  /** The top-level nodes (those that are objects: any other is an error). */
  nodes: Record<string, unknown>[];
}

/** Parses the text of one `<script type="application/ld+json">` and validates every top-level node. */
export function validateJsonLd(text: string): ValidationResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { errors: [`does not parse: ${String(propertyOf(error, "message"))}`], nodes: [] };
  }
  const values: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
  const nodes = values.filter(isRecord);
  const errors: string[] = [];
  values.forEach((node, i) => {
    const path = `$${values.length > 1 ? `[${i}]` : ""}`;
    if (!isRecord(node)) {
      errors.push(`${path}: not an object`);
      return;
    }
    if (node["@context"] !== "https://schema.org") errors.push(`${path}.@context: must be "https://schema.org"`);
    const type = typeOf(node);
    if (!type || !isOneOf(TOP_LEVEL_TYPES, type)) {
      errors.push(`${path}.@type: ${String(type)} is not one of ${TOP_LEVEL_TYPES.join(", ")}`);
      return;
    }
    validateNode(node, type, `${path}<${type}>`, errors);
  });
  return { errors, nodes };
}
