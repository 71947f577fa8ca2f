import type { AnyBlockDefinition } from "../registry/define-block.ts";

/** The overlays group of content blocks (issue 5); `index.ts` registers them all. */
export const overlaysBlocks: AnyBlockDefinition[] = [];
