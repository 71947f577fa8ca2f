import type { Breakpoint } from "../../engine/types.ts";
import { BREAKPOINTS } from "../../engine/types.ts";

/**
 * Settings of a responsive carousel at one breakpoint (content spec §3, Collection). Pure data
 * and pure functions: nothing here loads the carousel library.
 */
export interface CarouselSettings {
  /** A scrolling carousel, or every item laid out in a grid. */
  type: "carousel" | "grid";
  /** Width of one slide, in % of the carousel's width; in a grid, the columns are `100 / slideWidth`, rounded. */
  slideWidth: number;
  /** Space between slides (and grid cells), in px. */
  slidePadding: number;
  autoplay: boolean;
  /** Time each position shows while rotating automatically, in ms. */
  autorotateTime: number;
  loop: boolean;
  showArrows: boolean;
  showIndicators: boolean;
  showProgress: boolean;
}

export type ResponsiveCarouselSettings = Record<Breakpoint, CarouselSettings>;

/** Non-overlapping media query of each breakpoint (sm < 768px ≤ md < 1200px ≤ lg). */
export const BREAKPOINT_RANGES: Record<Breakpoint, string> = {
  sm: "(max-width: 767px)",
  md: "(min-width: 768px) and (max-width: 1199px)",
  lg: "(min-width: 1200px)",
};

/** Columns of the grid layout: as many slides of `slideWidth`% as fit in a row, at least one. */
export function gridColumns(slideWidth: number): number {
  return Math.max(1, Math.round(100 / slideWidth));
}

/**
 * Options for embla: active (scrolling) only at the breakpoints laid out as a carousel, looping
 * where asked. Embla watches the media queries itself and re-initialises when one flips.
 */
export function emblaOptions(settings: ResponsiveCarouselSettings) {
  const at = (breakpoint: Breakpoint) => ({ active: settings[breakpoint].type === "carousel", loop: settings[breakpoint].loop });
  return {
    align: "start" as const,
    containScroll: "trimSnaps" as const,
    ...at("sm"),
    breakpoints: { [BREAKPOINT_RANGES.md]: at("md"), [BREAKPOINT_RANGES.lg]: at("lg") },
  };
}

/** CSS custom properties of the layout at each breakpoint, read by the carousel's stylesheet. */
export function carouselCssVariables(settings: ResponsiveCarouselSettings): Record<string, string> {
  const style: Record<string, string> = {};
  for (const breakpoint of BREAKPOINTS) {
    const { slideWidth, slidePadding } = settings[breakpoint];
    style[`--slide-width-${breakpoint}`] = `${slideWidth}%`;
    style[`--slide-gap-${breakpoint}`] = `${slidePadding}px`;
    style[`--grid-columns-${breakpoint}`] = String(gridColumns(slideWidth));
  }
  return style;
}

export type CarouselControl = "arrows" | "indicators" | "progress" | "rotation";

/** Whether a control shows at a breakpoint: only where the layout is a carousel, and only if asked for. */
export function showsControl(settings: CarouselSettings, control: CarouselControl, slideCount: number): boolean {
  if (settings.type !== "carousel" || slideCount < 2) return false;
  switch (control) {
    case "arrows":
      return settings.showArrows;
    case "indicators":
      return settings.showIndicators;
    case "progress":
      return settings.showProgress;
    case "rotation":
      return settings.autoplay;
  }
}

/** The breakpoints at which a control is hidden, for the `hide-{bp}` classes (CSS decides before hydration). */
export function hiddenAt(settings: ResponsiveCarouselSettings, control: CarouselControl, slideCount: number): Partial<Record<Breakpoint, boolean>> {
  const hidden: Partial<Record<Breakpoint, boolean>> = {};
  for (const breakpoint of BREAKPOINTS) {
    if (!showsControl(settings[breakpoint], control, slideCount)) hidden[breakpoint] = true;
  }
  return hidden;
}

/** Whether the carousel rotates by itself right now. */
export function isRotating(state: {
  settings: CarouselSettings | undefined;
  /** `auto`: follow the shopper's motion preference; `playing` / `paused`: the shopper chose. */
  playState: "auto" | "playing" | "paused";
  reducedMotion: boolean | undefined;
  hovered: boolean;
  slideCount: number;
}): boolean {
  const { settings, playState, reducedMotion, hovered, slideCount } = state;
  if (!settings || !showsControl(settings, "rotation", slideCount)) return false;
  return wantsRotation(playState, reducedMotion) && !hovered;
}

/** Whether rotation is switched on (the pause / play control's state), hover aside. */
export function wantsRotation(playState: "auto" | "playing" | "paused", reducedMotion: boolean | undefined): boolean {
  if (playState === "auto") return reducedMotion === false;
  return playState === "playing";
}
