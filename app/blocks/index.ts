import type { BlockComponent } from "./types";
import { AllergenInfo } from "./AllergenInfo";
import { Background } from "./Background";
import { CallToAction } from "./CallToAction";
import { CenteredParagraph } from "./CenteredParagraph";
import { GlutenFreeIcon, VegetarianIcon } from "./DietaryIconBlocks";
import { DoubleImageText } from "./DoubleImageText";
import { DoubleText } from "./DoubleText";
import { ExternalLink } from "./ExternalLink";
import { Gallery } from "./Gallery";
import { GalleryLauncher } from "./GalleryLauncher";
import { Hero } from "./Hero";
import { ImageBlock } from "./ImageBlock";
import { LinedTitle } from "./LinedTitle";
import { MenuGallery } from "./MenuGallery";
import { News, NewsCardBlock } from "./News";
import { OpeningHours } from "./OpeningHours";
import { ProductLists } from "./ProductLists";
import { Quote } from "./Quote";
import { RichText } from "./RichText";
import { SubMenu } from "./SubMenu";
import { Subtitle } from "./Subtitle";
import { Title } from "./Title";
import { UnderlineCallToAction } from "./UnderlineCallToAction";
import { VideoPlayer } from "./VideoPlayer";
import { Footer } from "~/components/Footer";
import { FooterLogo } from "~/components/FooterLogo";
import { Hamburger } from "~/components/Hamburger";
import { Header } from "~/components/Header";
import { LanguageSwitcher } from "~/components/LanguageSwitcher";
import { Logo } from "~/components/Logo";
import { MobileMenu } from "~/components/MobileMenu";

const block = (component: unknown) => component as BlockComponent;

/**
 * The block registry: content `_type` -> component (docs/content-model.md §3 and §5). The chrome
 * blocks (header, footer, …) are configured in `siteSettings.chrome` and drawn by the site layout;
 * they are here too so a page can place one.
 */
export const BLOCK_REGISTRY: Record<string, BlockComponent> = {
  richText: block(RichText),
  imageBlock: block(ImageBlock),
  allergenInfo: block(AllergenInfo),
  background: block(Background),
  gallery: block(Gallery),
  galleryLauncher: block(GalleryLauncher),
  centeredParagraph: block(CenteredParagraph),
  doubleImageText: block(DoubleImageText),
  doubleText: block(DoubleText),
  externalLink: block(ExternalLink),
  glutenFreeIcon: block(GlutenFreeIcon),
  vegetarianIcon: block(VegetarianIcon),
  hero: block(Hero),
  openingHours: block(OpeningHours),
  linedTitle: block(LinedTitle),
  menuGallery: block(MenuGallery),
  news: block(News),
  newsCard: block(NewsCardBlock),
  productLists: block(ProductLists),
  quote: block(Quote),
  callToAction: block(CallToAction),
  underlineCallToAction: block(UnderlineCallToAction),
  subMenu: block(SubMenu),
  title: block(Title),
  subtitle: block(Subtitle),
  videoPlayer: block(VideoPlayer),
  // Chrome
  header: block(Header),
  footer: block(Footer),
  hamburger: block(Hamburger),
  mobileMenu: block(MobileMenu),
  logo: block(Logo),
  footerLogo: block(FooterLogo),
  languageSwitcher: block(LanguageSwitcher),
};
