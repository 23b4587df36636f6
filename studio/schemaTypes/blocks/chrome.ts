import { MenuIcon, TranslateIcon, UlistIcon, ComposeIcon, ImageIcon, InlineIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { localised } from "../locale";
import { hrefRule } from "../rules";
import { blockPreview, defineBlock } from "./define-block";

/**
 * The chrome blocks (docs/content-model.md §5): configured once in the settings (`chrome`) and drawn
 * by the site's layout; a page may place one too.
 */
const flag = (name: string, title: string, initialValue = true) =>
  defineField({ name, title, type: "boolean", initialValue, validation: (rule) => rule.required() });
const homeHref = () =>
  defineField({
    name: "href",
    title: "Link",
    type: "string",
    initialValue: "/",
    validation: (rule) => rule.required().custom(hrefRule),
  });

export const header = defineBlock({
  name: "header",
  title: "Header",
  icon: InlineIcon,
  fields: [
    flag("sticky", "Stays at the top while scrolling"),
    flag("overlayOnHero", "Transparent over a hero"),
    flag("showLanguageSwitcher", "Shows the language switcher"),
  ],
  preview: { prepare: () => ({ title: "Header" }) },
});

export const logo = defineBlock({
  name: "logo",
  title: "Logo",
  icon: ImageIcon,
  fields: [
    defineField({ name: "wordmark", type: "string", validation: (rule) => rule.required() }),
    localised("localeString", "label", "Accessible name of the home link", { required: true }),
    homeHref(),
  ],
  preview: blockPreview("Logo", { title: "wordmark" }),
});

export const hamburger = defineBlock({
  name: "hamburger",
  title: "Menu button",
  icon: MenuIcon,
  fields: [
    localised("localeString", "label", "Label (open)", { required: true }),
    localised("localeString", "closeLabel", "Label (close)", { required: true }),
  ],
  preview: blockPreview("Menu button", { title: "label.it" }),
});

export const mobileMenu = defineBlock({
  name: "mobileMenu",
  title: "Mobile menu",
  icon: UlistIcon,
  fields: [
    flag("showOpeningHours", "Shows the opening hours"),
    flag("showContacts", "Shows the contacts"),
    localised("localeString", "note", "Note"),
  ],
  preview: { prepare: () => ({ title: "Mobile menu" }) },
});

export const languageSwitcher = defineBlock({
  name: "languageSwitcher",
  title: "Language switcher",
  icon: TranslateIcon,
  fields: [
    localised("localeString", "label", "Label", { required: true }),
    defineField({
      name: "display",
      type: "string",
      options: {
        list: [
          { value: "code", title: "IT / EN" },
          { value: "name", title: "Italiano / English" },
        ],
        layout: "radio",
      },
      initialValue: "code",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: blockPreview("Language switcher", { title: "label.it" }),
});

export const footer = defineBlock({
  name: "footer",
  title: "Footer",
  icon: ComposeIcon,
  fields: [
    localised("localeText", "note", "Note", { required: true }),
    flag("showOpeningHours", "Shows the opening hours"),
    flag("showSocialLinks", "Shows the social accounts"),
    flag("showNavigation", "Shows the footer menu"),
  ],
  preview: { prepare: () => ({ title: "Footer" }) },
});

export const footerLogo = defineBlock({
  name: "footerLogo",
  title: "Footer logo",
  icon: ImageIcon,
  fields: [
    defineField({ name: "wordmark", type: "string", validation: (rule) => rule.required() }),
    localised("localeString", "tagline", "Tagline", { required: true }),
    localised("localeString", "label", "Accessible name of the home link", { required: true }),
    homeHref(),
  ],
  preview: blockPreview("Footer logo", { title: "wordmark" }),
});

export const chromeBlocks = [header, logo, hamburger, mobileMenu, languageSwitcher, footer, footerLogo];

/** The settings' `chrome`: one of each chrome block. */
export const chrome = defineType({
  name: "chrome",
  title: "Header, menu and footer",
  type: "object",
  fields: [
    defineField({ name: "header", type: "header" }),
    defineField({ name: "logo", type: "logo" }),
    defineField({ name: "hamburger", title: "Menu button", type: "hamburger" }),
    defineField({ name: "mobileMenu", title: "Mobile menu", type: "mobileMenu" }),
    defineField({ name: "languageSwitcher", title: "Language switcher", type: "languageSwitcher" }),
    defineField({ name: "footer", type: "footer" }),
    defineField({ name: "footerLogo", title: "Footer logo", type: "footerLogo" }),
  ],
});
