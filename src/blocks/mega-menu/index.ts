import { defineBlock } from "../../registry/define-block.ts";

/**
 * The mega menu (content spec §2, §3, §4): L1 items in a bar opening popovers of columns, a
 * banner and visual selectors on large screens, an accordion on small ones. The site header
 * renders the site's menu document through it (see `menu-document.ts`).
 */
export const megaMenuBlock = defineBlock({
  type: "mega-menu",
  label: "Mega menu",
  loadSchema: () => import("./schema.ts").then((module) => module.megaMenuSchema),
  component: () => import("./mega-menu.tsx"),
});
