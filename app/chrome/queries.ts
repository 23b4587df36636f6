/**
 * The site settings (the frame's header, navigation, footer, hours; the venue's JSON-LD; the web
 * manifest; the calendars' place), shaped as the rest (content-client/fragments.ts): the visitor's language
 * (`$locale`), no nulls, no shape-only `_type`s or `_key`s. The chrome blocks are asked for as a page's
 * blocks are (blocks/queries.ts).
 */
import { defineQuery } from "groq";
import { DESCRIPTION, IMAGE, localisedText } from "../content-client/fragments";
import {
  FOOTER_BLOCK,
  FOOTER_LOGO_BLOCK,
  HAMBURGER_BLOCK,
  HEADER_BLOCK,
  LANGUAGE_SWITCHER_BLOCK,
  LOGO_BLOCK,
  MOBILE_MENU_BLOCK,
} from "../blocks/queries";

const LABEL = localisedText("label");
/** Opening hours (Europe/Rome): a day, or a closure's days, and its ranges; none is closed. */
const RANGES = /* groq */ `...select(defined(ranges) => {"ranges": ranges[]{opens, closes}})`;
/** A menu's entries: their labels and where they go. */
const nav = <Name extends string>(name: Name) =>
  /* groq */ `...select(defined(${name}) => {"${name}": ${name}[]{${LABEL}, href}})` as const;
export const SETTINGS_QUERY = /* @__PURE__ */ defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  _id, _updatedAt, title, ${localisedText("tagline")}, ${DESCRIPTION}, themeColor, tileColor, brandColor,
  ...select(defined(shareImage.asset) => {"shareImage": shareImage${IMAGE}}),
  ...select(defined(address) => {"address": address{streetAddress, postalCode, addressLocality, addressRegion, addressCountry}}),
  ...select(defined(geo) => {"geo": geo{lat, lng, ...select(defined(alt) => {alt})}}),
  ...select(defined(phone) => {phone}), ...select(defined(email) => {email}), ...select(defined(servesCuisine) => {servesCuisine}),
  ...select(defined(priceRange) => {priceRange}), ...select(defined(acceptsReservations) => {acceptsReservations}),
  ...select(defined(openingHours) => {"openingHours": openingHours[]{day, ${RANGES}}}),
  ...select(defined(openingExceptions) => {"openingExceptions": openingExceptions[]{from, to, closed, ${RANGES}, ${LABEL}}}),
  ...select(defined(socialLinks) => {"socialLinks": socialLinks[]{platform, url}}),
  ...select(defined(navigation) => {"navigation": navigation{${nav("main")}, ${nav("footer")}}}),
  ${localisedText("legal")},
  ...select(defined(chrome) => {"chrome": chrome{
    ...select(defined(header) => {"header": header{_type, ${HEADER_BLOCK}}}),
    ...select(defined(logo) => {"logo": logo{_type, ${LOGO_BLOCK}}}),
    ...select(defined(hamburger) => {"hamburger": hamburger{_type, ${HAMBURGER_BLOCK}}}),
    ...select(defined(mobileMenu) => {"mobileMenu": mobileMenu{_type, ${MOBILE_MENU_BLOCK}}}),
    ...select(defined(languageSwitcher) => {"languageSwitcher": languageSwitcher{_type, ${LANGUAGE_SWITCHER_BLOCK}}}),
    ...select(defined(footer) => {"footer": footer{_type, ${FOOTER_BLOCK}}}),
    ...select(defined(footerLogo) => {"footerLogo": footerLogo{_type, ${FOOTER_LOGO_BLOCK}}})
  }})
}`);
