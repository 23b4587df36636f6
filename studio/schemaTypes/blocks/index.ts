import { allergenInfo } from "./allergenInfo";
import { callToAction } from "./callToAction";
import { centeredParagraph } from "./centeredParagraph";
import { doubleImageText } from "./doubleImageText";
import { doubleText } from "./doubleText";
import { externalLink } from "./externalLink";
import { gallery } from "./gallery";
import { galleryLauncher } from "./galleryLauncher";
import { glutenFreeIcon } from "./glutenFreeIcon";
import { hero } from "./hero";
import { imageBlock } from "./imageBlock";
import { linedTitle } from "./linedTitle";
import { menuGallery } from "./menuGallery";
import { news } from "./news";
import { newsCard } from "./newsCard";
import { openingHours } from "./openingHours";
import { productLists } from "./productLists";
import { quote } from "./quote";
import { richText } from "./richText";
import { subMenu } from "./subMenu";
import { subtitle } from "./subtitle";
import { title } from "./title";
import { underlineCallToAction } from "./underlineCallToAction";
import { upcomingEvents } from "./upcomingEvents";
import { vegetarianIcon } from "./vegetarianIcon";
import { videoPlayer } from "./videoPlayer";
import { backgroundBlock } from "./background";
import { chrome, chromeBlocks } from "./chrome";

/**
 * The content blocks (docs/content-model.md §3), one file each named for its `_type`, as the site
 * draws it with the component of the same name in app/blocks/ (richText.ts ↔ RichText.tsx), except
 * glutenFreeIcon and vegetarianIcon (app/blocks/DietaryIconBlocks.tsx), newsCard (NewsCardBlock in
 * app/blocks/News.tsx) and upcomingEvents (app/events/UpcomingEvents.tsx). In the Studio's order.
 */
export const contentBlocks = [
  richText,
  imageBlock,
  allergenInfo,
  gallery,
  galleryLauncher,
  centeredParagraph,
  doubleImageText,
  doubleText,
  externalLink,
  glutenFreeIcon,
  vegetarianIcon,
  hero,
  openingHours,
  linedTitle,
  menuGallery,
  news,
  newsCard,
  upcomingEvents,
  productLists,
  quote,
  callToAction,
  underlineCallToAction,
  subMenu,
  title,
  subtitle,
  videoPlayer,
];

/** A band of colour may hold every block but another band. */
export const background = backgroundBlock([...contentBlocks, ...chromeBlocks].map((block) => block.name));

/** Every block type a page may hold, as the site's block registry (app/blocks/index.ts) draws them. */
export const blockTypes = [...contentBlocks, background, ...chromeBlocks];
export const PAGE_BLOCK_TYPES = blockTypes.map((block) => block.name);
export { chrome, chromeBlocks };
