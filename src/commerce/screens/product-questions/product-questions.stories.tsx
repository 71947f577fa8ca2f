import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import { QUESTIONS_PAGE_SIZE } from "../product-reviews/review-constants.ts";
import { questionList, questionsPage } from "../product-reviews/testing/review-fixtures.ts";
import { withFakeReviewsApi } from "../product-reviews/testing/story-data.tsx";

const QUESTIONS = questionList(4);
const MANY = questionList(14);
const PRODUCT_PAGE = { productId: "RLSH1001", pathname: "/en-us/p/mens-cascade-rain-jacket-RLSH1001" };
const firstPage = (questions = QUESTIONS) => () => questionsPage(questions, { count: QUESTIONS_PAGE_SIZE });

const meta = {
  title: "Commerce/Product questions",
  ...blockStoriesMeta("product-questions"),
  args: { productId: "RLSH1001" },
  decorators: [withFakeReviewsApi({ questions: QUESTIONS })],
  // Each story gives its data: Storybook merges parameters, so a story could not take the meta's away.
  parameters: { block: { pageContext: PRODUCT_PAGE } },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four questions, answered or not, the official answers marked; "ask a question" and its success dialog. */
export const WithQuestions: Story = {
  parameters: { block: { data: { "product-questions": firstPage() }, expectHtml: ['id="questions"', "Ask a question", "Official answer", "No answers yet."], forbidHtml: ["Show more questions"] } },
};

/** 14 questions, five a page. */
export const ManyPages: Story = {
  decorators: [withFakeReviewsApi({ questions: MANY })],
  parameters: { block: { data: { "product-questions": firstPage(MANY) }, expectHtml: ["Show more questions", "Showing 5 of 14 questions"] } },
};

/** Nobody asked yet. */
export const Empty: Story = {
  decorators: [withFakeReviewsApi({ questions: [] })],
  parameters: { block: { data: { "product-questions": () => questionsPage([], { count: QUESTIONS_PAGE_SIZE }) }, expectHtml: ["No questions yet — be the first to ask", "Ask a question"] } },
};

/**
 * The questions call fails (deferred data): the engine's skeleton (all the server renders here),
 * then in the browser the empty state, still offering to ask.
 */
export const DataFailed: Story = {
  decorators: [withFakeReviewsApi({ failing: { questions: { status: 503, errorId: "GEN500", message: "Service unavailable" } } })],
  parameters: { block: { data: {}, expectHtml: ["block-skeleton"] } },
};

/** Asking and voting refused: the messages show in the form and under the answer. */
export const WritesRefused: Story = {
  decorators: [
    withFakeReviewsApi({
      questions: QUESTIONS,
      failing: { askQuestion: { status: 400, errorId: "REV410", message: "Your question is too long." }, voteOnAnswer: { status: 403, errorId: "AUT432", message: "This session cannot vote." } },
    }),
  ],
  parameters: { block: { data: { "product-questions": firstPage() } } },
};

export const InFrench: Story = {
  parameters: { block: { data: { "product-questions": firstPage() }, pageContext: { ...PRODUCT_PAGE, siteId: "RL-CAFR", localePath: "fr-ca" }, expectHtml: ["Poser une question", "Réponse officielle"] } },
};

export const InGerman: Story = {
  parameters: { block: { data: { "product-questions": firstPage() }, pageContext: { ...PRODUCT_PAGE, siteId: "RL-DE", localePath: "de-de" }, expectHtml: ["Frage stellen", "Offizielle Antwort"] } },
};

/** Invalid: a product id too short. */
export const InvalidProductId: Story = {
  args: { productId: "RL1" },
  parameters: { block: { expectDiagnostic: true } },
};
