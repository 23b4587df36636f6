/** The shapes the queries in queries.ts return. Content may drift: every field is optional where it can be. */

export interface LocaleString {
  _type?: "localeString" | "localeText";
  it?: string;
  en?: string;
}

export interface PortableTextSpan {
  _type: "span";
  _key?: string;
  text: string;
  marks?: string[];
}

export interface PortableTextBlock {
  _type: string;
  _key?: string;
  style?: string;
  listItem?: "bullet" | "number";
  level?: number;
  markDefs?: { _type: string; _key: string; href?: string }[];
  children?: PortableTextSpan[];
  [field: string]: unknown;
}

export interface LocaleBlockContent {
  it?: PortableTextBlock[];
  en?: PortableTextBlock[];
}

export interface ImageAssetRef {
  _id: string;
  metadata?: { lqip?: string; dimensions?: { width: number; height: number } };
}

export interface SanityImageValue {
  _type?: "image";
  _key?: string;
  caption?: LocaleString | null;
  alt?: LocaleString | string | null;
  hotspot?: { x: number; y: number; width: number; height: number } | null;
  crop?: { top: number; bottom: number; left: number; right: number } | null;
  asset?: ImageAssetRef | null;
}

/** A file asset (a video, a sound) as the FILE projection returns it; its URL is built from `_id`. */
export interface FileAssetRef {
  _id: string;
  mimeType?: string | null;
  size?: number | null;
  extension?: string | null;
}

export interface SanityFileValue {
  _type?: "file";
  asset?: FileAssetRef | null;
}

export interface NavLink {
  _key?: string;
  label?: LocaleString;
  href?: string;
}

export interface TimeRange {
  _key?: string;
  opens: string;
  closes: string;
}

export interface OpeningDay {
  _key?: string;
  day: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
  ranges?: TimeRange[];
}

export interface OpeningException {
  _key?: string;
  from: string;
  to: string;
  closed?: boolean;
  ranges?: TimeRange[];
  label?: LocaleString;
}

export interface SiteSettings {
  _id: string;
  _updatedAt?: string;
  title?: string;
  tagline?: LocaleString;
  description?: LocaleString;
  themeColor?: string;
  tileColor?: string;
  brandColor?: string;
  shareImage?: SanityImageValue;
  address?: {
    streetAddress?: string;
    postalCode?: string;
    addressLocality?: string;
    addressRegion?: string;
    addressCountry?: string;
  };
  geo?: { lat: number; lng: number };
  phone?: string;
  email?: string;
  servesCuisine?: string[];
  priceRange?: string;
  acceptsReservations?: boolean;
  openingHours?: OpeningDay[];
  openingExceptions?: OpeningException[];
  socialLinks?: { _key?: string; platform?: string; url?: string }[];
  navigation?: { main?: NavLink[]; footer?: NavLink[] };
  legal?: LocaleString;
  chrome?: Record<string, ContentBlock | undefined>;
}

/** A content block of a page, picked by `_type` from the block registry. */
export interface ContentBlock {
  _type: string;
  _key?: string;
  [field: string]: unknown;
}

export interface PageDocument {
  _id: string;
  _type: "page";
  _updatedAt?: string;
  slug: string;
  title?: LocaleString;
  layout?: string | null;
  seo?: { title?: LocaleString; description?: LocaleString; shareImage?: SanityImageValue } | null;
  middleware?: string[] | null;
  blocks?: ContentBlock[] | null;
}

export interface MenuItemCard {
  _id: string;
  _updatedAt?: string;
  slug: string;
  title?: LocaleString;
  description?: LocaleString;
  price?: number;
  allergens?: string[];
  vegetarian?: boolean;
  glutenFree?: boolean;
  image?: SanityImageValue | null;
}

export interface MenuCategory {
  _id: string;
  _updatedAt?: string;
  slug: string;
  title?: LocaleString;
  intro?: LocaleString;
  image?: SanityImageValue | null;
  items?: MenuItemCard[];
  /** How many dishes the category has (the menu page shows the first few). */
  itemCount?: number;
}

/** One page of the menu: some categories, and how many there are in all. */
export interface MenuPage {
  total: number;
  categories: MenuCategory[];
}

/** The categories in menu order, for the entry pages' navigation between them. */
export type MenuCategoryLink = { _id: string; slug: string; title?: LocaleString };

export type MenuEntry =
  | (MenuCategory & { _type: "menuCategory"; categories?: MenuCategoryLink[] | null } & NeighbourLinks)
  | (MenuItemCard & {
      _type: "menuItem";
      category?: { _id: string; slug: string; title?: LocaleString } | null;
      /** Other dishes of its category, with pictures. */
      related?: MenuItemCard[] | null;
      categories?: MenuCategoryLink[] | null;
    } & NeighbourLinks);

/** The categories around an entry's own, as the query gives them (the loader makes `categories` of them). */
interface NeighbourLinks {
  categoriesBefore?: MenuCategoryLink[] | null;
  categoriesFrom?: MenuCategoryLink[] | null;
  navOrder?: number | null;
}

export interface ArticleCard {
  _id: string;
  _updatedAt?: string;
  slug: string;
  title?: LocaleString;
  excerpt?: LocaleString;
  publishedAt?: string;
  cover?: SanityImageValue | null;
}

export interface ArticleDocument extends ArticleCard {
  body?: LocaleBlockContent;
  previous?: { slug: string; title?: LocaleString } | null;
  next?: { slug: string; title?: LocaleString } | null;
}

export interface JournalPage {
  total: number;
  articles: ArticleCard[];
}

export interface SitemapContent {
  pages: { slug: string; _updatedAt?: string }[];
  categories: { slug: string; _updatedAt?: string; itemsUpdatedAt?: string | null }[];
  items: { slug: string; _updatedAt?: string }[];
  articles: { slug: string; _updatedAt?: string }[];
}

export interface FeedContent {
  settings: { title?: string; description?: LocaleString } | null;
  articles: ArticleCard[];
}
