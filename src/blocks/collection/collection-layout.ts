import { BREAKPOINTS, type Breakpoint } from "../../engine/types.ts";
import type { CarouselSettings, ResponsiveCarouselSettings } from "../../ui/carousel/carousel-settings.ts";

/**
 * Defaults of a collection at `sm`: a carousel showing one slide and a peek of the next, with
 * arrows and dots, no rotation. Larger breakpoints inherit from the smaller ones, except the
 * slide width, whose default narrows (45% at md, 25% at lg) unless the editor set one below.
 */
export const COLLECTION_DEFAULTS: CarouselSettings = {
  type: "carousel",
  slideWidth: 80,
  slidePadding: 16,
  autoplay: false,
  autorotateTime: 5000,
  loop: false,
  showArrows: true,
  showIndicators: true,
  showProgress: false,
};

export const DEFAULT_SLIDE_WIDTH: Record<Breakpoint, number> = { sm: 80, md: 45, lg: 25 };

/**
 * The full settings at every breakpoint from what the editor set: a field missing at a
 * breakpoint takes the value of the next smaller one (as section margins do), else the default.
 */
export function resolveCollectionLayout(breakpoints: Partial<Record<Breakpoint, Partial<CarouselSettings> | undefined>>): ResponsiveCarouselSettings {
  const resolved = {} as ResponsiveCarouselSettings;
  let previous: CarouselSettings = COLLECTION_DEFAULTS;
  let slideWidthSet = false;
  for (const breakpoint of BREAKPOINTS) {
    const own = definedFields(breakpoints[breakpoint] ?? {});
    slideWidthSet ||= own.slideWidth !== undefined;
    const settings: CarouselSettings = { ...previous, ...own };
    if (!slideWidthSet) settings.slideWidth = DEFAULT_SLIDE_WIDTH[breakpoint];
    resolved[breakpoint] = settings;
    previous = settings;
  }
  return resolved;
}

function definedFields<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
