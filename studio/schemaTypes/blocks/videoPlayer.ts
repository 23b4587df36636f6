import { PlayIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { imageField } from "../image";
import { localised } from "../locale";
import { embedUrlRule, videoSourceRule } from "../rules";
import { blockPreview, defineBlock } from "./define-block";

export const videoPlayer = defineBlock({
  name: "videoPlayer",
  title: "Video",
  icon: PlayIcon,
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    defineField({
      name: "source",
      type: "string",
      options: {
        list: [
          { value: "file", title: "A file of our own" },
          { value: "embed", title: "A YouTube or Vimeo player" },
        ],
        layout: "radio",
      },
      initialValue: "file",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "file",
      type: "file",
      options: { accept: "video/*,audio/*" },
      hidden: ({ parent }) => (parent as { source?: string } | undefined)?.source === "embed",
    }),
    defineField({
      name: "embedUrl",
      title: "Player address",
      type: "url",
      hidden: ({ parent }) => (parent as { source?: string } | undefined)?.source !== "embed",
      validation: (rule) => rule.custom(embedUrlRule),
    }),
    imageField("poster", "Poster", { required: true }),
    localised("localeString", "caption", "Caption"),
  ],
  validation: (rule) => rule.custom(videoSourceRule),
  preview: blockPreview("Video", { title: "title.it", media: "poster" }),
});
