import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  flagReviewAnswer,
  REVIEW_HIDE_FLAG_THRESHOLD,
  REVIEW_TEXT_MAX_LENGTH,
  reviewsAnswer,
  reviewVoteAnswer,
  translateReviewAnswer,
  writeReviewAnswer,
} from "../../../contracts/api/products-reviews.ts";
import { productReviews } from "../../db/schema.ts";
import { SEED_IDS } from "../../seed/fixture-ids.ts";
import { readSeed, type Seed } from "../../seed/seed-files.ts";
import { createProduct } from "../../testing/catalogue-factory.ts";
import { productsBackend, type ProductsKit } from "../products-test-kit.ts";
import { WRITTEN_REVIEWS_PER_PRODUCT } from "./review-generator.ts";
import { SENTENCES, TITLES } from "./phrase-book.ts";

let kit: ProductsKit;
let seed: Seed;
beforeAll(async () => {
  [kit, seed] = await Promise.all([productsBackend(), readSeed()]);
}, 60_000);
afterAll(async () => kit?.close());

const { summitParka, cascadeRainJacket, logoBeanie } = SEED_IDS.products;
const reviewsPath = (productId: string, query = "") => `/products/v1/products/${productId}/reviews${query}`;
const list = (productId: string, query = "", token?: string) => kit.ok(reviewsAnswer, "GET", reviewsPath(productId, query), { token });
const write = (productId: string, token: string, body: Record<string, unknown>, status = 201) => kit.ok(writeReviewAnswer, "POST", reviewsPath(productId), { token, body }, status);
const vote = (productId: string, reviewId: string, token: string, helpful: boolean) => kit.ok(reviewVoteAnswer, "POST", `/products/v1/products/${productId}/review/${reviewId}/vote`, { token, body: { helpful } });
const flag = (productId: string, reviewId: string, token: string, reason = "spam") => kit.ok(flagReviewAnswer, "POST", `/products/v1/products/${productId}/review/${reviewId}/flag`, { token, body: { reason } });
const review = { rating: 4, title: "Warm and light", text: "Wore it on a winter hike. It kept me warm." };

/** A product of its own with no reviews, so that a test's counts are its own. */
async function freshProduct() {
  return (await createProduct(kit.db)).productId;
}

describe("GET /products/v1/products/{productId}/reviews", () => {
  test("the rating summary agrees with the catalogue; the written reviews are listed, newest first", async () => {
    const product = seed.products.find((entry) => entry.id === summitParka)!;
    const answer = await list(summitParka);
    expect(answer.summary).toMatchObject({ averageRating: product.ratingScore / 10, reviewsCount: product.reviewsCount });
    expect(answer.summary.ratingDistribution.map((entry) => entry.rating)).toEqual([5, 4, 3, 2, 1]);
    expect(answer.summary.ratingDistribution.reduce((sum, entry) => sum + entry.count, 0)).toBe(product.reviewsCount);
    expect(answer).toMatchObject({ productId: summitParka, sort: "mostRecent", start: 0, count: 10, total: WRITTEN_REVIEWS_PER_PRODUCT });
    const dates = answer.reviews.map((entry) => entry.submittedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(answer.reviews.every((entry) => entry.yourVote === null && !entry.flaggedByYou && !entry.isYours)).toBe(true);
  });

  test("sort, star filter and paging", async () => {
    const best = (await list(summitParka, "?sort=highestRating")).reviews.map((entry) => entry.rating);
    expect(best).toEqual([...best].sort((a, b) => b - a));
    const worst = (await list(summitParka, "?sort=lowestRating")).reviews.map((entry) => entry.rating);
    expect(worst).toEqual([...worst].sort((a, b) => a - b));
    const helpful = (await list(summitParka, "?sort=mostHelpful")).reviews.map((entry) => entry.helpfulCount - entry.unhelpfulCount);
    expect(helpful).toEqual([...helpful].sort((a, b) => b - a));
    const star = best[0]!;
    const filtered = await list(summitParka, `?rating=${star}`);
    expect(filtered.reviews.length).toBeGreaterThan(0);
    expect(filtered.reviews.every((entry) => entry.rating === star)).toBe(true);
    const all = await list(summitParka, "?count=50");
    const page = await list(summitParka, "?count=2&start=2");
    expect(page.reviews.map((entry) => entry.id)).toEqual(all.reviews.slice(2, 4).map((entry) => entry.id));
  });

  test("a variant id lists its style's reviews; a product without ratings has an empty summary", async () => {
    expect((await list(SEED_IDS.variants.inStock)).productId).toBe(summitParka);
    const empty = await list(await freshProduct());
    expect(empty.summary).toEqual({ averageRating: 0, reviewsCount: 0, ratingDistribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 0 })), recommendedPercentage: null });
    expect(empty.reviews).toEqual([]);
  });

  test("unknown product 404 PLP400; bad query 400 ATTR300; a bad token 401 AUT432", async () => {
    expect((await kit.fails(404, "GET", reviewsPath("ZZZZ9999"))).errorId).toBe("PLP400");
    for (const query of ["?count=0", "?count=51", "?sort=best", "?rating=6", "?start=-2"]) expect((await kit.fails(400, "GET", reviewsPath(summitParka, query))).errorId, query).toBe("ATTR300");
    expect((await kit.fails(401, "GET", reviewsPath(summitParka), { token: "forged.token" })).errorId).toBe("AUT432");
  });
});

describe("POST /products/v1/products/{productId}/reviews (writing a review)", () => {
  test("a guest writes a review: 201, counted in the summary, shown as theirs only to them", async () => {
    const productId = await freshProduct();
    const guest = kit.guestToken();
    const written = await write(productId, guest, { ...review, nickname: "Trail Fox", recommended: true, locale: "en-GB" });
    expect(written.review).toMatchObject({ rating: 4, title: review.title, text: review.text, nickname: "Trail Fox", locale: "en-GB", isYours: true, recommended: true });
    expect(written.summary).toMatchObject({ averageRating: 4, reviewsCount: 1, recommendedPercentage: 100 });
    expect((await list(productId, "", guest)).reviews[0]!.isYours).toBe(true);
    expect((await list(productId, "", kit.guestToken())).reviews[0]!.isYours).toBe(false);
    expect((await list(productId)).reviews[0]!.isYours).toBe(false);
  });

  test("writing again replaces the shopper's review (200): one review per shopper, the rating moves", async () => {
    const productId = await freshProduct();
    const guest = kit.guestToken();
    await write(productId, guest, { ...review, rating: 2, nickname: "Trail Fox" });
    const replaced = await write(productId, guest, { ...review, rating: 5, nickname: "Trail Fox" }, 200);
    expect(replaced.summary).toMatchObject({ reviewsCount: 1, averageRating: 5 });
    expect((await list(productId)).total).toBe(1);
  });

  test("two first reviews of one shopper at once: one is created, the other replaces it", async () => {
    const productId = await freshProduct();
    const guest = kit.guestToken();
    const statuses = await Promise.all([1, 5].map(async (rating) => (await kit.call("POST", reviewsPath(productId), { token: guest, body: { ...review, rating, nickname: "Twice" } })).status));
    expect(statuses.sort()).toEqual([200, 201]);
    expect((await list(productId)).summary.reviewsCount).toBe(1);
  });

  test("a member's nickname defaults to first name and initial; the details rating follows", async () => {
    const productId = await freshProduct();
    const member = await kit.memberToken();
    const written = await write(productId, member.token, { ...review, rating: 3 });
    expect(written.review.nickname).toBe("Robin F.");
    const response = await kit.call("GET", `/products/v2/products/${productId}/details`);
    expect((response.json as { rating: unknown }).rating).toEqual({ score: 3, reviewsCount: 1 });
  });

  test(`text over ${REVIEW_TEXT_MAX_LENGTH} characters: 400 REV410 with the limit; exactly the limit is fine (emoji count once)`, async () => {
    const productId = await freshProduct();
    const tooLong = await kit.fails(400, "POST", reviewsPath(productId), { token: kit.guestToken(), body: { ...review, nickname: "Verbose", text: "a".repeat(REVIEW_TEXT_MAX_LENGTH + 1) } });
    expect(tooLong).toMatchObject({ errorId: "REV410", field: "text", maxLength: REVIEW_TEXT_MAX_LENGTH });
    await write(productId, kit.guestToken(), { ...review, nickname: "Exact", text: "🏔".repeat(REVIEW_TEXT_MAX_LENGTH) });
  });

  test("bad input: 400 ATTR300 (a guest without nickname, rating out of range, missing title, malformed JSON)", async () => {
    const productId = await freshProduct();
    const guest = kit.guestToken();
    expect(await kit.fails(400, "POST", reviewsPath(productId), { token: guest, body: review })).toMatchObject({ errorId: "ATTR300", field: "nickname" });
    expect(await kit.fails(400, "POST", reviewsPath(productId), { token: guest, body: { ...review, rating: 6, nickname: "Sam" } })).toMatchObject({ errorId: "ATTR300", field: "rating" });
    expect(await kit.fails(400, "POST", reviewsPath(productId), { token: guest, body: { ...review, rating: "5", nickname: "Sam" } })).toMatchObject({ errorId: "ATTR300", field: "rating" });
    expect(await kit.fails(400, "POST", reviewsPath(productId), { token: guest, body: { rating: 5, text: "ok", nickname: "Sam" } })).toMatchObject({ errorId: "ATTR300", field: "title" });
    expect((await kit.fails(400, "POST", reviewsPath(productId), { token: guest, body: "{" })).errorId).toBe("ATTR300");
    expect((await kit.fails(404, "POST", reviewsPath("ZZZZ9999"), { token: guest, body: { ...review, nickname: "Sam" } })).errorId).toBe("PLP400");
  });

  test("who may write: no token 401 AUT432, an associate 403 AUT432, an unknown member 401 AUT498", async () => {
    const body = { ...review, nickname: "Sam" };
    expect((await kit.fails(401, "POST", reviewsPath(summitParka), { body })).errorId).toBe("AUT432");
    expect((await kit.fails(403, "POST", reviewsPath(summitParka), { token: kit.agentToken(), body })).errorId).toBe("AUT432");
    expect((await kit.fails(401, "POST", reviewsPath(summitParka), { token: kit.token({ kind: "registered", consumerId: randomUUID() }), body })).errorId).toBe("AUT498");
  });
});

describe("POST …/review/{reviewId}/vote", () => {
  test("one vote per shopper: repeating changes nothing, a change of mind moves it, others add theirs", async () => {
    const productId = await freshProduct();
    const { review: written } = await write(productId, kit.guestToken(), { ...review, nickname: "Author" });
    const voter = kit.guestToken();
    expect(await vote(productId, written.id, voter, true)).toEqual({ reviewId: written.id, helpfulCount: 1, unhelpfulCount: 0, yourVote: "helpful" });
    expect(await vote(productId, written.id, voter, true)).toMatchObject({ helpfulCount: 1, unhelpfulCount: 0 });
    expect(await vote(productId, written.id, voter, false)).toMatchObject({ helpfulCount: 0, unhelpfulCount: 1, yourVote: "unhelpful" });
    expect(await vote(productId, written.id, kit.guestToken(), true)).toMatchObject({ helpfulCount: 1, unhelpfulCount: 1 });
  });

  test("concurrent votes of one shopper count once", async () => {
    const productId = await freshProduct();
    const { review: written } = await write(productId, kit.guestToken(), { ...review, nickname: "Author" });
    const voter = kit.guestToken();
    await Promise.all(Array.from({ length: 5 }, () => vote(productId, written.id, voter, true)));
    expect((await list(productId)).reviews[0]).toMatchObject({ helpfulCount: 1, unhelpfulCount: 0 });
  });

  test("a shopper sees only their own vote", async () => {
    const productId = await freshProduct();
    const { review: written } = await write(productId, kit.guestToken(), { ...review, nickname: "Author" });
    const voter = await kit.memberToken();
    await vote(productId, written.id, voter.token, true);
    expect((await list(productId, "", voter.token)).reviews[0]!.yourVote).toBe("helpful");
    expect((await list(productId, "", kit.guestToken())).reviews[0]!.yourVote).toBeNull();
    expect((await list(productId)).reviews[0]).toMatchObject({ yourVote: null, helpfulCount: 1 });
  });

  test("seeded reviews keep their counts and take new votes", async () => {
    const [first] = (await list(cascadeRainJacket)).reviews;
    expect(await vote(cascadeRainJacket, first!.id, kit.guestToken(), true)).toMatchObject({ helpfulCount: first!.helpfulCount + 1 });
  });

  test("unknown review or a review of another product: 404 API404; bad body 400; no token 401", async () => {
    const [parkaReview] = (await list(summitParka)).reviews;
    const guest = kit.guestToken();
    expect((await kit.fails(404, "POST", `/products/v1/products/${summitParka}/review/RV-NOPE/vote`, { token: guest, body: { helpful: true } })).errorId).toBe("API404");
    expect((await kit.fails(404, "POST", `/products/v1/products/${logoBeanie}/review/${parkaReview!.id}/vote`, { token: guest, body: { helpful: true } })).errorId).toBe("API404");
    expect(await kit.fails(400, "POST", `/products/v1/products/${summitParka}/review/${parkaReview!.id}/vote`, { token: guest, body: { helpful: "yes" } })).toMatchObject({ errorId: "ATTR300", field: "helpful" });
    expect((await kit.fails(401, "POST", `/products/v1/products/${summitParka}/review/${parkaReview!.id}/vote`, { body: { helpful: true } })).errorId).toBe("AUT432");
  });
});

describe("POST …/review/{reviewId}/flag", () => {
  test(`flagged by ${REVIEW_HIDE_FLAG_THRESHOLD} shoppers, a review leaves the listing; one shopper flagging again does not count`, async () => {
    const productId = await freshProduct();
    const { review: written } = await write(productId, kit.guestToken(), { ...review, nickname: "Author" });
    const flagger = kit.guestToken();
    for (let i = 0; i < REVIEW_HIDE_FLAG_THRESHOLD; i++) expect(await flag(productId, written.id, flagger)).toEqual({ reviewId: written.id, flaggedByYou: true });
    const seen = await list(productId, "", flagger);
    expect(seen.total).toBe(1);
    expect(seen.reviews[0]!.flaggedByYou).toBe(true);
    expect((await list(productId, "", kit.guestToken())).reviews[0]!.flaggedByYou).toBe(false);

    for (let i = 1; i < REVIEW_HIDE_FLAG_THRESHOLD; i++) await flag(productId, written.id, kit.guestToken(), "inappropriate");
    expect((await list(productId)).total).toBe(0);
    const [row] = await kit.db.select().from(productReviews).where(and(eq(productReviews.id, written.id)));
    expect(row).toMatchObject({ flagCount: REVIEW_HIDE_FLAG_THRESHOLD, status: "hidden" });
    // Hidden reviews cannot be voted on or translated; the rating still counts (moderation is about the text).
    expect((await kit.fails(404, "POST", `/products/v1/products/${productId}/review/${written.id}/vote`, { token: kit.guestToken(), body: { helpful: true } })).errorId).toBe("API404");
    expect((await kit.fails(404, "POST", `/products/v1/review/${written.id}/translate`, { body: { targetLanguage: "fr" } })).errorId).toBe("API404");
    expect((await list(productId)).summary.reviewsCount).toBe(1);
  });

  test("bad reason 400 ATTR300; unknown review 404 API404; an associate 403", async () => {
    const [parkaReview] = (await list(summitParka)).reviews;
    const path = `/products/v1/products/${summitParka}/review/${parkaReview!.id}/flag`;
    expect(await kit.fails(400, "POST", path, { token: kit.guestToken(), body: { reason: "boring" } })).toMatchObject({ errorId: "ATTR300", field: "reason" });
    expect(await kit.fails(400, "POST", path, { token: kit.guestToken(), body: { reason: "other", comment: "x".repeat(501) } })).toMatchObject({ errorId: "ATTR300", field: "comment" });
    expect((await kit.fails(404, "POST", `/products/v1/products/${summitParka}/review/RV-NOPE/flag`, { token: kit.guestToken(), body: { reason: "spam" } })).errorId).toBe("API404");
    expect((await kit.fails(403, "POST", path, { token: kit.agentToken(), body: { reason: "spam" } })).errorId).toBe("AUT432");
  });
});

describe("POST /products/v1/review/{reviewId}/translate", () => {
  const translate = (reviewId: string, targetLanguage: string) => kit.ok(translateReviewAnswer, "POST", `/products/v1/review/${reviewId}/translate`, { body: { targetLanguage } });

  test("a seeded review in French, translated to English and German by the phrase book", async () => {
    const [french] = await kit.db.select().from(productReviews).where(eq(productReviews.locale, "fr-CA")).limit(1);
    const english = await translate(french!.id, "en");
    expect(english).toMatchObject({ reviewId: french!.id, sourceLanguage: "fr", targetLanguage: "en", translated: true, untranslatedSentences: 0, provider: "reference-phrasebook" });
    expect(TITLES.map((phrase) => phrase.en)).toContain(english.title);
    // Every English sentence is a phrase-book sentence (slots filled).
    const patterns = SENTENCES.map((phrase) => new RegExp(`^${phrase.en.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\{(color|size)\\\}/g, ".+")}$`));
    for (const sentence of english.text.split(/(?<=[.!?])\s+/)) expect(patterns.some((pattern) => pattern.test(sentence)), sentence).toBe(true);
    expect((await translate(french!.id, "de")).translated).toBe(true);
  });

  test("into its own language: unchanged; a shopper's own words are kept and counted", async () => {
    const productId = await freshProduct();
    const { review: written } = await write(productId, kit.guestToken(), { rating: 5, title: "Love it", text: "The quality is excellent. Perfect for my dog walks.", nickname: "Kim" });
    expect(await translate(written.id, "en")).toMatchObject({ translated: false, untranslatedSentences: 0, text: written.text });
    expect(await translate(written.id, "fr")).toMatchObject({ title: "Je l'adore", text: "La qualité est excellente. Perfect for my dog walks.", translated: true, untranslatedSentences: 1 });
  });

  test("unknown review 404 API404; unsupported language or no body 400 ATTR300", async () => {
    expect((await kit.fails(404, "POST", "/products/v1/review/RV-NOPE/translate", { body: { targetLanguage: "en" } })).errorId).toBe("API404");
    const [parkaReview] = (await list(summitParka)).reviews;
    expect(await kit.fails(400, "POST", `/products/v1/review/${parkaReview!.id}/translate`, { body: { targetLanguage: "es" } })).toMatchObject({ errorId: "ATTR300", field: "targetLanguage" });
    expect((await kit.fails(400, "POST", `/products/v1/review/${parkaReview!.id}/translate`, { body: {} })).errorId).toBe("ATTR300");
  });
});
