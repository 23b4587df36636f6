import { defineConfig, type Template } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { openPreviewAction } from "./actions/open-preview";
import { publishWhenValidated } from "./actions/publish-when-validated";
import { apiHost, dataset, local, previewSecret, projectId, siteUrl } from "./env";
import { localAuth } from "./local-auth";
import { localClientFactory } from "./local-client";
import { DOCUMENT_PATHS, PREVIEW_MODE_PATHS } from "../site/paths";
import { locations, mainDocuments } from "./presentation";
import { SETTINGS_ID, schemaTypes } from "./schemaTypes";
import { structure } from "./structure";

/** Types with a page of their own on the site, and the settings (on every page): they get "Open preview". */
const PREVIEWABLE = new Set<string>([SETTINGS_ID, ...Object.keys(DOCUMENT_PATHS)]);

export default defineConfig({
  name: "salone",
  title: "Salone",
  projectId,
  dataset,
  // With no Sanity project: the embedded service's API and its password login (decision 0082), a
  // client on the service's own host (its pictures too), and no content releases, which it does
  // not implement (decision 0081).
  ...(local ?
    {
      apiHost,
      auth: localAuth(apiHost, projectId),
      unstable_clientFactory: localClientFactory(apiHost, projectId),
      releases: { enabled: false },
      scheduledDrafts: { enabled: false },
    }
  : {}),
  plugins: [
    structureTool({ structure }),
    // The site beside the form, in preview (the site's /api/preview-mode routes check the secret the
    // tool writes to the dataset and set the preview session for the frame).
    presentationTool({
      previewUrl: { initial: siteUrl, previewMode: PREVIEW_MODE_PATHS },
      resolve: { locations, mainDocuments },
    }),
  ],
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
    actions: (resolved, context) => {
      // Sanity 4.22's Publish, held until the Studio has saved and validated (a restored draft
      // published at once stayed on "Publishing…"; docs/studio.md).
      const previous = resolved.map((action) => (action.action === "publish" ? publishWhenValidated(action) : action));
      const actions =
        context.schemaType === "siteSettings" ?
          previous.filter(({ action }) => action !== "delete" && action !== "duplicate" && action !== "unpublish")
        : previous;
      return PREVIEWABLE.has(context.schemaType) ?
          [...actions, openPreviewAction({ siteUrl, secret: previewSecret })]
        : actions;
    },
  },
});

export { SETTINGS_ID };
