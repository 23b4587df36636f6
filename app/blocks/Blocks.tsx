import type { ContentBlock } from "~/content/types";
import { BLOCK_REGISTRY } from "./index";

const warned = new Set<string>();

/** Logs an unknown block type once per type and process (content models drift; it renders nothing). */
export function warnUnknownBlock(type: string): void {
  if (warned.has(type)) return;
  warned.add(type);
  console.warn(`[blocks] unknown block type "${type}": rendered nothing`);
}

/** Renders a list of content blocks, each by its `_type`, through the registry. */
export function Blocks({ blocks }: { blocks: ContentBlock[] | null | undefined }) {
  if (!Array.isArray(blocks)) return null;
  return (
    <>
      {blocks.map((block, index) => {
        if (!block || typeof block !== "object" || typeof block._type !== "string") return null;
        const Component = Object.hasOwn(BLOCK_REGISTRY, block._type) ? BLOCK_REGISTRY[block._type] : undefined;
        if (!Component) {
          warnUnknownBlock(block._type);
          return null;
        }
        return <Component key={block._key ?? index} block={block as never} index={index} />;
      })}
    </>
  );
}
