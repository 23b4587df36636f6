import { CalendarIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

export const upcomingEvents = defineBlock({
  name: "upcomingEvents",
  title: "Next events",
  icon: CalendarIcon,
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    // The page's loader asks for the events still to come, soonest first (app/events/).
    defineField({
      name: "count",
      title: "How many",
      type: "number",
      initialValue: 3,
      validation: (rule) => rule.required().integer().min(1).max(6),
    }),
  ],
  preview: blockPreview("Next events", { title: "title.it" }),
});
