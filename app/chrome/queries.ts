/**
 * The site settings (the frame's header, navigation, footer, hours; the venue's JSON-LD; the web
 * manifest). Asked for as stored, both languages: the locale layout hands the browser its own
 * language (loaders/page-data.server.ts) and the venue's structured data is built from the rest.
 */
import { defineQuery } from "groq";
import { STORED_IMAGE } from "../blocks/queries";

export const SETTINGS_QUERY = /* @__PURE__ */ defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  _id, _updatedAt, title, tagline, description, themeColor, tileColor, brandColor,
  shareImage${STORED_IMAGE}, address, geo, phone, email, servesCuisine, priceRange, acceptsReservations,
  openingHours, openingExceptions, socialLinks, navigation, legal, chrome
}`);
