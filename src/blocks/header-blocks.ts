import type { AnyBlockDefinition } from "../registry/define-block.ts";
import { benefitBarBlock } from "./benefit-bar/index.ts";
import { megaMenuBlock } from "./mega-menu/index.ts";
import { promoBarBlock } from "./promo-bar/index.ts";
import { secondaryNavigationBlock } from "./secondary-navigation/index.ts";

/** The header group of content blocks (issue 5); `index.ts` registers them all. */
export const headerBlocks: AnyBlockDefinition[] = [megaMenuBlock, secondaryNavigationBlock, promoBarBlock, benefitBarBlock];
