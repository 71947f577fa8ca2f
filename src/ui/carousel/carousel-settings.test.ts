import { describe, expect, test } from "vitest";
import {
  BREAKPOINT_RANGES,
  carouselCssVariables,
  emblaOptions,
  gridColumns,
  hiddenAt,
  isRotating,
  showsControl,
  wantsRotation,
  type CarouselSettings,
  type ResponsiveCarouselSettings,
} from "./carousel-settings.ts";

const base: CarouselSettings = {
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
const responsive = (sm: Partial<CarouselSettings>, md: Partial<CarouselSettings> = sm, lg: Partial<CarouselSettings> = md): ResponsiveCarouselSettings => ({
  sm: { ...base, ...sm },
  md: { ...base, ...md },
  lg: { ...base, ...lg },
});

describe("gridColumns: as many slides of slideWidth% as fit, rounded, at least one", () => {
  test.each([
    [100, 1],
    [80, 1],
    [50, 2],
    [45, 2],
    [34, 3],
    [33.33, 3],
    [25, 4],
    [20, 5],
    [10, 10],
  ])("slideWidth %s%% → %i columns", (slideWidth, columns) => {
    expect(gridColumns(slideWidth)).toBe(columns);
  });
});

describe("emblaOptions: embla scrolls only at the carousel breakpoints", () => {
  test.each([
    ["carousel everywhere", responsive({ type: "carousel" }), [true, true, true]],
    ["grid everywhere", responsive({ type: "grid" }), [false, false, false]],
    ["carousel on small screens, grid from md", responsive({ type: "carousel" }, { type: "grid" }), [true, false, false]],
    ["grid on small screens only", responsive({ type: "grid" }, { type: "carousel" }), [false, true, true]],
    ["carousel, grid, carousel", responsive({ type: "carousel" }, { type: "grid" }, { type: "carousel" }), [true, false, true]],
  ] as const)("%s", (_name, settings, [sm, md, lg]) => {
    const options = emblaOptions(settings);
    expect(options.active).toBe(sm);
    expect(options.breakpoints[BREAKPOINT_RANGES.md]!.active).toBe(md);
    expect(options.breakpoints[BREAKPOINT_RANGES.lg]!.active).toBe(lg);
  });

  test("loop follows each breakpoint", () => {
    const options = emblaOptions(responsive({ loop: false }, { loop: true }, { loop: false }));
    expect([options.loop, options.breakpoints[BREAKPOINT_RANGES.md]!.loop, options.breakpoints[BREAKPOINT_RANGES.lg]!.loop]).toEqual([false, true, false]);
  });

  test("the breakpoint ranges do not overlap and meet at 768px and 1200px", () => {
    expect(BREAKPOINT_RANGES).toEqual({ sm: "(max-width: 767px)", md: "(min-width: 768px) and (max-width: 1199px)", lg: "(min-width: 1200px)" });
  });
});

test("carouselCssVariables: slide width, gap and grid columns per breakpoint", () => {
  expect(carouselCssVariables(responsive({ slideWidth: 80, slidePadding: 8 }, { slideWidth: 50, slidePadding: 16 }, { slideWidth: 25, slidePadding: 24 }))).toEqual({
    "--slide-width-sm": "80%",
    "--slide-gap-sm": "8px",
    "--grid-columns-sm": "1",
    "--slide-width-md": "50%",
    "--slide-gap-md": "16px",
    "--grid-columns-md": "2",
    "--slide-width-lg": "25%",
    "--slide-gap-lg": "24px",
    "--grid-columns-lg": "4",
  });
});

describe("showsControl: only in a carousel of two or more slides, when asked for", () => {
  test.each([
    ["arrows", { showArrows: true }, 5, true],
    ["arrows", { showArrows: false }, 5, false],
    ["arrows", { showArrows: true, type: "grid" }, 5, false],
    ["arrows", { showArrows: true }, 1, false],
    ["indicators", { showIndicators: true }, 3, true],
    ["indicators", { showIndicators: false }, 3, false],
    ["progress", { showProgress: true }, 3, true],
    ["progress", { showProgress: false }, 3, false],
    ["rotation", { autoplay: true }, 3, true],
    ["rotation", { autoplay: false }, 3, false],
    ["rotation", { autoplay: true, type: "grid" }, 3, false],
  ] as const)("%s with %o and %i slides → %s", (control, settings, count, shown) => {
    expect(showsControl({ ...base, ...settings }, control, count)).toBe(shown);
  });

  test("hiddenAt names the breakpoints where a control does not apply", () => {
    const settings = responsive({ type: "carousel", showArrows: false }, { type: "carousel", showArrows: true }, { type: "grid" });
    expect(hiddenAt(settings, "arrows", 4)).toEqual({ sm: true, lg: true });
    expect(hiddenAt(settings, "indicators", 4)).toEqual({ lg: true });
  });
});

describe("rotation", () => {
  test.each([
    ["auto, motion allowed", "auto", false, true],
    ["auto, reduced motion", "auto", true, false],
    ["auto, preference not known yet (server, hydration)", "auto", undefined, false],
    ["the shopper pressed play under reduced motion", "playing", true, true],
    ["the shopper paused", "paused", false, false],
  ] as const)("wantsRotation: %s → %s", (_name, playState, reducedMotion, expected) => {
    expect(wantsRotation(playState, reducedMotion)).toBe(expected);
  });

  test.each([
    ["autoplay, nothing in the way", { autoplay: true }, false, 3, true],
    ["hovered", { autoplay: true }, true, 3, false],
    ["no autoplay", { autoplay: false }, false, 3, false],
    ["a grid at this breakpoint", { autoplay: true, type: "grid" }, false, 3, false],
    ["a single slide", { autoplay: true }, false, 1, false],
  ] as const)("isRotating: %s → %s", (_name, settings, hovered, slideCount, expected) => {
    expect(isRotating({ settings: { ...base, ...settings }, playState: "auto", reducedMotion: false, hovered, slideCount })).toBe(expected);
  });

  test("isRotating: never before the breakpoint is known", () => {
    expect(isRotating({ settings: undefined, playState: "playing", reducedMotion: false, hovered: false, slideCount: 3 })).toBe(false);
  });
});
