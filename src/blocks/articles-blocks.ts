import type { AnyBlockDefinition } from "../registry/define-block.ts";
import { articleGridBlock } from "./article-grid/index.ts";
import { articlePageBlock } from "./article-page/index.ts";
import { curalateGalleryBlock } from "./curalate-gallery/index.ts";
import { olapicGalleryBlock } from "./olapic-gallery/index.ts";

/** The articles group of content blocks (issue 5); `index.ts` registers them all. */
export const articlesBlocks: AnyBlockDefinition[] = [articlePageBlock, articleGridBlock, curalateGalleryBlock, olapicGalleryBlock];
