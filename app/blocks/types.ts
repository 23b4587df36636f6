import type { ComponentType } from "react";
import type { BlockBase } from "~/content/types";

export type BlockProps<T extends object = Record<string, unknown>> = {
  block: BlockBase & T;
  /** Position in its list (0: the first block of the page or of a band). */
  index: number;
  /** Inside a band (a background block): never the page's h1. */
  nested?: boolean;
};
export type BlockComponent = ComponentType<BlockProps<never>>;
