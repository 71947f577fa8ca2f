import type { AnyBlockDefinition } from "../registry/define-block.ts";
import { accordionBlock } from "./accordion/index.ts";
import { collectionBlock } from "./collection/index.ts";
import { iconAndTextCollectionBlock } from "./icon-and-text-collection/index.ts";
import { multiLinkCardBlock } from "./multi-link-card/index.ts";
import { verticalListCollectionBlock } from "./vertical-list-collection/index.ts";

/**
 * The collections group of content blocks (issue 5); `index.ts` registers them all.
 * The linked card belongs to this group too, but `index.ts` registers it itself.
 */
export const collectionsBlocks: AnyBlockDefinition[] = [
  collectionBlock,
  verticalListCollectionBlock,
  multiLinkCardBlock,
  iconAndTextCollectionBlock,
  accordionBlock,
];
