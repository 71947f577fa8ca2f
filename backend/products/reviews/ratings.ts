import { REVIEW_HIDE_FLAG_THRESHOLD } from "../../../contracts/api/products-reviews.ts";

/**
 * Rating and voting rules as pure functions (ratings.test.ts): the summary of a product's
 * ratings, the star histogram that reproduces a catalogue average, and what a vote changes.
 */

/** Ratings by stars: index 0 is one star, index 4 five stars. */
export type StarCounts = [number, number, number, number, number];

export interface RatingSummary {
  /** One decimal; 0 without ratings. */
  averageRating: number;
  reviewsCount: number;
  /** 5 stars first. */
  ratingDistribution: { rating: number; count: number }[];
}

export function summariseRatings(counts: StarCounts): RatingSummary {
  const reviewsCount = counts.reduce((sum, count) => sum + count, 0);
  const stars = counts.reduce((sum, count, index) => sum + count * (index + 1), 0);
  return {
    averageRating: reviewsCount === 0 ? 0 : Math.round((stars * 10) / reviewsCount) / 10,
    reviewsCount,
    ratingDistribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: counts[rating - 1]! })),
  };
}

/**
 * A histogram of `count` ratings whose average is as close as whole stars allow to
 * `averageTenths` (46 → 4.6): exact to the tenth from 10 ratings up. The shape is a bell around
 * the average, then single ratings are moved one star at a time (low tail up, or high tail down)
 * until the star total matches. Deterministic: the seed gives every product the same ratings.
 */
export function histogramFor(count: number, averageTenths: number): StarCounts {
  const counts: StarCounts = [0, 0, 0, 0, 0];
  if (count <= 0) return counts;
  const mean = Math.min(5, Math.max(1, averageTenths / 10));
  const weights = [1, 2, 3, 4, 5].map((star) => Math.exp(-((star - mean) ** 2) / 2.4));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  // Largest remainder: whole counts that add up to `count`.
  const exact = weights.map((weight) => (weight / total) * count);
  exact.forEach((value, index) => (counts[index] = Math.floor(value)));
  const byRemainder = exact.map((value, index) => [value - Math.floor(value), index] as const).sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  for (let missing = count - counts.reduce((sum, value) => sum + value, 0), i = 0; missing > 0; missing--, i++) counts[byRemainder[i % 5]![1]]! += 1;

  const target = Math.min(5 * count, Math.max(count, Math.round((averageTenths * count) / 10)));
  let stars = counts.reduce((sum, value, index) => sum + value * (index + 1), 0);
  while (stars < target) {
    const low = counts.findIndex((value, index) => value > 0 && index < 4);
    counts[low]! -= 1;
    counts[low + 1]! += 1;
    stars += 1;
  }
  while (stars > target) {
    const high = counts.findLastIndex((value, index) => value > 0 && index > 0);
    counts[high]! -= 1;
    counts[high - 1]! += 1;
    stars -= 1;
  }
  return counts;
}

/**
 * `n` ratings drawn evenly from a histogram (best first), so that a sample of written reviews
 * looks like the product's ratings as a whole.
 */
export function sampleRatings(counts: StarCounts, n: number): number[] {
  const all = [5, 4, 3, 2, 1].flatMap((rating) => Array<number>(counts[rating - 1]!).fill(rating));
  const take = Math.min(n, all.length);
  return Array.from({ length: take }, (_, index) => all[Math.floor(((index + 0.5) * all.length) / take)]!);
}

export type Vote = "helpful" | "unhelpful";

/** What a shopper's vote changes: nothing when repeated; a change of mind moves one count to the other. */
export function voteChange(previous: Vote | undefined, next: Vote): { helpful: number; unhelpful: number } {
  if (previous === next) return { helpful: 0, unhelpful: 0 };
  const delta = { helpful: 0, unhelpful: 0 };
  delta[next] += 1;
  if (previous) delta[previous] -= 1;
  return delta;
}

/** A review flagged by this many shoppers leaves the listing until a moderator has seen it. */
export function isHiddenByFlags(flagCount: number): boolean {
  return flagCount >= REVIEW_HIDE_FLAG_THRESHOLD;
}

/** Percent of reviews recommending the product, of those that say; null when none say. */
export function recommendedPercentage(recommended: number, notRecommended: number): number | null {
  const said = recommended + notRecommended;
  return said === 0 ? null : Math.round((recommended * 100) / said);
}
