import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { histogramFor, isHiddenByFlags, recommendedPercentage, sampleRatings, summariseRatings, voteChange, type StarCounts } from "./ratings.ts";

describe("summariseRatings", () => {
  test("average with one decimal, count, distribution five stars first", () => {
    expect(summariseRatings([1, 0, 2, 3, 4])).toEqual({
      averageRating: 3.9,
      reviewsCount: 10,
      ratingDistribution: [
        { rating: 5, count: 4 },
        { rating: 4, count: 3 },
        { rating: 3, count: 2 },
        { rating: 2, count: 0 },
        { rating: 1, count: 1 },
      ],
    });
    expect(summariseRatings([0, 0, 0, 0, 0]).averageRating).toBe(0);
  });
});

describe("histogramFor", () => {
  const total = (counts: StarCounts) => counts.reduce((sum, count) => sum + count, 0);

  test.each([
    [0, 0, [0, 0, 0, 0, 0]],
    [1, 42, [0, 0, 0, 1, 0]],
    [4, 50, [0, 0, 0, 0, 4]],
    [2, 34, [0, 0, 1, 1, 0]],
  ])("%i ratings averaging %i tenths → %j", (count, tenths, expected) => {
    expect(histogramFor(count, tenths)).toEqual(expected);
  });

  test("the count always matches, and from 10 ratings the average matches to the tenth", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 10, max: 50 }), (count, tenths) => {
        const counts = histogramFor(count, tenths);
        expect(total(counts)).toBe(count);
        expect(counts.every((value) => value >= 0)).toBe(true);
        if (count >= 10) expect(summariseRatings(counts).averageRating).toBe(tenths / 10);
      }),
    );
  });

  test("is deterministic and bell-shaped around the average", () => {
    expect(histogramFor(570, 46)).toEqual(histogramFor(570, 46));
    const [one, , , four, five] = histogramFor(570, 46);
    expect(five + four).toBeGreaterThan(one * 10);
  });
});

describe("sampleRatings", () => {
  test("draws evenly over the histogram, best first, at most what there is", () => {
    expect(sampleRatings([0, 0, 10, 10, 10], 3)).toEqual([5, 4, 3]);
    expect(sampleRatings([0, 0, 0, 1, 1], 6)).toEqual([5, 4]);
    expect(sampleRatings([0, 0, 0, 0, 0], 6)).toEqual([]);
  });
});

describe("voteChange", () => {
  test.each([
    [undefined, "helpful", { helpful: 1, unhelpful: 0 }],
    [undefined, "unhelpful", { helpful: 0, unhelpful: 1 }],
    ["helpful", "helpful", { helpful: 0, unhelpful: 0 }],
    ["helpful", "unhelpful", { helpful: -1, unhelpful: 1 }],
    ["unhelpful", "helpful", { helpful: 1, unhelpful: -1 }],
  ] as const)("%s then %s", (previous, next, delta) => {
    expect(voteChange(previous, next)).toEqual(delta);
  });
});

describe("moderation and recommendation", () => {
  test.each([
    [0, false],
    [2, false],
    [3, true],
    [10, true],
  ])("%i flags hidden: %s", (flags, hidden) => {
    expect(isHiddenByFlags(flags)).toBe(hidden);
  });

  test.each([
    [0, 0, null],
    [3, 1, 75],
    [2, 1, 67],
    [0, 4, 0],
  ])("%i recommend, %i do not: %s %", (yes, no, percent) => {
    expect(recommendedPercentage(yes, no)).toBe(percent);
  });
});
