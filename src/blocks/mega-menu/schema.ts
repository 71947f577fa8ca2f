import { z } from "zod";
import { linkUrl, mediaUrl, picture, target } from "../../engine/content/fields.ts";
import { MEGA_MENU_GRID_COLUMNS } from "./menu-limits.ts";

/**
 * The mega menu's node tree (content spec §3 "Mega menu node"): L1 items in the bar, each with
 * columns of L2 items holding L3 links, a banner and visual selectors (image tiles).
 */

/** Default text of an L1's shop-all link; `{title}` is replaced by the item's title. */
export const DEFAULT_SHOP_ALL_LABEL = "Shop all {title}";

const title = z.string().trim().min(1, "A menu item needs a title");

/** What the bar shows of an item: its title, its icon, or both (the title stays the accessible name). */
export const titleVisibility = z.enum(["title", "icon", "title+icon"]).default("title");
/** `highlight` draws the item in the accent colour (a sale, a campaign). */
export const menuStyle = z.enum(["default", "highlight"]).default("default");

/** Fields every node has, L1 to L3. */
const nodeFields = {
  id: z.string().trim().min(1).optional(),
  title,
  target: target.optional(),
  /** A small decorative icon shown next to (or instead of) the title; `titleVisibility` decides. */
  menuIcon: mediaUrl.optional(),
  titleVisibility,
  menuStyle,
};

/** Where a node's shop-all link is hidden: `sm` is the mobile accordion (below 1200px), `lg` the desktop popover. */
export const hideShopAll = z
  .object({ sm: z.boolean().default(false), lg: z.boolean().default(false) })
  .default({ sm: false, lg: false });

/** Replaces the shop-all link's text (`{title}` allowed) or URL. */
export const overrideShopAll = z.object({ text: z.string().trim().min(1).optional(), url: linkUrl.optional() });

export const level3Node = z.object(nodeFields).refine((node) => node.target !== undefined, {
  message: "A level-3 menu item needs a target (its link)",
  path: ["target"],
});

export const level2Node = z
  .object({ ...nodeFields, children: z.array(level3Node).default([]), hideShopAll, overrideShopAll: overrideShopAll.optional() })
  .refine((node) => node.target !== undefined || node.children.length > 0, {
    message: "A level-2 menu item needs a target or children",
    path: ["target"],
  });

export const menuColumn = z.object({ children: z.array(level2Node).min(1, "A menu column needs at least one item") });

/** An image tile of the popover (spec §3 "Visual selector"). */
export const visualSelector = z.object({
  mediaObject: z.object({ url: mediaUrl, alt: z.string().default(""), seoTitle: z.string().optional() }),
  title,
  target,
});

/** The picture with a headline and a link at the end of the popover. */
export const menuBanner = z.object({
  media: picture,
  title: z.string().trim().min(1).optional(),
  subtitle: z.string().optional(),
  target: target.optional(),
});

export const level1Node = z
  .object({
    ...nodeFields,
    /** Popover columns; when empty, each child becomes a column of its own. */
    columns: z.array(menuColumn).max(MEGA_MENU_GRID_COLUMNS, `A menu has at most ${MEGA_MENU_GRID_COLUMNS} columns`).default([]),
    children: z.array(level2Node).default([]),
    menuBanner: menuBanner.optional(),
    visualSelectors: z.array(visualSelector).max(MEGA_MENU_GRID_COLUMNS, `At most ${MEGA_MENU_GRID_COLUMNS} visual selectors`).default([]),
    visualSelectorsTitle: z.string().trim().min(1).optional(),
    hideShopAll,
    overrideShopAll: overrideShopAll.optional(),
  })
  .refine(
    (node) => node.target !== undefined || node.columns.length > 0 || node.children.length > 0 || node.visualSelectors.length > 0 || node.menuBanner !== undefined,
    { message: "A top-level menu item needs a target or content for its popover", path: ["target"] },
  );

export const megaMenuLabels = z
  .object({
    /** Accessible name of the navigation landmark. */
    navigation: z.string().default("Main"),
    /** The mobile menu button. */
    menu: z.string().default("Menu"),
    /** Default text of shop-all links; `{title}` is the item's title. */
    shopAll: z.string().default(DEFAULT_SHOP_ALL_LABEL),
  })
  .default({ navigation: "Main", menu: "Menu", shopAll: DEFAULT_SHOP_ALL_LABEL });

export const megaMenuSchema = z.object({
  items: z.array(level1Node).min(1, "A mega menu needs at least one top-level item"),
  /** Open popovers on click only (hover and focus are ignored). Defaults to opening on hover. */
  clickTrigger: z.boolean().default(false),
  labels: megaMenuLabels,
});

export type MegaMenuProps = z.output<typeof megaMenuSchema>;
export type MegaMenuInput = z.input<typeof megaMenuSchema>;
export type Level1Node = z.output<typeof level1Node>;
export type Level2Node = z.output<typeof level2Node>;
export type Level3Node = z.output<typeof level3Node>;
export type VisualSelector = z.output<typeof visualSelector>;
export type MenuBanner = z.output<typeof menuBanner>;
