import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  ANSWER_TEXT_MAX_LENGTH,
  DEFAULT_QUESTIONS_PAGE_SIZE,
  QUESTION_TEXT_MAX_LENGTH,
  type answerVoteAnswer,
  type askQuestionRequest,
  type questionAnswer,
  type questionsAnswer,
  type questionsQuery,
} from "../../../contracts/api/products-reviews.ts";
import type { Database } from "../../db/database.ts";
import { productAnswers, productAnswerVotes, productQuestions } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import type { Shopper } from "../shopper.ts";
import { voteChange, type Vote } from "./ratings.ts";
import { DEFAULT_REVIEW_LOCALE } from "./review-store.ts";
import { checkTextLength, requireNickname } from "./written-text.ts";

/** Product questions and their answers: listing, asking, answering and voting on answers. */

type Reader = Pick<Database, "select">;
type Writer = Pick<Database, "select" | "insert" | "update">;
type QuestionRow = typeof productQuestions.$inferSelect;
type AnswerRow = typeof productAnswers.$inferSelect;
type QuestionAnswer = z.infer<typeof questionAnswer>;

const answerCount = sql<number>`(select count(*) from ${productAnswers} where ${productAnswers.questionId} = ${productQuestions.id})`;

const ORDER = {
  mostRecent: [desc(productQuestions.submittedAt), asc(productQuestions.id)],
  oldest: [asc(productQuestions.submittedAt), asc(productQuestions.id)],
  mostAnswered: [desc(answerCount), desc(productQuestions.submittedAt), asc(productQuestions.id)],
} as const;

/** Questions with their answers: brand answers first, then the most helpful, then the oldest. */
async function withAnswers(db: Reader, questions: readonly QuestionRow[], shopperKey: string | undefined): Promise<QuestionAnswer[]> {
  const ids = questions.map((question) => question.id);
  const answers = ids.length
    ? await db
        .select()
        .from(productAnswers)
        .where(inArray(productAnswers.questionId, ids))
        .orderBy(desc(productAnswers.isBrandAnswer), desc(sql`${productAnswers.helpfulCount} - ${productAnswers.unhelpfulCount}`), asc(productAnswers.submittedAt), asc(productAnswers.id))
    : [];
  const votes =
    shopperKey && answers.length
      ? await db
          .select({ answerId: productAnswerVotes.answerId, helpful: productAnswerVotes.helpful })
          .from(productAnswerVotes)
          .where(and(eq(productAnswerVotes.shopperKey, shopperKey), inArray(productAnswerVotes.answerId, answers.map((answer) => answer.id))))
      : [];
  const voteOf = new Map(votes.map((vote) => [vote.answerId, vote.helpful ? ("helpful" as const) : ("unhelpful" as const)]));
  return questions.map((question) => ({
    id: question.id,
    productId: question.productId,
    text: question.text,
    nickname: question.nickname,
    locale: question.locale,
    submittedAt: question.submittedAt.toISOString(),
    isYours: shopperKey !== undefined && question.shopperKey === shopperKey,
    answers: answers.filter((answer) => answer.questionId === question.id).map((answer) => answerOf(answer, voteOf.get(answer.id), shopperKey)),
  }));
}

function answerOf(answer: AnswerRow, vote: Vote | undefined, shopperKey: string | undefined) {
  return {
    id: answer.id,
    text: answer.text,
    nickname: answer.nickname,
    isBrandAnswer: answer.isBrandAnswer,
    submittedAt: answer.submittedAt.toISOString(),
    helpfulCount: answer.helpfulCount,
    unhelpfulCount: answer.unhelpfulCount,
    yourVote: vote ?? null,
    isYours: shopperKey !== undefined && answer.shopperKey === shopperKey,
  };
}

/** GET /products/v1/products/{productId}/reviews/questions for a known style id. */
export async function listQuestions(db: Reader, productId: string, query: z.output<typeof questionsQuery>, shopperKey: string | undefined): Promise<z.infer<typeof questionsAnswer>> {
  const sort = query.sort ?? "mostRecent";
  const start = query.start ?? 0;
  const pageSize = query.count ?? DEFAULT_QUESTIONS_PAGE_SIZE;
  const where = eq(productQuestions.productId, productId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(productQuestions).where(where);
  const rows = await db
    .select()
    .from(productQuestions)
    .where(where)
    .orderBy(...ORDER[sort])
    .limit(pageSize)
    .offset(start);
  return { productId, sort, start, count: pageSize, total, questions: await withAnswers(db, rows, shopperKey) };
}

/**
 * POST /products/v1/products/{productId}/reviews/questions: asks a question, or with
 * `questionId` answers one of this product's questions. REV410 beyond QUESTION_TEXT_MAX_LENGTH
 * (a question) or ANSWER_TEXT_MAX_LENGTH (an answer) characters.
 */
export async function askOrAnswer(tx: Writer, productId: string, shopper: Shopper, body: z.output<typeof askQuestionRequest>, now: Date): Promise<QuestionAnswer> {
  const nickname = requireNickname(body.nickname, shopper);
  if (body.questionId === undefined) {
    checkTextLength(body.text, QUESTION_TEXT_MAX_LENGTH, "text");
    const [question] = await tx
      .insert(productQuestions)
      .values({ id: randomUUID(), productId, shopperKey: shopper.key, text: body.text, nickname, locale: body.locale ?? DEFAULT_REVIEW_LOCALE, submittedAt: now })
      .returning();
    return (await withAnswers(tx, [question!], shopper.key))[0]!;
  }
  checkTextLength(body.text, ANSWER_TEXT_MAX_LENGTH, "text");
  const [question] = await tx
    .select()
    .from(productQuestions)
    .where(and(eq(productQuestions.id, body.questionId), eq(productQuestions.productId, productId)));
  if (!question) throw new ApiError(404, "API404", `No question ${body.questionId} of product ${productId}`, { field: "questionId" });
  await tx.insert(productAnswers).values({ id: randomUUID(), questionId: question.id, shopperKey: shopper.key, text: body.text, nickname, isBrandAnswer: false, submittedAt: now });
  return (await withAnswers(tx, [question], shopper.key))[0]!;
}

/** Records the shopper's vote on an answer of this product's questions: one per shopper, a change of mind replaces it. */
export async function voteOnAnswer(tx: Writer, productId: string, answerId: string, shopper: Shopper, helpful: boolean, now: Date): Promise<z.infer<typeof answerVoteAnswer>> {
  const [answer] = await tx
    .select({ id: productAnswers.id, helpfulCount: productAnswers.helpfulCount, unhelpfulCount: productAnswers.unhelpfulCount })
    .from(productAnswers)
    .innerJoin(productQuestions, eq(productQuestions.id, productAnswers.questionId))
    .where(and(eq(productAnswers.id, answerId), eq(productQuestions.productId, productId)))
    .for("update", { of: productAnswers });
  if (!answer) throw new ApiError(404, "API404", `No answer ${answerId} to a question of product ${productId}`);
  const next: Vote = helpful ? "helpful" : "unhelpful";
  const [previous] = await tx
    .select({ helpful: productAnswerVotes.helpful })
    .from(productAnswerVotes)
    .where(and(eq(productAnswerVotes.answerId, answerId), eq(productAnswerVotes.shopperKey, shopper.key)));
  const delta = voteChange(previous ? (previous.helpful ? "helpful" : "unhelpful") : undefined, next);
  await tx
    .insert(productAnswerVotes)
    .values({ answerId, shopperKey: shopper.key, helpful, votedAt: now })
    .onConflictDoUpdate({ target: [productAnswerVotes.answerId, productAnswerVotes.shopperKey], set: { helpful, votedAt: now } });
  const helpfulCount = answer.helpfulCount + delta.helpful;
  const unhelpfulCount = answer.unhelpfulCount + delta.unhelpful;
  if (delta.helpful !== 0 || delta.unhelpful !== 0) await tx.update(productAnswers).set({ helpfulCount, unhelpfulCount }).where(eq(productAnswers.id, answerId));
  return { answerId, helpfulCount, unhelpfulCount, yourVote: next };
}
