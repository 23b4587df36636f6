import type { ComponentType } from "react";
import type { Block, BlockType } from "~/content-client/types";

/** What the registry gives a block's component: its block, as the page's query types it. */
export type BlockProps<K extends BlockType> = {
  block: Block<K>;
  /** Position in its list (0: the first block of the page or of a band). */
  index: number;
  /** Inside a band (a background block): never the page's h1. */
  nested?: boolean;
  /** The page's first picture, near its top (see leadPicture in Blocks): loaded at once, not lazily. */
  lead?: boolean;
};
/** The component that draws the blocks of type `K`. */
export type BlockComponent<K extends BlockType> = ComponentType<BlockProps<K>>;
/** The registry's shape: for every block type of the schema, the component that takes that block. */
export type BlockComponents = { [K in BlockType]: BlockComponent<K> };
