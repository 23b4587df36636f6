import type { BlockComponents } from "./types";
import { LAZY_BLOCKS } from "./lazy";
import { CallToAction } from "./CallToAction";
import { DoubleImageText } from "./DoubleImageText";
import { Hero } from "./Hero";
import { LinedTitle } from "./LinedTitle";
import { News, NewsCardBlock } from "./News";
import { Subtitle } from "./Subtitle";
import { Title } from "./Title";
import { Footer } from "~/chrome/Footer";
import { FooterLogo } from "~/venue/FooterLogo";
import { Hamburger } from "~/chrome/Hamburger";
import { Header } from "~/chrome/Header";
import { LanguageSwitcher } from "~/chrome/LanguageSwitcher";
import { Logo } from "~/venue/Logo";
import { UpcomingEvents } from "./UpcomingEvents";

// Only the lazy blocks' code waits: every block's stylesheet comes with the registry, in the first
// load of every page that renders blocks, so the server's HTML links them and a page is styled before
// its chunks arrive, and without JavaScript at all. The stylesheets alone: each block imports its own
// class names ("?classes", build-plugins/block-stylesheets.ts), so a lazy block's names come with its
// chunk. (Here, not in lazy.ts: the browser's entry imports that one before the document's global
// styles, which would then come after the blocks' own.)
import.meta.glob("./*.module.css", { eager: true, query: "?styles" });
// And the stylesheets of the dishes a product list draws, a block whose code waits (decision 0080);
// the dietary symbols' whole (its picture is a file the build rasterises, which only Vite's own CSS
// processing resolves).
import "~/menu/MenuItem.module.css?styles";
import "~/menu/DietaryIcons.module.css";

/**
 * The block registry: content `_type` -> component (docs/content-model.md §3 and §5). The chrome
 * blocks (header, footer, …) are configured in `siteSettings.chrome` and drawn by the site layout;
 * they are here too so a page can place one.
 */
export const BLOCK_REGISTRY: BlockComponents = {
  doubleImageText: DoubleImageText,
  hero: Hero,
  linedTitle: LinedTitle,
  news: News,
  newsCard: NewsCardBlock,
  upcomingEvents: UpcomingEvents,
  callToAction: CallToAction,
  title: Title,
  subtitle: Subtitle,
  // Chrome
  header: Header,
  footer: Footer,
  hamburger: Hamburger,
  logo: Logo,
  footerLogo: FooterLogo,
  languageSwitcher: LanguageSwitcher,
  ...LAZY_BLOCKS,
};
