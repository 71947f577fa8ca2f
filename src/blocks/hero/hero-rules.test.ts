import { describe, expect, test } from "vitest";
import { gradientHeights, OVERLAY_PICTURE_SIZES, overlayPictureSources, readableOn, resolveLayouts, type GradientStyle, type HeroVariant, type ResponsiveLayout } from "./hero-rules.ts";

describe("gradientHeights", () => {
  test.each<[string, GradientStyle, Parameters<typeof gradientHeights>[1], { sm: number; md: number; lg: number }]>([
    ["full is 35% everywhere", "full", undefined, { sm: 35, md: 35, lg: 35 }],
    ["focused is 50% everywhere", "focused", undefined, { sm: 50, md: 50, lg: 50 }],
    ["off is 0%", "off", undefined, { sm: 0, md: 0, lg: 0 }],
    ["only where gradientBreakpoints says so", "full", { md: true, lg: true }, { sm: 0, md: 35, lg: 35 }],
    ["false turns a breakpoint off", "focused", { sm: true, md: false, lg: true }, { sm: 50, md: 0, lg: 50 }],
    ["an empty list: nowhere", "focused", {}, { sm: 0, md: 0, lg: 0 }],
    ["off stays off where listed", "off", { sm: true }, { sm: 0, md: 0, lg: 0 }],
  ])("%s", (_name, style, breakpoints, expected) => {
    expect(gradientHeights(style, breakpoints)).toEqual(expected);
  });
});

describe("resolveLayouts", () => {
  const overlayLeft = { layout: "overlay", alignment: "left" };
  const belowLeft = { layout: "below", alignment: "left" };
  test.each<[string, HeroVariant, ResponsiveLayout, Record<string, unknown>]>([
    ["standard: overlay everywhere", "standardHero", {}, { sm: overlayLeft, md: overlayLeft, lg: overlayLeft }],
    ["block-below: below everywhere", "blockBelowHero", {}, { sm: belowLeft, md: belowLeft, lg: belowLeft }],
    ["product overlay: below on phones, overlay from md", "productOverlayHero", {}, { sm: belowLeft, md: overlayLeft, lg: overlayLeft }],
    [
      "a breakpoint left out takes the next smaller one's",
      "standardHero",
      { sm: { layout: "below", alignment: "center" }, lg: { layout: "overlay" } },
      { sm: { layout: "below", alignment: "center" }, md: { layout: "below", alignment: "center" }, lg: { layout: "overlay", alignment: "center" } },
    ],
    [
      "two media columns from md",
      "blockBelowHero",
      { md: { layout: "below-2media" } },
      { sm: belowLeft, md: { layout: "below-2media", alignment: "left" }, lg: { layout: "below-2media", alignment: "left" } },
    ],
    [
      "alignment alone",
      "standardHero",
      { md: { alignment: "right" } },
      { sm: overlayLeft, md: { layout: "overlay", alignment: "right" }, lg: { layout: "overlay", alignment: "right" } },
    ],
  ])("%s", (_name, variant, responsive, expected) => {
    expect(resolveLayouts(variant, responsive)).toEqual(expected);
  });
});

describe("the product-overlay picture", () => {
  test("sizes per breakpoint are the spec's", () => {
    expect(OVERLAY_PICTURE_SIZES).toEqual({ sm: { width: 196, height: 343 }, md: { width: 271, height: 467 }, lg: { width: 344, height: 538 } });
  });

  const jacket = { url: "/media/product-jacket.svg", alt: "Summit down jacket", width: 344, height: 538 };
  test.each([
    ["one picture everywhere", undefined, undefined, ["/media/product-jacket.svg", "/media/product-jacket.svg", "/media/product-jacket.svg"]],
    ["small and large pictures", { ...jacket, url: "/media/s.svg" }, { ...jacket, url: "/media/l.svg" }, ["/media/s.svg", "/media/product-jacket.svg", "/media/l.svg"]],
  ])("%s: each breakpoint's URL transformed at twice its size", (_name, small, large, [sm, md, lg]) => {
    const picture = overlayPictureSources(jacket, small, large);
    const query = "q=50&sharpen=60&fm=auto&dpr=2.0";
    expect(picture.responsive?.sm?.url).toBe(`${sm}?w=392&h=686&${query}`);
    expect(picture.responsive?.md?.url).toBe(`${md}?w=542&h=934&${query}`);
    expect(picture.responsive?.lg?.url).toBe(`${lg}?w=688&h=1076&${query}`);
    expect([picture.width, picture.height, picture.alt]).toEqual([196, 343, "Summit down jacket"]);
  });
});

describe("readableOn", () => {
  test.each([
    ["#1f3b2d", "#ffffff"],
    ["#000000", "#ffffff"],
    ["#f3f4f2", "#1a1f1c"],
    ["#ffffff", "#1a1f1c"],
    ["#c4561b", "#ffffff"],
    ["white", "#1a1f1c"],
    [undefined, "#1a1f1c"],
  ])("on %s: %s", (background, expected) => {
    expect(readableOn(background)).toBe(expected);
  });
});
