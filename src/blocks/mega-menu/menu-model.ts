import type { AnalyticsEvents } from "../../analytics/events.ts";
import { MEGA_MENU_GRID_COLUMNS } from "./menu-limits.ts";
import type { Level1Node, Level2Node } from "./schema.ts";

/**
 * The mega menu's rules as pure functions: what a popover holds, where the shop-all links go,
 * and the analytics payload of a click. The components only lay these out.
 */

/** The two renderings of the menu: the mobile accordion (below 1200px) and the desktop popover. */
export type MenuBreakpoint = "sm" | "lg";

export interface ShopAllLink {
  text: string;
  url: string;
}

/** Whether an L1 opens a popover (else it is a plain link in the bar). */
export function hasPopover(node: Level1Node): boolean {
  return node.columns.length > 0 || node.children.length > 0 || node.visualSelectors.length > 0 || node.menuBanner !== undefined;
}

/** The popover's link columns: the configured columns, else one column per child. */
export function popoverColumns(node: Level1Node): Level2Node[][] {
  if (node.columns.length > 0) return node.columns.map((column) => column.children);
  return node.children.map((child) => [child]);
}

/** Every L2 of an L1, columns first: what the mobile accordion lists. */
export function level2Items(node: Level1Node): Level2Node[] {
  return node.columns.length > 0 ? node.columns.flatMap((column) => column.children) : node.children;
}

/** Fewest grid columns the visual selectors take beside the link columns. */
const MIN_SELECTOR_SPAN = 2;

/**
 * How many of the six grid columns each part of the popover takes: a link column one (one
 * sixth, spec §9), the banner two, the visual selectors what is left on the row, or a whole
 * row of their own (below the banner) when fewer than two are left.
 */
export function popoverSpans(node: Level1Node): { columns: number; selectors: number; banner: number } {
  const columns = Math.min(popoverColumns(node).length, MEGA_MENU_GRID_COLUMNS);
  const banner = node.menuBanner ? 2 : 0;
  const left = MEGA_MENU_GRID_COLUMNS - columns - banner;
  const selectors = node.visualSelectors.length === 0 ? 0 : left >= MIN_SELECTOR_SPAN ? left : MEGA_MENU_GRID_COLUMNS;
  return { columns, selectors, banner };
}

/** `template` with `{title}` replaced. */
export function fillTitle(template: string, title: string): string {
  return template.replaceAll("{title}", title).replace(/\s+/g, " ").trim();
}

/**
 * The shop-all link of a node with children at a breakpoint: hidden where `hideShopAll` says
 * so, and absent when neither the node nor its override has a URL. Its text is the override's,
 * else the label template (`Shop all {title}`).
 */
export function shopAllLink(
  node: Pick<Level1Node, "title" | "target" | "hideShopAll" | "overrideShopAll">,
  breakpoint: MenuBreakpoint,
  labelTemplate: string,
): ShopAllLink | undefined {
  if (node.hideShopAll[breakpoint]) return undefined;
  const url = node.overrideShopAll?.url ?? node.target?.url;
  if (!url) return undefined;
  return { url, text: fillTitle(node.overrideShopAll?.text ?? labelTemplate, node.title) };
}

export type TopNavLinkPayload = AnalyticsEvents["topNav.onClickTopNavLink"];

/**
 * The `topNav.onClickTopNavLink` payload: the link's text and URL, the level of the item it
 * leads to (1–3, from the length of `path`), and the titles from L1 down to it.
 */
export function topNavLinkPayload(label: string, url: string, path: readonly string[]): TopNavLinkPayload {
  const level = Math.min(Math.max(path.length, 1), 3) as 1 | 2 | 3;
  return { label, url, level, path: [...path] };
}

/** A stable value for a node: its CMS id, else its position. */
export function nodeKey(node: { id?: string }, ...position: number[]): string {
  return node.id ?? `item-${position.join("-")}`;
}
