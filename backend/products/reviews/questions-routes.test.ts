import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ANSWER_TEXT_MAX_LENGTH, answerVoteAnswer, askQuestionAnswer, QUESTION_TEXT_MAX_LENGTH, questionsAnswer } from "../../../contracts/api/products-reviews.ts";
import { SEED_IDS } from "../../seed/fixture-ids.ts";
import { createProduct } from "../../testing/catalogue-factory.ts";
import { readProductFixtures, type QuestionFixture } from "../product-fixtures.ts";
import { productsBackend, type ProductsKit } from "../products-test-kit.ts";

let kit: ProductsKit;
let questions: QuestionFixture[];
beforeAll(async () => {
  [kit, { questions }] = await Promise.all([productsBackend(), readProductFixtures()]);
}, 60_000);
afterAll(async () => kit?.close());

const { summitParka, logoBeanie } = SEED_IDS.products;
const path = (productId: string, query = "") => `/products/v1/products/${productId}/reviews/questions${query}`;
const list = (productId: string, query = "", token?: string) => kit.ok(questionsAnswer, "GET", path(productId, query), { token });
const ask = (productId: string, token: string, body: Record<string, unknown>) => kit.ok(askQuestionAnswer, "POST", path(productId), { token, body }, 201);
const voteOn = (productId: string, answerId: string, token: string, helpful: boolean) =>
  kit.ok(answerVoteAnswer, "POST", `/products/v1/products/${productId}/review/${answerId}/questions/vote`, { token, body: { helpful } });

describe("GET /products/v1/products/{productId}/reviews/questions", () => {
  test("the seeded questions of the Summit Parka, newest first, brand answers first", async () => {
    const seeded = questions.filter((question) => question.productId === summitParka);
    const answer = await list(summitParka);
    expect(answer).toMatchObject({ productId: summitParka, sort: "mostRecent", start: 0, count: 5, total: seeded.length });
    expect(answer.questions.map((question) => question.id)).toEqual([...seeded].sort((a, b) => a.daysAgo - b.daysAgo).map((question) => question.id));
    const warmth = answer.questions.find((question) => question.id === "Q-0001")!;
    expect(warmth.answers.map((entry) => [entry.id, entry.isBrandAnswer])).toEqual([
      ["A-0001", true],
      ["A-0002", false],
    ]);
    expect(warmth.answers[0]).toMatchObject({ helpfulCount: 41, unhelpfulCount: 2, yourVote: null, isYours: false });
  });

  test("sorted by most answered; paged", async () => {
    expect((await list(summitParka, "?sort=mostAnswered")).questions[0]!.id).toBe("Q-0001");
    expect((await list(summitParka, "?sort=oldest&count=1&start=1")).questions.map((question) => question.id)).toEqual(["Q-0002"]);
  });

  test("unknown product 404 PLP400; bad query 400 ATTR300", async () => {
    expect((await kit.fails(404, "GET", path("ZZZZ9999"))).errorId).toBe("PLP400");
    expect(await kit.fails(400, "GET", path(summitParka, "?sort=popular"))).toMatchObject({ errorId: "ATTR300", field: "sort" });
  });
});

describe("POST /products/v1/products/{productId}/reviews/questions", () => {
  test("a guest asks: 201, listed first, theirs only for them", async () => {
    const productId = (await createProduct(kit.db)).productId;
    const guest = kit.guestToken();
    const { question } = await ask(productId, guest, { text: "Is it machine washable?", nickname: "Curious" });
    expect(question).toMatchObject({ productId, text: "Is it machine washable?", nickname: "Curious", locale: "en-US", isYours: true, answers: [] });
    expect((await list(productId, "", guest)).questions[0]).toMatchObject({ id: question.id, isYours: true });
    expect((await list(productId, "", kit.guestToken())).questions[0]!.isYours).toBe(false);
  });

  test("answering with questionId: the question comes back with the answer; a member's nickname is their own", async () => {
    const member = await kit.memberToken();
    const { question } = await ask(logoBeanie, member.token, { questionId: undefined, text: "Does it itch?", locale: "en-GB" });
    expect(question.nickname).toBe("Robin F.");
    const answered = await ask(logoBeanie, kit.guestToken(), { questionId: question.id, text: "Not at all, it is a merino blend.", nickname: "Woolly" });
    expect(answered.question.id).toBe(question.id);
    expect(answered.question.answers).toEqual([expect.objectContaining({ text: "Not at all, it is a merino blend.", nickname: "Woolly", isBrandAnswer: false, isYours: true, helpfulCount: 0 })]);
  });

  test(`REV410 beyond ${QUESTION_TEXT_MAX_LENGTH} characters for a question, ${ANSWER_TEXT_MAX_LENGTH} for an answer`, async () => {
    const guest = kit.guestToken();
    expect(await kit.fails(400, "POST", path(summitParka), { token: guest, body: { text: "q".repeat(QUESTION_TEXT_MAX_LENGTH + 1), nickname: "Long" } })).toMatchObject({
      errorId: "REV410",
      maxLength: QUESTION_TEXT_MAX_LENGTH,
    });
    expect(await kit.fails(400, "POST", path(summitParka), { token: guest, body: { questionId: "Q-0001", text: "a".repeat(ANSWER_TEXT_MAX_LENGTH + 1), nickname: "Long" } })).toMatchObject({
      errorId: "REV410",
      maxLength: ANSWER_TEXT_MAX_LENGTH,
    });
    await ask(summitParka, guest, { questionId: "Q-0003", text: "a".repeat(ANSWER_TEXT_MAX_LENGTH), nickname: "Exact" });
  });

  test("answering a question of another product or an unknown one: 404 API404", async () => {
    expect(await kit.fails(404, "POST", path(logoBeanie), { token: kit.guestToken(), body: { questionId: "Q-0001", text: "Yes.", nickname: "Sam" } })).toMatchObject({ errorId: "API404", field: "questionId" });
    expect((await kit.fails(404, "POST", path(summitParka), { token: kit.guestToken(), body: { questionId: "Q-9999", text: "Yes.", nickname: "Sam" } })).errorId).toBe("API404");
  });

  test("bad input 400 ATTR300; no token 401; an associate 403", async () => {
    expect(await kit.fails(400, "POST", path(summitParka), { token: kit.guestToken(), body: { text: "   ", nickname: "Sam" } })).toMatchObject({ errorId: "ATTR300", field: "text" });
    expect(await kit.fails(400, "POST", path(summitParka), { token: kit.guestToken(), body: { text: "Warm?" } })).toMatchObject({ errorId: "ATTR300", field: "nickname" });
    expect(await kit.fails(400, "POST", path(summitParka), { token: kit.guestToken(), body: { text: "Warm?", nickname: "S" } })).toMatchObject({ errorId: "ATTR300", field: "nickname" });
    expect((await kit.fails(401, "POST", path(summitParka), { body: { text: "Warm?", nickname: "Sam" } })).errorId).toBe("AUT432");
    expect((await kit.fails(403, "POST", path(summitParka), { token: kit.agentToken(), body: { text: "Warm?", nickname: "Sam" } })).errorId).toBe("AUT432");
  });
});

describe("POST /products/v1/products/{productId}/review/{answerId}/questions/vote", () => {
  test("one vote per shopper on an answer; a change of mind moves it; shoppers see their own vote only", async () => {
    const voter = kit.guestToken();
    expect(await voteOn(summitParka, "A-0003", voter, true)).toEqual({ answerId: "A-0003", helpfulCount: 24, unhelpfulCount: 0, yourVote: "helpful" });
    expect(await voteOn(summitParka, "A-0003", voter, true)).toMatchObject({ helpfulCount: 24 });
    expect(await voteOn(summitParka, "A-0003", voter, false)).toMatchObject({ helpfulCount: 23, unhelpfulCount: 1, yourVote: "unhelpful" });
    const answerOf = async (token?: string) => (await list(summitParka, "?count=10", token)).questions.find((question) => question.id === "Q-0002")!.answers[0]!;
    expect((await answerOf(voter)).yourVote).toBe("unhelpful");
    expect((await answerOf(kit.guestToken())).yourVote).toBeNull();
  });

  test("an answer to another product's question or an unknown one: 404 API404; bad body 400", async () => {
    expect((await kit.fails(404, "POST", `/products/v1/products/${logoBeanie}/review/A-0001/questions/vote`, { token: kit.guestToken(), body: { helpful: true } })).errorId).toBe("API404");
    expect((await kit.fails(404, "POST", `/products/v1/products/${summitParka}/review/A-9999/questions/vote`, { token: kit.guestToken(), body: { helpful: true } })).errorId).toBe("API404");
    expect(await kit.fails(400, "POST", `/products/v1/products/${summitParka}/review/A-0001/questions/vote`, { token: kit.guestToken(), body: {} })).toMatchObject({ errorId: "ATTR300", field: "helpful" });
    expect((await kit.fails(401, "POST", `/products/v1/products/${summitParka}/review/A-0001/questions/vote`, { body: { helpful: true } })).errorId).toBe("AUT432");
  });
});
