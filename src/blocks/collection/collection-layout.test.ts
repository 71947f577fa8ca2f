import { describe, expect, test } from "vitest";
import { collectionSchema } from "./schema.ts";
import { COLLECTION_DEFAULTS, resolveCollectionLayout } from "./collection-layout.ts";

describe("resolveCollectionLayout: a missing field takes the next smaller breakpoint's value", () => {
  test("nothing set: the defaults, slide width narrowing 80 / 45 / 25%", () => {
    const layout = resolveCollectionLayout({});
    expect(layout.sm).toEqual(COLLECTION_DEFAULTS);
    expect([layout.sm.slideWidth, layout.md.slideWidth, layout.lg.slideWidth]).toEqual([80, 45, 25]);
    expect([layout.sm.type, layout.md.type, layout.lg.type]).toEqual(["carousel", "carousel", "carousel"]);
  });

  test.each([
    ["grid from md", { sm: { type: "carousel" }, md: { type: "grid" } }, ["carousel", "grid", "grid"]],
    ["grid on large screens only", { lg: { type: "grid" } }, ["carousel", "carousel", "grid"]],
    ["grid everywhere", { sm: { type: "grid" } }, ["grid", "grid", "grid"]],
    ["grid on small screens, carousel above", { sm: { type: "grid" }, md: { type: "carousel" } }, ["grid", "carousel", "carousel"]],
  ] as const)("type: %s", (_name, breakpoints, types) => {
    const layout = resolveCollectionLayout(breakpoints);
    expect([layout.sm.type, layout.md.type, layout.lg.type]).toEqual(types);
  });

  test.each([
    ["set at sm: inherited upwards", { sm: { slideWidth: 90 } }, [90, 90, 90]],
    ["set at md: defaults below, inherited above", { md: { slideWidth: 50 } }, [80, 50, 50]],
    ["set at lg only", { lg: { slideWidth: 20 } }, [80, 45, 20]],
    ["set everywhere", { sm: { slideWidth: 85 }, md: { slideWidth: 40 }, lg: { slideWidth: 30 } }, [85, 40, 30]],
  ])("slideWidth: %s", (_name, breakpoints, widths) => {
    const layout = resolveCollectionLayout(breakpoints);
    expect([layout.sm.slideWidth, layout.md.slideWidth, layout.lg.slideWidth]).toEqual(widths);
  });

  test("flags are inherited field by field", () => {
    const layout = resolveCollectionLayout({ sm: { autoplay: true, autorotateTime: 7000, showArrows: false }, md: { showArrows: true }, lg: { autoplay: false } });
    expect(layout.md).toMatchObject({ autoplay: true, autorotateTime: 7000, showArrows: true });
    expect(layout.lg).toMatchObject({ autoplay: false, autorotateTime: 7000, showArrows: true });
  });
});

describe("collection schema", () => {
  const item = { id: "c1", type: "linked-card", title: "Jackets" };

  test.each([
    ["a valid collection", { items: [item] }, undefined],
    ["no items", { items: [] }, ["items", "A collection needs at least one item"]],
    ["rotation time in seconds", { items: [item], breakpoints: { sm: { autorotateTime: 5 } } }, ["breakpoints.sm.autorotateTime", "autorotateTime is in milliseconds: at least 2000 so that shoppers can read a slide"]],
    ["slide width over 100%", { items: [item], breakpoints: { md: { slideWidth: 120 } } }, ["breakpoints.md.slideWidth", "slideWidth is a percentage of the collection's width, at most 100"]],
    ["negative padding", { items: [item], breakpoints: { lg: { slidePadding: -4 } } }, ["breakpoints.lg.slidePadding", "slidePadding is the space between slides in px, 0 or more"]],
    ["an unknown type", { items: [item], breakpoints: { sm: { type: "masonry" } } }, ["breakpoints.sm.type", 'type is "carousel" or "grid"']],
  ] as const)("%s", (_name, input, failure) => {
    const result = collectionSchema.safeParse(input);
    if (!failure) return void expect(result.success).toBe(true);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect([issue.path.join("."), issue.message]).toEqual(failure);
  });
});
