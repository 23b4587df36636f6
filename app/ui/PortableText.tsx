import { PortableText as PortableTextRenderer, type PortableTextComponents } from "@portabletext/react";
import type { PortableTextBlock } from "~/content-client/types";
import { safeHref } from "~/content-client/validation";
import { LocaleLink, isInternalHref } from "../i18n/LocaleLink";
import { SanityImage } from "../media/SanityImage";

type RichTextImage = Extract<PortableTextBlock, { _type: "image" }>;

/**
 * Has the image its asset? An article's body comes with its images' assets; a rich-text block's, as
 * the page's query leaves it, holds references only, of which there is nothing to draw.
 */
const withAsset = (image: RichTextImage): image is Extract<RichTextImage, { asset?: { _id: string } | null }> =>
  Boolean(image.asset && "_id" in image.asset);

/**
 * Rich text: headings h1 to h6, normal, lists, strong, em, links and inline images.
 * Only http(s), mailto, tel and site-relative links are rendered as links (site-relative ones through
 * the locale-aware link); anything else, e.g. javascript:, is plain text.
 */
const components: PortableTextComponents<PortableTextBlock> = {
  marks: {
    link: ({ value, children }) => {
      const href = safeHref(value?.href);
      if (!href) return <>{children}</>;
      if (isInternalHref(href)) return <LocaleLink to={href}>{children}</LocaleLink>;
      const external = href.startsWith("http");
      return (
        <a href={href} {...(external ? { rel: "noopener noreferrer" } : {})}>
          {children}
        </a>
      );
    },
  },
  block: {
    // The page's title is its only h1: a heading of level 1 in rich text reads as h2.
    h1: ({ children }) => <h2>{children}</h2>,
    blockquote: ({ children }) => <blockquote>{children}</blockquote>,
  },
  types: {
    image: ({ value }) => (
      <figure className="rich-image">
        <SanityImage image={withAsset(value) ? value : null} sizes="(min-width: 48rem) 40rem, 100vw" />
      </figure>
    ),
  },
  unknownType: ({ value }) => {
    warnUnknown(`type "${value._type}"`);
    return null;
  },
  unknownMark: ({ children, markType }) => {
    warnUnknown(`mark "${markType}"`);
    return <>{children}</>;
  },
};

function warnUnknown(what: string) {
  console.warn(`[rich text] unknown ${what}: rendered as plain content`);
}

/** Does rich text hold a picture (whose lazy loading needs the page's code)? */
export function holdsPicture(value: PortableTextBlock[] | null | undefined): boolean {
  return Array.isArray(value) && value.some((block) => block?._type === "image");
}

export function PortableText({ value }: { value: PortableTextBlock[] | null | undefined }) {
  if (!Array.isArray(value) || value.length === 0) return null;
  return <PortableTextRenderer value={value} components={components} onMissingComponent={false} />;
}
