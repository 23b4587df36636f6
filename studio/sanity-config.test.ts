import type { DocumentActionComponent, DocumentActionsContext } from "sanity";
import { expect, test } from "vitest";
import { siteUrl } from "./env.ts";
import { locations, mainDocuments } from "./presentation.ts";
import config from "./sanity.config.ts";

const actionsFor = (schemaType: string): string[] => {
  const resolve = config.document?.actions;
  if (typeof resolve !== "function") throw new Error("the Studio's config has no document actions");
  const previous: DocumentActionComponent[] = [];
  return resolve(previous, { schemaType } as DocumentActionsContext).map((action) => action.displayName ?? "");
};

test("'Open preview' is on every type with a page of its own, events included, and on the settings", () => {
  for (const type of ["siteSettings", "page", "menuCategory", "menuItem", "article", "event"])
    expect(actionsFor(type), type).toContain("OpenPreviewAction");
  expect(actionsFor("sanity.imageAsset")).not.toContain("OpenPreviewAction");
});

test("the Presentation tool shows the site, asks its preview-mode routes, and is given the site's maps", () => {
  const tools = (Array.isArray(config.plugins) ? config.plugins : []).flatMap((plugin) =>
    Array.isArray(plugin.tools) ? plugin.tools : [],
  );
  const presentation = tools.find((tool) => tool.name === "presentation");
  expect(presentation?.options).toMatchObject({
    previewUrl: {
      initial: siteUrl,
      previewMode: { enable: "/api/preview-mode/enable", disable: "/api/preview-mode/disable" },
    },
    resolve: { locations, mainDocuments },
  });
});

test("on the local Content Lake the Studio offers no content releases or scheduled drafts, which the service does not implement", () => {
  expect(config.releases?.enabled).toBe(false);
  expect(config.scheduledDrafts?.enabled).toBe(false);
});

test("the Publish action is Sanity's own, held while the Studio saves or validates; the others are Sanity's as they are", () => {
  const resolve = config.document?.actions;
  if (typeof resolve !== "function") throw new Error("the Studio's config has no document actions");
  const named = (action: string, displayName: string): DocumentActionComponent =>
    Object.assign((() => null) as DocumentActionComponent, { action, displayName });
  const publish = named("publish", "PublishAction");
  const remove = named("delete", "DeleteAction");
  const actions = resolve([publish, remove], { schemaType: "menuItem" } as DocumentActionsContext);
  expect(actions.map((action) => [action.action, action.displayName])).toEqual([
    ["publish", "PublishWhenValidatedAction"],
    ["delete", "DeleteAction"],
    [undefined, "OpenPreviewAction"],
  ]);
});
