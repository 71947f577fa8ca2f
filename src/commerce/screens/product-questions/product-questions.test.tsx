// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import ProductQuestions from "./product-questions.tsx";
import { QUESTIONS_PAGE_SIZE } from "../product-reviews/review-constants.ts";
import { questionList, questionsPage } from "../product-reviews/testing/review-fixtures.ts";
import type { FakeReviewsOptions } from "../product-reviews/testing/fake-reviews-api.ts";
import { axeViolations, renderReviewBlock } from "../product-reviews/testing/render-review-block.tsx";
import type { QuestionsAnswer } from "../../catalogue/catalogue-queries.ts";

const QUESTIONS = questionList(7);
const firstPage = () => questionsPage(QUESTIONS, { count: QUESTIONS_PAGE_SIZE });

function renderQuestions(data: QuestionsAnswer | undefined, options: { siteId?: string; api?: FakeReviewsOptions } = {}) {
  return renderReviewBlock(ProductQuestions, { productId: "RLSH1001", data }, { siteId: options.siteId, api: { questions: QUESTIONS, ...options.api } });
}

const questionTexts = () => [...document.querySelectorAll("section#questions article h3")].map((heading) => heading.textContent);

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("product questions", () => {
  test("lists the server's first page with answers, the official answer marked, asking nothing again", async () => {
    const { container, api } = renderQuestions(firstPage());
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Questions & answers (7)");
    expect(questionTexts()).toEqual(firstPage().questions.map((question) => question.text));
    const first = screen.getAllByRole("article")[0]!;
    expect(within(first).getByText("1 answer")).toBeTruthy();
    expect(within(first).getByText("Official answer")).toBeTruthy();
    expect(within(first).getAllByRole("button", { name: /^Helpful/ })).toHaveLength(1);
    const fourth = screen.getAllByRole("article")[3]!;
    expect(within(fourth).getByText("2 answers")).toBeTruthy();
    expect(screen.getAllByText("No answers yet.").length).toBeGreaterThan(0);
    expect(screen.getByText("Showing 5 of 7 questions")).toBeTruthy();
    expect(api.calls).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test("a new sort asks again in that sort; show more reads on", async () => {
    const { api } = renderQuestions(firstPage());
    await act(async () => fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), { target: { value: "mostAnswered" } }));
    await waitFor(() => expect(questionTexts()).toEqual(questionsPage(QUESTIONS, { count: 5, sort: "mostAnswered" }).questions.map((question) => question.text)));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Show more questions" })));
    await waitFor(() => expect(questionTexts()).toHaveLength(7));
    expect(api.calls.map(({ query }) => query)).toEqual([{ count: "5", sort: "mostAnswered" }, { start: "5", count: "5", sort: "mostAnswered" }]);
    expect(screen.queryByRole("button", { name: "Show more questions" })).toBeNull();
  });

  test("a vote on an answer shows the new counts and locks the buttons", async () => {
    const { api } = renderQuestions(firstPage());
    const first = screen.getAllByRole("article")[0]!;
    const answer = firstPage().questions[0]!.answers[0]!;
    await act(async () => fireEvent.click(within(first).getAllByRole("button", { name: `Not helpful (${answer.unhelpfulCount})` })[0]!));
    const pressed = await within(first).findByRole("button", { name: `Not helpful (${answer.unhelpfulCount + 1})` });
    expect(pressed.getAttribute("aria-disabled")).toBe("true");
    expect(api.calls.map(({ call, path, body }) => [call, path, body])).toEqual([["voteOnAnswer", `/products/v1/products/RLSH1001/review/${answer.id}/questions/vote`, { helpful: false }]]);
  });

  test("ask a question: checks, then the question sent and the success dialog, focus back on the button", async () => {
    const { api } = renderQuestions(firstPage());
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Ask a question" })));
    const dialog = await screen.findByRole("dialog", { name: "Ask a question" });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Submit question" })));
    const text = within(dialog).getByRole("textbox", { name: /Your question/ });
    expect(text.getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).getAllByText("This field is required")).toHaveLength(2);
    expect(document.activeElement).toBe(text);
    expect(await axeViolations(dialog)).toEqual([]);

    fireEvent.change(text, { target: { value: "q".repeat(501) } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Nickname/ }), { target: { value: "Jo" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Submit question" })));
    expect(within(dialog).getByText("Use at most 500 characters.")).toBeTruthy();
    expect(api.calls).toEqual([]);

    fireEvent.change(text, { target: { value: "Is there a two-way zip?" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Submit question" })));
    const success = await screen.findByRole("dialog", { name: "Thank you for your question" });
    expect(screen.queryByRole("dialog", { name: "Ask a question" })).toBeNull();
    expect(api.calls[0]).toMatchObject({ call: "askQuestion", body: { text: "Is there a two-way zip?", nickname: "Jo", locale: "en-US" } });
    await act(async () => fireEvent.click(within(success).getAllByRole("button", { name: "Close" }).at(-1)!));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Ask a question" })));
    await waitFor(() => expect(questionTexts()[0]).toBe("Is there a two-way zip?"));
  });

  test("a refused question shows the API's message in the form", async () => {
    renderQuestions(firstPage(), { api: { failing: { askQuestion: { status: 400, errorId: "REV410", message: "Your question is too long." } } } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Ask a question" })));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Your question/ }), { target: { value: "Why?" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Nickname/ }), { target: { value: "Jo" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Submit question" })));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Your question is too long.");
  });

  test("without the server's data: the empty state, still offering to ask", async () => {
    const { container, api } = renderQuestions(undefined);
    expect(screen.getByText("No questions yet — be the first to ask")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ask a question" })).toBeTruthy();
    await act(async () => undefined);
    expect(api.calls).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test("in French", () => {
    renderQuestions(firstPage(), { siteId: "RL-CAFR" });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Questions et réponses (7)");
    expect(screen.getByRole("button", { name: "Poser une question" })).toBeTruthy();
    expect(screen.getAllByText("Réponse officielle").length).toBeGreaterThan(0);
  });
});
