import type { AnyBlockDefinition } from "../registry/define-block.ts";

/** The header group of content blocks (issue 5); `index.ts` registers them all. */
export const headerBlocks: AnyBlockDefinition[] = [];
