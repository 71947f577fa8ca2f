/**
 * Layout rules of the icon-and-text collection (content spec §9):
 * - gap 1 for icon-above-text and one-column, 2 for icon-left (spacing units of 1rem);
 * - with exactly 4 items, a 2-column grid of cells up to 30rem each; otherwise each item takes
 *   a third of the width (one-column: always one column);
 * - icon sizes small = md, medium = lg, large = 3xl on the icon size scale.
 * Below 768px every variant stacks in one column.
 */
export const ICON_AND_TEXT_VARIANTS = ["icon-above-text", "icon-left", "one-column"] as const;
export type IconAndTextVariant = (typeof ICON_AND_TEXT_VARIANTS)[number];

export const ICON_SIZES = ["small", "medium", "large"] as const;
export type IconSize = (typeof ICON_SIZES)[number];

/** The icon size scale (tokens), in rem. */
export const ICON_SCALE_REM = { xs: 1, sm: 1.25, md: 1.5, lg: 2, xl: 2.5, "2xl": 3, "3xl": 4 } as const;
export type IconToken = keyof typeof ICON_SCALE_REM;

export const ICON_SIZE_TOKENS: Record<IconSize, IconToken> = { small: "md", medium: "lg", large: "3xl" };

/** Max width of a cell of the 4-item grid, in rem. */
export const TWO_COLUMN_MAX_REM = 30;

export type IconAndTextGrid = "one-column" | "two-columns" | "thirds";

export interface IconAndTextLayout {
  /** Gap between items and between an item's icon and text, in spacing units (rem). */
  gap: 1 | 2;
  grid: IconAndTextGrid;
  iconToken: IconToken;
  iconRem: number;
}

export function iconAndTextLayout(variant: IconAndTextVariant, itemCount: number, iconSize: IconSize): IconAndTextLayout {
  const iconToken = ICON_SIZE_TOKENS[iconSize];
  return {
    gap: variant === "icon-left" ? 2 : 1,
    grid: variant === "one-column" ? "one-column" : itemCount === 4 ? "two-columns" : "thirds",
    iconToken,
    iconRem: ICON_SCALE_REM[iconToken],
  };
}
