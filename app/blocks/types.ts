import type { ComponentType } from "react";
import type { ContentBlock } from "~/content/types";

export type BlockProps<T extends object = Record<string, unknown>> = { block: ContentBlock & T; index: number };
export type BlockComponent = ComponentType<BlockProps<never>>;
