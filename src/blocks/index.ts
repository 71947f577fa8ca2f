import type { AnyBlockDefinition } from "../registry/define-block.ts";
import { createRegistry } from "../registry/create-registry.ts";
import { bannerBlock } from "./banner/index.ts";
import { childPagesBlock } from "./child-pages/index.ts";
import { experienceBlock } from "./experience/index.ts";
import { filterByBlock } from "./filter-by/index.ts";
import { linkedCardBlock } from "./linked-card/index.ts";
import { pictureBlock } from "./picture/index.ts";
import { recommendationsBlock } from "./recommendations/index.ts";
import { richTextBlock } from "./rich-text/index.ts";
import { segmentationBlock } from "./segmentation/index.ts";
import { spacerBlock } from "./spacer/index.ts";
import { articlesBlocks } from "./articles-blocks.ts";
import { collectionsBlocks } from "./collections-blocks.ts";
import { formsBlocks } from "./forms-blocks.ts";
import { headerBlocks } from "./header-blocks.ts";
import { mediaBlocks } from "./media-blocks.ts";
import { overlaysBlocks } from "./overlays-blocks.ts";
import { commerceScreens } from "../commerce/screens/index.ts";

/** Every block type of the storefront. Adding a block: one folder, one line here. */
export const blockDefinitions: AnyBlockDefinition[] = [
  // control blocks
  segmentationBlock,
  filterByBlock,
  experienceBlock,
  // content blocks
  richTextBlock,
  spacerBlock,
  pictureBlock,
  bannerBlock,
  linkedCardBlock,
  childPagesBlock,
  recommendationsBlock,
  // groups, each kept in its own file
  ...mediaBlocks,
  ...collectionsBlocks,
  ...headerBlocks,
  ...formsBlocks,
  ...overlaysBlocks,
  ...articlesBlocks,
  // commerce screens (src/commerce/screens/)
  ...commerceScreens,
];

export const registry = createRegistry(blockDefinitions);
