import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  DEFAULT_REVIEWS_PAGE_SIZE,
  REVIEW_TEXT_MAX_LENGTH,
  type ratingSummaryAnswer,
  type reviewAnswer,
  type reviewsAnswer,
  type reviewsQuery,
  type reviewVoteAnswer,
  type writeReviewRequest,
} from "../../../contracts/api/products-reviews.ts";
import type { Database } from "../../db/database.ts";
import { productReviewFlags, productReviews, productReviewVotes } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import type { Shopper } from "../shopper.ts";
import { changeStarCount, loadProductStarCounts } from "./rating-store.ts";
import { isHiddenByFlags, recommendedPercentage, summariseRatings, voteChange, type Vote } from "./ratings.ts";
import { checkTextLength, requireNickname } from "./written-text.ts";

/**
 * Reviews of a product: the listing with its rating summary, writing (one review per shopper
 * and product), flagging and voting. Writes run in the caller's transaction with the review row
 * locked, so that concurrent votes or flags of one review count once each.
 */

type Reader = Pick<Database, "select">;
type Writer = Pick<Database, "select" | "insert" | "update">;
type ReviewRow = typeof productReviews.$inferSelect;
type ReviewAnswer = z.infer<typeof reviewAnswer>;

export const DEFAULT_REVIEW_LOCALE = "en-US";

export function reviewAnswerOf(row: ReviewRow, personal: { vote?: Vote; flagged?: boolean; shopperKey?: string } = {}): ReviewAnswer {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    title: row.title,
    text: row.text,
    nickname: row.nickname,
    location: row.location,
    locale: row.locale,
    submittedAt: row.submittedAt.toISOString(),
    recommended: row.recommended,
    verifiedPurchaser: row.verifiedPurchaser,
    helpfulCount: row.helpfulCount,
    unhelpfulCount: row.unhelpfulCount,
    yourVote: personal.vote ?? null,
    flaggedByYou: personal.flagged ?? false,
    isYours: personal.shopperKey !== undefined && row.shopperKey === personal.shopperKey,
  };
}

export async function ratingSummary(db: Reader, productId: string): Promise<z.infer<typeof ratingSummaryAnswer>> {
  const stars = await loadProductStarCounts(db, productId);
  const [said] = await db
    .select({ yes: sql<number>`count(*) filter (where ${productReviews.recommended})::int`, no: sql<number>`count(*) filter (where not ${productReviews.recommended})::int` })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.status, "published")));
  return { ...summariseRatings(stars), recommendedPercentage: recommendedPercentage(said?.yes ?? 0, said?.no ?? 0) };
}

const ORDER = {
  mostRecent: [desc(productReviews.submittedAt), asc(productReviews.id)],
  oldest: [asc(productReviews.submittedAt), asc(productReviews.id)],
  highestRating: [desc(productReviews.rating), desc(productReviews.submittedAt), asc(productReviews.id)],
  lowestRating: [asc(productReviews.rating), desc(productReviews.submittedAt), asc(productReviews.id)],
  mostHelpful: [desc(sql`${productReviews.helpfulCount} - ${productReviews.unhelpfulCount}`), desc(productReviews.helpfulCount), desc(productReviews.submittedAt), asc(productReviews.id)],
} as const;

/** GET /products/v1/products/{productId}/reviews for a known style id. Hidden reviews are not listed. */
export async function listReviews(db: Reader, productId: string, query: z.output<typeof reviewsQuery>, shopperKey: string | undefined): Promise<z.infer<typeof reviewsAnswer>> {
  const sort = query.sort ?? "mostRecent";
  const start = query.start ?? 0;
  const pageSize = query.count ?? DEFAULT_REVIEWS_PAGE_SIZE;
  const where = and(eq(productReviews.productId, productId), eq(productReviews.status, "published"), query.rating ? eq(productReviews.rating, query.rating) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(productReviews).where(where);
  const rows = await db
    .select()
    .from(productReviews)
    .where(where)
    .orderBy(...ORDER[sort])
    .limit(pageSize)
    .offset(start);
  const { votes, flags } = await personalFor(db, shopperKey, rows.map((row) => row.id));
  return {
    productId,
    summary: await ratingSummary(db, productId),
    sort,
    start,
    count: pageSize,
    total,
    reviews: rows.map((row) => reviewAnswerOf(row, { vote: votes.get(row.id), flagged: flags.has(row.id), shopperKey })),
  };
}

/** The caller's votes and flags on some reviews (nothing for an anonymous caller). */
async function personalFor(db: Reader, shopperKey: string | undefined, reviewIds: string[]) {
  if (!shopperKey || reviewIds.length === 0) return { votes: new Map<string, Vote>(), flags: new Set<string>() };
  const votes = await db
    .select({ reviewId: productReviewVotes.reviewId, helpful: productReviewVotes.helpful })
    .from(productReviewVotes)
    .where(and(eq(productReviewVotes.shopperKey, shopperKey), inArray(productReviewVotes.reviewId, reviewIds)));
  const flags = await db
    .select({ reviewId: productReviewFlags.reviewId })
    .from(productReviewFlags)
    .where(and(eq(productReviewFlags.shopperKey, shopperKey), inArray(productReviewFlags.reviewId, reviewIds)));
  return { votes: new Map(votes.map((vote) => [vote.reviewId, vote.helpful ? ("helpful" as const) : ("unhelpful" as const)])), flags: new Set(flags.map((flag) => flag.reviewId)) };
}

/**
 * Writes the shopper's review of a product: a new one (created) or, when they wrote one
 * before, a replacement of it (its rating moves in the summary). REV410 beyond
 * REVIEW_TEXT_MAX_LENGTH characters.
 */
export async function writeReview(
  tx: Writer,
  productId: string,
  shopper: Shopper,
  body: z.output<typeof writeReviewRequest>,
  now: Date,
): Promise<{ created: boolean; review: ReviewAnswer; summary: z.infer<typeof ratingSummaryAnswer> }> {
  checkTextLength(body.text, REVIEW_TEXT_MAX_LENGTH, "text");
  const nickname = requireNickname(body.nickname, shopper);
  const fields = {
    rating: body.rating,
    title: body.title,
    text: body.text,
    nickname,
    location: body.location ?? null,
    locale: body.locale ?? DEFAULT_REVIEW_LOCALE,
    recommended: body.recommended ?? null,
    submittedAt: now,
  };
  // Insert first: of two concurrent first reviews by one shopper, one inserts and the other
  // finds it (the unique index on product and shopper) and replaces it, rather than failing.
  const [inserted] = await tx
    .insert(productReviews)
    .values({ id: randomUUID(), productId, shopperKey: shopper.key, ...fields })
    .onConflictDoNothing({ target: [productReviews.productId, productReviews.shopperKey] })
    .returning();
  if (inserted) {
    await changeStarCount(tx, productId, body.rating, 1);
    return { created: true, review: reviewAnswerOf(inserted, { shopperKey: shopper.key }), summary: await ratingSummary(tx, productId) };
  }
  const [previous] = await tx
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.shopperKey, shopper.key)))
    .for("update");
  const [row] = (await tx.update(productReviews).set(fields).where(eq(productReviews.id, previous!.id)).returning()) as [ReviewRow];
  if (previous!.rating !== body.rating) {
    await changeStarCount(tx, productId, previous!.rating, -1);
    await changeStarCount(tx, productId, body.rating, 1);
  }
  return { created: false, review: reviewAnswerOf(row, { shopperKey: shopper.key }), summary: await ratingSummary(tx, productId) };
}

/** The review `reviewId` of `productId`, locked; 404 API404 when there is none (or it is hidden and `visibleOnly`). */
async function lockReview(tx: Writer, productId: string, reviewId: string, visibleOnly: boolean): Promise<ReviewRow> {
  const [row] = await tx
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.id, reviewId), eq(productReviews.productId, productId)))
    .for("update");
  if (!row || (visibleOnly && row.status !== "published")) throw new ApiError(404, "API404", `No review ${reviewId} of product ${productId}`);
  return row;
}

/**
 * Flags a review for moderation, once per shopper (flagging again changes nothing). Flagged by
 * REVIEW_HIDE_FLAG_THRESHOLD shoppers, it leaves the listing.
 */
export async function flagReview(tx: Writer, productId: string, reviewId: string, shopper: Shopper, flag: { reason: string; comment?: string }, now: Date): Promise<void> {
  const review = await lockReview(tx, productId, reviewId, false);
  const inserted = await tx
    .insert(productReviewFlags)
    .values({ reviewId, shopperKey: shopper.key, reason: flag.reason, comment: flag.comment || null, flaggedAt: now })
    .onConflictDoNothing()
    .returning({ reviewId: productReviewFlags.reviewId });
  if (inserted.length === 0) return;
  const flagCount = review.flagCount + 1;
  await tx
    .update(productReviews)
    .set({ flagCount, status: isHiddenByFlags(flagCount) ? "hidden" : review.status })
    .where(eq(productReviews.id, reviewId));
}

/** Records the shopper's vote on a review: one per shopper, a change of mind replaces it. */
export async function voteOnReview(tx: Writer, productId: string, reviewId: string, shopper: Shopper, helpful: boolean, now: Date): Promise<z.infer<typeof reviewVoteAnswer>> {
  const review = await lockReview(tx, productId, reviewId, true);
  const next: Vote = helpful ? "helpful" : "unhelpful";
  const [previous] = await tx
    .select({ helpful: productReviewVotes.helpful })
    .from(productReviewVotes)
    .where(and(eq(productReviewVotes.reviewId, reviewId), eq(productReviewVotes.shopperKey, shopper.key)));
  const delta = voteChange(previous ? (previous.helpful ? "helpful" : "unhelpful") : undefined, next);
  await tx
    .insert(productReviewVotes)
    .values({ reviewId, shopperKey: shopper.key, helpful, votedAt: now })
    .onConflictDoUpdate({ target: [productReviewVotes.reviewId, productReviewVotes.shopperKey], set: { helpful, votedAt: now } });
  const helpfulCount = review.helpfulCount + delta.helpful;
  const unhelpfulCount = review.unhelpfulCount + delta.unhelpful;
  if (delta.helpful !== 0 || delta.unhelpful !== 0) await tx.update(productReviews).set({ helpfulCount, unhelpfulCount }).where(eq(productReviews.id, reviewId));
  return { reviewId, helpfulCount, unhelpfulCount, yourVote: next };
}

/** A listed review by id alone (the translate call names no product); 404 API404 otherwise. */
export async function findVisibleReview(db: Reader, reviewId: string): Promise<ReviewRow> {
  const [row] = await db.select().from(productReviews).where(eq(productReviews.id, reviewId));
  if (!row || row.status !== "published") throw new ApiError(404, "API404", `No review ${reviewId}`);
  return row;
}
