import type { ContentBlock, PageDocument } from "~/content-client/types";
import { Location } from "../venue/Location";
import { StructuredData } from "~/ui/StructuredData";

/** Does the page (or a background band in it) show the opening hours? */
export function showsOpeningHours(blocks: ContentBlock[] | null | undefined): boolean {
  return (blocks ?? []).some(
    (block) =>
      block?._type === "openingHours" ||
      (block?._type === "background" && Array.isArray(block.blocks) && showsOpeningHours(block.blocks)),
  );
}

/**
 * After a content page's blocks: where the page shows the opening hours (contacts, opening hours),
 * the location section; and the page's breadcrumbs (Home › Page) for search engines.
 */
export function PageExtras({
  page,
  jsonLd,
}: {
  page: Pick<PageDocument, "slug" | "title" | "blocks">;
  jsonLd: string[] | undefined;
}) {
  return (
    <>
      {showsOpeningHours(page.blocks) ?
        <Location />
      : null}
      <StructuredData items={jsonLd} />
    </>
  );
}
