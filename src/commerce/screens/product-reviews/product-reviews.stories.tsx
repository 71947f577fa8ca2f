import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import { REVIEWS_PAGE_SIZE } from "./review-constants.ts";
import { review, reviewList, reviewsPage } from "./testing/review-fixtures.ts";
import { withFakeReviewsApi } from "./testing/story-data.tsx";

const REVIEWS = reviewList(4);
const MANY = reviewList(23);
const PRODUCT_PAGE = { productId: "RLSH1001", pathname: "/en-us/p/mens-cascade-rain-jacket-RLSH1001" };
/** A review written on the Canadian French site: on a French page it needs no translation. */
const WITH_FRENCH = [...REVIEWS, review({ id: "RV-0", locale: "fr-CA", title: "Très bonne veste", text: "Parfaite sous la pluie.", submittedAt: "2026-11-25T10:00:00.000Z" })];
const firstPage = (reviews = REVIEWS) => () => reviewsPage(reviews, { count: REVIEWS_PAGE_SIZE });

const meta = {
  title: "Commerce/Product reviews",
  ...blockStoriesMeta("product-reviews"),
  args: { productId: "RLSH1001" },
  decorators: [withFakeReviewsApi({ reviews: REVIEWS })],
  // Each story gives its data: Storybook merges parameters, so a story could not take the meta's away.
  parameters: { block: { pageContext: PRODUCT_PAGE } },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four reviews: summary, distribution, sort, votes, report, "write a review". */
export const WithReviews: Story = {
  parameters: { block: { data: { "product-reviews": firstPage() }, expectHtml: ['id="reviews"', "Write a review", "Sort by", "Was this review helpful?"], forbidHtml: ["Show more reviews"] } },
};

/** 23 reviews, five a page: "show more reviews" reads on. */
export const ManyPages: Story = {
  decorators: [withFakeReviewsApi({ reviews: MANY })],
  parameters: { block: { data: { "product-reviews": firstPage(MANY) }, expectHtml: ["Show more reviews", "Showing 5 of 23 reviews"] } },
};

/** Ratings imported without text and no written review yet: the summary and the empty state. */
export const RatingsWithoutReviews: Story = {
  parameters: {
    block: {
      data: {
        "product-reviews": () =>
          reviewsPage([], { count: REVIEWS_PAGE_SIZE, summary: { averageRating: 4.2, reviewsCount: 38, ratingDistribution: [{ rating: 5, count: 20 }, { rating: 4, count: 9 }, { rating: 3, count: 6 }, { rating: 2, count: 2 }, { rating: 1, count: 1 }], recommendedPercentage: null } }),
      },
      expectHtml: ["No reviews yet — be the first", "Based on 38 ratings"],
    },
  },
};

/** A product nobody rated. */
export const Empty: Story = {
  decorators: [withFakeReviewsApi({ reviews: [] })],
  parameters: { block: { data: { "product-reviews": () => reviewsPage([], { count: REVIEWS_PAGE_SIZE }) }, expectHtml: ["No reviews yet — be the first", "Write a review"], forbidHtml: ["Sort by"] } },
};

/**
 * The reviews call fails (deferred data): nothing prefetched, so the engine shows its skeleton
 * (all the server renders here), asks in the browser, and on the failure the block shows its
 * empty state, still offering to write.
 */
export const DataFailed: Story = {
  decorators: [withFakeReviewsApi({ failing: { reviews: { status: 503, errorId: "GEN500", message: "Service unavailable" } } })],
  parameters: { block: { data: {}, expectHtml: ["block-skeleton"] } },
};

/** Every write refused (an associate's session): votes, reports and the form show the message. */
export const WritesRefused: Story = {
  decorators: [
    withFakeReviewsApi({
      reviews: REVIEWS,
      failing: Object.fromEntries((["writeReview", "voteOnReview", "flagReview", "translateReview"] as const).map((call) => [call, { status: 403, errorId: "AUT432", message: "This session cannot write reviews." }])),
    }),
  ],
  parameters: { block: { data: { "product-reviews": firstPage() } } },
};

/** The Canadian French site: French words, dates day first, English reviews offer a translation. */
export const InFrench: Story = {
  decorators: [withFakeReviewsApi({ reviews: WITH_FRENCH })],
  parameters: { block: { data: { "product-reviews": firstPage(WITH_FRENCH) }, pageContext: { ...PRODUCT_PAGE, siteId: "RL-CAFR", localePath: "fr-ca" }, expectHtml: ["Rédiger un avis", "Traduire", "Trier par"] } },
};

/** The German site. */
export const InGerman: Story = {
  parameters: { block: { data: { "product-reviews": firstPage() }, pageContext: { ...PRODUCT_PAGE, siteId: "RL-DE", localePath: "de-de" }, expectHtml: ["Bewertung schreiben", "Übersetzen"] } },
};

/** Invalid: a product id in lower case. */
export const InvalidProductId: Story = {
  args: { productId: "rlsh1001" },
  parameters: { block: { expectDiagnostic: true } },
};
