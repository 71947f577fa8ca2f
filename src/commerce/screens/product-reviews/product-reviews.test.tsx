// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import ProductReviews from "./product-reviews.tsx";
import { REVIEWS_PAGE_SIZE } from "./review-constants.ts";
import { review, reviewList, reviewsPage } from "./testing/review-fixtures.ts";
import { axeViolations, renderReviewBlock } from "./testing/render-review-block.tsx";
import type { FakeReviewsOptions } from "./testing/fake-reviews-api.ts";
import type { ReviewsAnswer } from "../../catalogue/catalogue-queries.ts";

const REVIEWS = reviewList(7);
/** The server's first page, as the block's data provider asks it. */
const firstPage = (reviews = REVIEWS) => reviewsPage(reviews, { count: REVIEWS_PAGE_SIZE });

function renderReviews(data: ReviewsAnswer | undefined, options: { siteId?: string; api?: FakeReviewsOptions } = {}) {
  return renderReviewBlock(ProductReviews, { productId: "RLSH1001", data }, { siteId: options.siteId, api: { reviews: REVIEWS, ...options.api } });
}

/** The reviews' titles, in order (also while a dialog hides the page from the accessibility tree). */
const titles = () => [...document.querySelectorAll("section#reviews article h3")].map((heading) => heading.textContent);

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("product reviews", () => {
  test("shows the summary with its distribution and the server's first page, asking nothing again", async () => {
    const data = reviewsPage(REVIEWS, {
      count: REVIEWS_PAGE_SIZE,
      summary: { averageRating: 3.7, reviewsCount: 1092, ratingDistribution: [{ rating: 5, count: 206 }, { rating: 4, count: 401 }, { rating: 3, count: 436 }, { rating: 2, count: 49 }, { rating: 1, count: 0 }], recommendedPercentage: 83 },
    });
    const { container, api } = renderReviews(data);
    const section = container.querySelector("section#reviews")!;
    expect(within(section as HTMLElement).getByRole("heading", { level: 2 }).textContent).toBe("Reviews (7)");
    expect(screen.getByRole("img", { name: "3.7 out of 5" })).toBeTruthy();
    expect(screen.getByText(/Based on 1,092 ratings/)).toBeTruthy();
    expect(screen.getByText("83% would recommend this product")).toBeTruthy();
    const bars = within(screen.getByRole("complementary", { name: "Ratings by stars" })).getAllByRole("listitem").map((item) => item.querySelector(".visually-hidden")!.textContent);
    expect(bars).toEqual(["5 stars: 206 ratings", "4 stars: 401 ratings", "3 stars: 436 ratings", "2 stars: 49 ratings", "1 star: 0 ratings"]);

    expect(titles()).toHaveLength(5);
    const first = screen.getAllByRole("article")[0]!;
    expect(within(first).getByRole("img", { name: `${REVIEWS[0]!.rating} out of 5 stars` })).toBeTruthy();
    expect(within(first).getByText(REVIEWS[0]!.text)).toBeTruthy();
    expect(within(first).getByText(REVIEWS[0]!.nickname)).toBeTruthy();
    expect(within(first).getByRole("time").textContent).toBe("11/19/2026");
    expect(within(first).getByRole("button", { name: `Helpful (${REVIEWS[0]!.helpfulCount})` })).toBeTruthy();
    expect(screen.getByText("Showing 5 of 7 reviews").getAttribute("role")).toBe("status");
    expect(api.calls).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test("a new sort asks for the first page in that sort and shows it", async () => {
    const { api } = renderReviews(firstPage());
    await act(async () => fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), { target: { value: "lowestRating" } }));
    await waitFor(() => expect(api.calls.map(({ call, query }) => [call, query])).toEqual([["reviews", { count: "5", sort: "lowestRating" }]]));
    const expected = reviewsPage(REVIEWS, { count: 5, sort: "lowestRating" }).reviews.map((item) => item.title);
    await waitFor(() => expect(titles()).toEqual(expected));
  });

  test("show more reads the next page from where the list ends, until none remain, and moves focus to the first new review", async () => {
    const { api } = renderReviews(firstPage());
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Show more reviews" })));
    await waitFor(() => expect(titles()).toHaveLength(7));
    expect(api.calls.map(({ query }) => query)).toEqual([{ start: "5", count: "5", sort: "mostRecent" }]);
    await waitFor(() => expect(document.activeElement?.textContent).toBe(titles()[5]));
    expect(screen.queryByRole("button", { name: "Show more reviews" })).toBeNull();
  });

  test("a vote shows the new counts and locks both buttons (one vote per shopper)", async () => {
    const { api } = renderReviews(firstPage());
    const first = screen.getAllByRole("article")[0]!;
    const { helpfulCount, unhelpfulCount } = REVIEWS[0]!;
    await act(async () => fireEvent.click(within(first).getByRole("button", { name: `Helpful (${helpfulCount})` })));
    const helpful = await within(first).findByRole("button", { name: `Helpful (${helpfulCount + 1})` });
    expect(helpful.getAttribute("aria-pressed")).toBe("true");
    expect(helpful.getAttribute("aria-disabled")).toBe("true");
    expect(within(first).getByRole("button", { name: `Not helpful (${unhelpfulCount})` }).getAttribute("aria-disabled")).toBe("true");
    expect(within(first).getByText("Thanks for your vote.")).toBeTruthy();
    expect(api.calls.map(({ call, path, body }) => [call, path, body])).toEqual([["voteOnReview", "/products/v1/products/RLSH1001/review/RV-1/vote", { helpful: true }]]);
    // Pressing again sends nothing.
    await act(async () => fireEvent.click(helpful));
    expect(api.calls).toHaveLength(1);
  });

  test("a review the shopper voted on already comes locked", () => {
    renderReviews(firstPage([review({ id: "RV-1", yourVote: "unhelpful", unhelpfulCount: 2 })]));
    expect(screen.getByRole("button", { name: "Not helpful (2)" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: /^Helpful/ }).getAttribute("aria-disabled")).toBe("true");
  });

  test("a failed vote shows the catalogue's message inline", async () => {
    renderReviews(firstPage(), { api: { failing: { voteOnReview: { status: 403, errorId: "AUT432", message: "Reviews need a shopper's session." } } } });
    const first = screen.getAllByRole("article")[0]!;
    await act(async () => fireEvent.click(within(first).getByRole("button", { name: /^Not helpful/ })));
    expect((await within(first).findByRole("alert")).textContent).toBe("Reviews need a shopper's session.");
    expect(within(first).getByRole("button", { name: /^Not helpful/ }).getAttribute("aria-disabled")).toBeNull();
  });

  test("write a review: the form's checks, then the review sent, a thank-you and the list read again", async () => {
    const { api } = renderReviews(firstPage());
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Write a review" })));
    const dialog = await screen.findByRole("dialog", { name: "Write a review" });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Submit review" })));

    expect(within(dialog).getByText("Please choose a rating.")).toBeTruthy();
    const title = within(dialog).getByRole("textbox", { name: /Review title/ });
    expect(title.getAttribute("aria-invalid")).toBe("true");
    const describedBy = title.getAttribute("aria-describedby")!.split(" ").map((id) => document.getElementById(id)!.textContent);
    expect(describedBy).toEqual(["0 of 100 characters", "This field is required"]);
    expect(within(dialog).getAllByText("This field is required")).toHaveLength(3);
    // Focus on the first field to correct: the rating.
    expect(document.activeElement).toBe(within(dialog).getByRole("radio", { name: "1 star" }));
    expect(await axeViolations(dialog)).toEqual([]);

    fireEvent.click(within(dialog).getByRole("radio", { name: "4 stars" }));
    fireEvent.change(title, { target: { value: "t".repeat(101) } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Your review/ }), { target: { value: "Dry after a day of rain." } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Nickname/ }), { target: { value: "S" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Submit review" })));
    expect(within(dialog).getByText("Use at most 100 characters.")).toBeTruthy();
    expect(within(dialog).getByText("Use at least 2 characters.")).toBeTruthy();
    expect(api.calls).toEqual([]);

    fireEvent.change(title, { target: { value: " Dry all day " } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Nickname/ }), { target: { value: "Sam" } });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Yes" }));
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Submit review" })));
    const thanks = await screen.findByRole("dialog", { name: "Thank you for your review" });
    expect(within(thanks).getByRole("status").textContent).toBe("Your review is now shown on this page.");
    expect(api.calls[0]).toMatchObject({ call: "writeReview", body: { rating: 4, title: "Dry all day", text: "Dry after a day of rain.", nickname: "Sam", locale: "en-US", recommended: true } });
    await act(async () => fireEvent.click(within(thanks).getAllByRole("button", { name: "Close" }).at(-1)!));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Write a review" })));
    await waitFor(() => expect(titles()).toContain("Dry all day"));
    expect(api.calls.slice(1).map(({ call }) => call)).toEqual(["reviews"]);
  });

  test("a refused review shows the API's message in the form", async () => {
    renderReviews(firstPage(), { api: { failing: { writeReview: { status: 403, errorId: "AUT432", message: "Associates cannot write reviews." } } } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Write a review" })));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("radio", { name: "5 stars" }));
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Review title/ }), { target: { value: "Great" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Your review/ }), { target: { value: "Great jacket." } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Nickname/ }), { target: { value: "Sam" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Submit review" })));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Associates cannot write reviews.");
  });

  test("a member may leave the nickname out", async () => {
    renderReviewBlock(ProductReviews, { productId: "RLSH1001", data: firstPage() }, { api: { reviews: REVIEWS }, context: { audience: { loggedIn: true, loyaltyMember: false, employee: false, athlete: false, identityTypes: [], cartItemCount: 0 } } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Write a review" })));
    expect(screen.getByRole("textbox", { name: /Nickname \(optional\)/ })).toBeTruthy();
    expect(screen.getByText("Leave empty to sign with your first name and initial.")).toBeTruthy();
  });

  test("report: a reason from the list, sent once; the review then says it was reported", async () => {
    const { api } = renderReviews(firstPage());
    const first = screen.getAllByRole("article")[0]!;
    await act(async () => fireEvent.click(within(first).getByRole("button", { name: "Report" })));
    const form = within(first).getByRole("form", { name: "Report this review" });
    expect(within(form).getAllByRole("option").map((option) => option.getAttribute("value"))).toEqual(["inappropriate", "spam", "offTopic", "personalInformation", "other"]);
    fireEvent.change(within(form).getByRole("combobox", { name: "Reason" }), { target: { value: "spam" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Send report" })));
    expect(await within(first).findByText("Reported. Thank you, we will look at this review.")).toBeTruthy();
    expect(api.calls.map(({ call, body }) => [call, body])).toEqual([["flagReview", { reason: "spam" }]]);
  });

  test("on the French site an English review offers a translation, with the original a press away", async () => {
    const { api } = renderReviews(firstPage(), { siteId: "RL-CAFR" });
    const first = screen.getAllByRole("article")[0]!;
    expect(first.getAttribute("lang")).toBe("en-US");
    expect(within(first).getByRole("time").textContent).toBe("19/11/2026");
    await act(async () => fireEvent.click(within(first).getByRole("button", { name: "Traduire" })));
    expect(await within(first).findByText(`[fr] ${REVIEWS[0]!.text}`)).toBeTruthy();
    expect(within(first).getByRole("heading").textContent).toBe(`[fr] ${REVIEWS[0]!.title}`);
    expect(within(first).getByText("Traduit de l'anglais")).toBeTruthy();
    expect(api.calls.map(({ call, body }) => [call, body])).toEqual([["translateReview", { targetLanguage: "fr" }]]);
    await act(async () => fireEvent.click(within(first).getByRole("button", { name: "Afficher l'original" })));
    expect(within(first).getByText(REVIEWS[0]!.text)).toBeTruthy();
    await act(async () => fireEvent.click(within(first).getByRole("button", { name: "Afficher la traduction" })));
    expect(within(first).getByText(`[fr] ${REVIEWS[0]!.text}`)).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });

  test("a review in the page's language offers no translation", () => {
    renderReviews(firstPage());
    expect(screen.queryByRole("button", { name: "Translate" })).toBeNull();
  });

  test("without the server's data: the empty state, still offering to write a review, and nothing asked", async () => {
    const { container, api } = renderReviews(undefined);
    expect(screen.getByText("No reviews yet — be the first")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Write a review" })).toBeTruthy();
    expect(container.querySelector("section#reviews")).toBeTruthy();
    await act(async () => undefined);
    expect(api.calls).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test("a product without reviews: the empty state", () => {
    renderReviews(reviewsPage([], { count: 5 }));
    expect(screen.getByText("No reviews yet — be the first")).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  test("in German", () => {
    renderReviews(firstPage(), { siteId: "RL-DE" });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Bewertungen (7)");
    expect(screen.getByRole("combobox", { name: "Sortieren nach" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Weitere Bewertungen anzeigen" })).toBeTruthy();
  });
});
