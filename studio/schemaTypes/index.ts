import { blockTypes, chrome } from "./blocks";
import { documentTypes } from "./documents";
import { localeBlockContent, localeString, localeText } from "./locale";
import { objectTypes } from "./objects";

/** Every type of the content model, the single source the Studio and content:validate compile. */
export const schemaTypes = [
  localeString,
  localeText,
  localeBlockContent,
  ...objectTypes,
  ...blockTypes,
  chrome,
  ...documentTypes,
];

export { SETTINGS_ID } from "./documents";
export { PAGE_BLOCK_TYPES } from "./blocks";
