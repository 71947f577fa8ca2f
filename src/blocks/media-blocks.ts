import type { AnyBlockDefinition } from "../registry/define-block.ts";
import { heroBlock } from "./hero/index.ts";
import { videoBlock } from "./video/index.ts";

/**
 * The media group of content blocks (issue 5); `index.ts` registers them all. The picture
 * block of this group is registered there, with the blocks that came before the groups.
 */
export const mediaBlocks: AnyBlockDefinition[] = [heroBlock, videoBlock];
