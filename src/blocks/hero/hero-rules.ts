/**
 * The hero's rules (content spec §2, §3 "Hero", §9) as pure functions: layout per breakpoint,
 * gradient heights, the product-overlay picture's sizes, readable text colours.
 */
import type { Picture } from "../../engine/content/fields.ts";
import { GRADIENT_HEIGHTS } from "../../engine/content/gradient-heights.ts";
import { contrastRatio } from "../../ui/color-contrast.ts";
import { transformPicture } from "../picture/image-transform.ts";

export type Breakpoint = "sm" | "md" | "lg";
export const BREAKPOINTS: readonly Breakpoint[] = ["sm", "md", "lg"];

export const HERO_VARIANTS = ["standardHero", "blockBelowHero", "productOverlayHero"] as const;
export type HeroVariant = (typeof HERO_VARIANTS)[number];

/** `overlay`: text over the media; `below`: text under it; `below-2media`: two media side by side, text under them. */
export const HERO_LAYOUTS = ["overlay", "below", "below-2media"] as const;
export type HeroLayout = (typeof HERO_LAYOUTS)[number];

export const HERO_ALIGNMENTS = ["left", "center", "right"] as const;
export type HeroAlignment = (typeof HERO_ALIGNMENTS)[number];

export interface LayoutAt {
  layout: HeroLayout;
  alignment: HeroAlignment;
}
export type ResponsiveLayout = Partial<Record<Breakpoint, { layout?: HeroLayout; alignment?: HeroAlignment } | undefined>>;

/** What each variant does when the editor sets nothing for a breakpoint. */
export const VARIANT_LAYOUTS: Record<HeroVariant, Record<Breakpoint, LayoutAt>> = {
  standardHero: { sm: { layout: "overlay", alignment: "left" }, md: { layout: "overlay", alignment: "left" }, lg: { layout: "overlay", alignment: "left" } },
  blockBelowHero: { sm: { layout: "below", alignment: "left" }, md: { layout: "below", alignment: "left" }, lg: { layout: "below", alignment: "left" } },
  // The product picture takes the media's space on phones: the text goes below it there.
  productOverlayHero: { sm: { layout: "below", alignment: "left" }, md: { layout: "overlay", alignment: "left" }, lg: { layout: "overlay", alignment: "left" } },
};

/**
 * The layout and alignment at each breakpoint: the editor's setting, else the next smaller
 * breakpoint's (as section margins do), else the variant's default.
 */
export function resolveLayouts(variant: HeroVariant, responsive: ResponsiveLayout = {}): Record<Breakpoint, LayoutAt> {
  const defaults = VARIANT_LAYOUTS[variant];
  let layout: HeroLayout | undefined;
  let alignment: HeroAlignment | undefined;
  const result = {} as Record<Breakpoint, LayoutAt>;
  for (const breakpoint of BREAKPOINTS) {
    layout = responsive[breakpoint]?.layout ?? layout;
    alignment = responsive[breakpoint]?.alignment ?? alignment;
    result[breakpoint] = { layout: layout ?? defaults[breakpoint].layout, alignment: alignment ?? defaults[breakpoint].alignment };
  }
  return result;
}

export type GradientStyle = keyof typeof GRADIENT_HEIGHTS;

/**
 * The gradient's height in percent of the media at each breakpoint: full 35, focused 50, off 0
 * (spec §9). `gradientBreakpoints`, when given, lists where it shows (unset or false: not there).
 */
export function gradientHeights(style: GradientStyle, breakpoints?: Partial<Record<Breakpoint, boolean | undefined>>): Record<Breakpoint, number> {
  const height = GRADIENT_HEIGHTS[style];
  const at = (breakpoint: Breakpoint) => (breakpoints === undefined || breakpoints[breakpoint] === true ? height : 0);
  return { sm: at("sm"), md: at("md"), lg: at("lg") };
}

/** Display size of the product-overlay picture (spec §9). */
export const OVERLAY_PICTURE_SIZES: Record<Breakpoint, { width: number; height: number }> = {
  sm: { width: 196, height: 343 },
  md: { width: 271, height: 467 },
  lg: { width: 344, height: 538 },
};

/**
 * The product-overlay picture with a transformed URL per breakpoint at its size: `overlaySmall`
 * on small screens and `overlayLarge` on large ones when the editor set them, else
 * `overlayPicture` everywhere.
 */
export function overlayPictureSources(overlayPicture: Picture, overlaySmall?: Picture, overlayLarge?: Picture): Picture {
  return transformPicture(
    {
      url: overlayPicture.url,
      alt: overlayPicture.alt,
      width: OVERLAY_PICTURE_SIZES.sm.width,
      height: OVERLAY_PICTURE_SIZES.sm.height,
      responsive: {
        sm: { url: (overlaySmall ?? overlayPicture).url },
        md: { url: overlayPicture.url },
        lg: { url: (overlayLarge ?? overlayPicture).url },
      },
    },
    OVERLAY_PICTURE_SIZES,
  );
}

export const INK = "#1a1f1c";
export const WHITE = "#ffffff";

/** The text colour with the better contrast on a background: white or ink (non-hex backgrounds: ink). */
export function readableOn(background: string | undefined): string {
  if (!background) return INK;
  const white = contrastRatio(WHITE, background);
  const ink = contrastRatio(INK, background);
  return white !== undefined && ink !== undefined && white > ink ? WHITE : INK;
}

/** Text over the media follows the gradient's tone: white on dark, ink on light. */
export function overlayTextColor(tone: "dark" | "light"): string {
  return tone === "dark" ? WHITE : INK;
}

/** The overlay text panel's largest width, by `overlayWidth`. */
export const OVERLAY_WIDTHS = { xs: "20rem", sm: "28rem", md: "36rem", lg: "46rem" } as const;
