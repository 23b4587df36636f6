import type { BlockComponent } from "./types";
import { Hero } from "./Hero";
import { RichText } from "./RichText";
import { Title } from "./Title";
import { Subtitle } from "./Subtitle";
import { CenteredParagraph } from "./CenteredParagraph";

/** The block registry: content `_type` -> component. */
export const BLOCK_REGISTRY: Record<string, BlockComponent> = {
  hero: Hero as BlockComponent,
  richText: RichText as BlockComponent,
  title: Title as BlockComponent,
  subtitle: Subtitle as BlockComponent,
  centeredParagraph: CenteredParagraph as BlockComponent,
};
