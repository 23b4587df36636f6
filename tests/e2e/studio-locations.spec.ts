import { propertyOf } from "../../site/narrow";
import { demoViews, locationsOf } from "../support/presentation";
import { expect, test } from "./support/test";

/**
 * The pages the Studio's Presentation tool lists for a demo document (studio/presentation.ts) are
 * pages the running site serves: each answers 200 where it is, in the language of its prefix, and a
 * document's own page shows its title in that language. Two documents of each type (every document's
 * locations are checked against the site's route table by studio/presentation.test.ts).
 */

// One worker for the file: the Studio's presentation module it imports (sanity/presentation) takes a
// worker some 5-10 s to load, once is enough.
test.describe.configure({ mode: "default" });

const published = demoViews().published;
const TYPES = ["siteSettings", "page", "menuCategory", "menuItem", "article", "event"] as const;

/** React's escaping of text in HTML: how a title appears in the server's markup. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

for (const type of TYPES) {
  test(`the locations of two ${type} documents are pages of the site, each in its language`, async ({ request }) => {
    const documents = published.documents
      .filter((doc) => doc._type === type)
      .sort((a, b) => a._id.localeCompare(b._id))
      .slice(0, 2);
    expect(documents.length).toBeGreaterThan(0);
    const expectedTitle = new Map<string, string>();
    for (const doc of documents) {
      const found = locationsOf(doc, published)?.locations ?? [];
      expect(found.length, doc._id).toBeGreaterThan(0);
      // A document's own page comes first, in Italian then in English; its title there is the document's.
      const [italian, english] = [propertyOf(doc.title, "it"), propertyOf(doc.title, "en")];
      if (type !== "siteSettings" && typeof italian === "string") {
        expectedTitle.set(found[0]!.href, italian);
        expectedTitle.set(found[1]!.href, typeof english === "string" ? english : italian);
      }
      for (const location of found) if (!expectedTitle.has(location.href)) expectedTitle.set(location.href, "");
    }
    for (const [href, title] of expectedTitle) {
      const response = await request.get(href, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
      const html = await response.text();
      expect(html, href).toContain(`<html lang="${href === "/en" || href.startsWith("/en/") ? "en" : "it"}"`);
      if (title) expect(html, href).toContain(inHtml(title));
    }
  });
}
