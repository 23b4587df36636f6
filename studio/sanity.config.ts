import { defineConfig, type Template } from "sanity";
import { structureTool } from "sanity/structure";
import { openPreviewAction } from "./actions/open-preview";
import { dataset, previewSecret, projectId, siteUrl } from "./env";
import { SETTINGS_ID, schemaTypes } from "./schemaTypes";
import { structure } from "./structure";

/** Types with a page of their own on the site: they get "Open preview". */
const PREVIEWABLE = new Set(["siteSettings", "page", "menuCategory", "menuItem", "article"]);

export default defineConfig({
  name: "salone",
  title: "Salone",
  projectId,
  dataset,
  plugins: [structureTool({ structure })],
  schema: {
    types: schemaTypes,
    templates: (templates: Template[]) => [
      // The settings are one document, opened from the desk: no "new settings".
      ...templates.filter((template) => template.schemaType !== "siteSettings"),
      {
        id: "menuItem-in-category",
        title: "Dish in this category",
        schemaType: "menuItem",
        parameters: [{ name: "categoryId", type: "string" }],
        value: ({ categoryId }: { categoryId: string }) => ({
          category: { _type: "reference", _ref: categoryId },
          allergens: [],
          vegetarian: false,
          glutenFree: false,
        }),
      },
    ],
  },
  document: {
    newDocumentOptions: (previous) => previous.filter((item) => item.templateId !== "siteSettings"),
    actions: (previous, context) => {
      const actions =
        context.schemaType === "siteSettings" ?
          previous.filter(({ action }) => action !== "delete" && action !== "duplicate" && action !== "unpublish")
        : previous;
      return PREVIEWABLE.has(context.schemaType) ? [...actions, openPreviewAction({ siteUrl, secret: previewSecret })] : actions;
    },
  },
});

export { SETTINGS_ID };
