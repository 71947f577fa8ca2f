import type { QuestionsAnswer, ReviewsAnswer } from "../../../catalogue/catalogue-queries.ts";
import type { QuestionSort, ReviewSort } from "../review-constants.ts";

/** Tests and stories only: factories of review and question answers (the contract's shapes). */

export type Review = ReviewsAnswer["reviews"][number];
export type Question = QuestionsAnswer["questions"][number];
export type Answer = Question["answers"][number];
export type RatingSummary = ReviewsAnswer["summary"];

const NICKNAMES = ["Katie R.", "TrailMix", "Alpine Al", "Sam P.", "Ridge Runner", "Mara K."];
/** By rating: 5 stars first. */
const TITLES: Record<number, string[]> = {
  5: ["Worth every penny", "My go-to shell", "Kept me dry all day"],
  4: ["Great in the wind", "Good, not perfect"],
  3: ["Runs a little small"],
  2: ["Not for heavy rain"],
  1: ["Zip broke after a month"],
};
const TEXTS = [
  "I would buy it again. I took a size XL and it fits perfectly.",
  "The colour is darker than in the photos. I took a size M; next time I will size up.",
  "Three days of rain on the trail and I stayed dry. The hood stays put in the wind.",
  "Comfortable, but the sleeves are short for my arms.",
];

export function review(partial: Partial<Review> & { id: string }): Review {
  const index = Number(partial.id.replace(/\D/g, "")) || 0;
  return titled(reviewFields(partial, index), index);
}

function reviewFields(partial: Partial<Review> & { id: string }, index: number): Review {
  return {
    productId: "RLSH1001",
    rating: [5, 4, 5, 3, 4, 5, 2, 4, 5, 1][index % 10]!,
    title: "",
    text: TEXTS[index % TEXTS.length]!,
    nickname: NICKNAMES[index % NICKNAMES.length]!,
    location: index % 2 === 0 ? "Seattle, WA" : null,
    locale: "en-US",
    submittedAt: new Date(Date.UTC(2026, 10, 20 - index, 9)).toISOString(),
    recommended: index % 3 === 0 ? true : null,
    verifiedPurchaser: index % 2 === 0,
    helpfulCount: (index * 7) % 13,
    unhelpfulCount: index % 3,
    yourVote: null,
    flaggedByYou: false,
    isYours: false,
    ...partial,
  };
}

/** A review whose title suits its rating. */
function titled(item: Review, index: number): Review {
  const titles = TITLES[item.rating]!;
  return item.title ? item : { ...item, title: titles[index % titles.length]! };
}

/** `count` reviews RV-1 … RV-n, newest first. */
export function reviewList(count: number, productId = "RLSH1001"): Review[] {
  return Array.from({ length: count }, (_, index) => review({ id: `RV-${index + 1}`, productId }));
}

/** The summary the API would give for these reviews (every rating written). */
export function summaryOf(reviews: readonly Review[]): RatingSummary {
  const total = reviews.length;
  const sum = reviews.reduce((acc, item) => acc + item.rating, 0);
  const saying = reviews.filter((item) => item.recommended !== null);
  return {
    averageRating: total ? Math.round((sum / total) * 10) / 10 : 0,
    reviewsCount: total,
    ratingDistribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: reviews.filter((item) => item.rating === rating).length })),
    recommendedPercentage: saying.length ? Math.round((saying.filter((item) => item.recommended).length / saying.length) * 100) : null,
  };
}

const REVIEW_ORDER: Record<ReviewSort, (a: Review, b: Review) => number> = {
  mostRecent: (a, b) => b.submittedAt.localeCompare(a.submittedAt),
  oldest: (a, b) => a.submittedAt.localeCompare(b.submittedAt),
  highestRating: (a, b) => b.rating - a.rating || b.submittedAt.localeCompare(a.submittedAt),
  lowestRating: (a, b) => a.rating - b.rating || b.submittedAt.localeCompare(a.submittedAt),
  mostHelpful: (a, b) => b.helpfulCount - a.helpfulCount || b.submittedAt.localeCompare(a.submittedAt),
};

/** A page of reviews as the API answers it. */
export function reviewsPage(reviews: readonly Review[], { start = 0, count = 10, sort = "mostRecent", summary }: { start?: number; count?: number; sort?: ReviewSort; summary?: RatingSummary } = {}): ReviewsAnswer {
  const sorted = [...reviews].sort(REVIEW_ORDER[sort]);
  return { productId: reviews[0]?.productId ?? "RLSH1001", summary: summary ?? summaryOf(reviews), sort, start, count, total: reviews.length, reviews: sorted.slice(start, start + count) };
}

export function answer(partial: Partial<Answer> & { id: string }): Answer {
  return { text: "Yes, it fits over a helmet.", nickname: "TrailMix", isBrandAnswer: false, submittedAt: "2026-09-13T12:00:00.000Z", helpfulCount: 8, unhelpfulCount: 3, yourVote: null, isYours: false, ...partial };
}

const BRAND_ANSWERS = [
  "Yes: the adjustable hood is cut to fit over a helmet.",
  "It packs into its own chest pocket, about the size of a water bottle.",
  "It is a shell: add a fleece or an insulated layer below freezing.",
  "It fits true to size with room for a mid layer; see the size chart.",
];

export function question(partial: Partial<Question> & { id: string }): Question {
  const index = Number(partial.id.replace(/\D/g, "")) || 0;
  return {
    productId: "RLSH1001",
    text: ["Does the hood fit over a climbing helmet?", "How does it pack down?", "Is it warm enough for winter?", "Does it run true to size?"][index % 4]!,
    nickname: NICKNAMES[(index + 2) % NICKNAMES.length]!,
    locale: "en-US",
    submittedAt: new Date(Date.UTC(2026, 8, 28 - index, 12)).toISOString(),
    isYours: false,
    answers:
      index % 3 === 2
        ? []
        : [
            answer({ id: `A-${index}-1`, text: BRAND_ANSWERS[index % 4]!, nickname: "Ridgeline Customer Care", isBrandAnswer: true, helpfulCount: 12, unhelpfulCount: 0 }),
            ...(index % 2 === 0 ? [answer({ id: `A-${index}-2`, text: "It rolls into the top of my 24 L pack with room for lunch." })] : []),
          ],
    ...partial,
  };
}

export function questionList(count: number): Question[] {
  return Array.from({ length: count }, (_, index) => question({ id: `Q-${index + 1}` }));
}

const QUESTION_ORDER: Record<QuestionSort, (a: Question, b: Question) => number> = {
  mostRecent: (a, b) => b.submittedAt.localeCompare(a.submittedAt),
  oldest: (a, b) => a.submittedAt.localeCompare(b.submittedAt),
  mostAnswered: (a, b) => b.answers.length - a.answers.length || b.submittedAt.localeCompare(a.submittedAt),
};

export function questionsPage(questions: readonly Question[], { start = 0, count = 5, sort = "mostRecent" }: { start?: number; count?: number; sort?: QuestionSort } = {}): QuestionsAnswer {
  const sorted = [...questions].sort(QUESTION_ORDER[sort]);
  return { productId: questions[0]?.productId ?? "RLSH1001", sort, start, count, total: questions.length, questions: sorted.slice(start, start + count) };
}
