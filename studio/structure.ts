import { BookIcon, CalendarIcon, CogIcon, DocumentsIcon, FolderIcon, TagIcon } from "@sanity/icons";
import type { StructureResolver } from "sanity/structure";
import { SETTINGS_ID } from "./schemaTypes";

/**
 * The desk as the venue thinks of it: the settings (one document), the menu by category (each
 * category's dishes in menu order, under it), the journal newest first, the events latest first, and the pages.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Salone")
    .items([
      S.listItem()
        .title("Settings")
        .id("settings")
        .icon(CogIcon)
        .child(S.document().schemaType("siteSettings").documentId(SETTINGS_ID).title("Settings")),
      S.divider(),
      S.listItem()
        .title("Menu")
        .id("menu")
        .icon(TagIcon)
        .child(
          S.documentTypeList("menuCategory")
            .title("Menu by category")
            .defaultOrdering([{ field: "order", direction: "asc" }])
            .child((categoryId) =>
              S.list()
                .title("Category")
                .items([
                  S.listItem()
                    .title("Dishes")
                    .id("dishes")
                    .icon(TagIcon)
                    .child(
                      S.documentList()
                        .title("Dishes")
                        .schemaType("menuItem")
                        .filter('_type == "menuItem" && category._ref == $categoryId')
                        .params({ categoryId })
                        .defaultOrdering([{ field: "order", direction: "asc" }])
                        .initialValueTemplates([S.initialValueTemplateItem("menuItem-in-category", { categoryId })]),
                    ),
                  S.listItem()
                    .title("About the category")
                    .id("category")
                    .icon(FolderIcon)
                    .child(S.document().schemaType("menuCategory").documentId(categoryId)),
                ]),
            ),
        ),
      S.listItem()
        .title("All dishes")
        .id("all-dishes")
        .icon(TagIcon)
        .child(
          S.documentTypeList("menuItem")
            .title("All dishes")
            .defaultOrdering([{ field: "title.it", direction: "asc" }]),
        ),
      S.divider(),
      S.listItem()
        .title("Journal")
        .id("journal")
        .icon(BookIcon)
        .child(
          S.documentTypeList("article")
            .title("Journal")
            .defaultOrdering([{ field: "publishedAt", direction: "desc" }]),
        ),
      S.listItem()
        .title("Events")
        .id("events")
        .icon(CalendarIcon)
        .child(
          S.documentTypeList("event")
            .title("Events")
            .defaultOrdering([{ field: "start", direction: "desc" }]),
        ),
      S.listItem().title("Pages").id("pages").icon(DocumentsIcon).child(S.documentTypeList("page").title("Pages")),
    ]);
