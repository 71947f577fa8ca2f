import type { AnyBlockDefinition } from "../registry/define-block.ts";

/** The articles group of content blocks (issue 5); `index.ts` registers them all. */
export const articlesBlocks: AnyBlockDefinition[] = [];
