import { ImageIcon } from "@sanity/icons";
import { imageField } from "../image";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

export const imageBlock = defineBlock({
  name: "imageBlock",
  title: "Image",
  icon: ImageIcon,
  fields: [imageField("image", "Image", { required: true }), localised("localeString", "caption", "Caption")],
  preview: blockPreview("Image", { title: "caption.it", media: "image" }),
});
