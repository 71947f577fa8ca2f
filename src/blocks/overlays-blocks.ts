import type { AnyBlockDefinition } from "../registry/define-block.ts";
import { dialogBlock } from "./dialog/index.ts";
import { popUpBlock } from "./popup/index.ts";
import { popUpManagerBlock } from "./popup-manager/index.ts";

/** The overlays group of content blocks (issue 5); `index.ts` registers them all. */
export const overlaysBlocks: AnyBlockDefinition[] = [popUpManagerBlock, popUpBlock, dialogBlock];
