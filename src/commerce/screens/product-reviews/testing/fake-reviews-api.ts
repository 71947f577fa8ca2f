import type { QuestionSort, ReviewSort } from "../review-constants.ts";
import { questionsPage, reviewsPage, summaryOf, type Question, type RatingSummary, type Review } from "./review-fixtures.ts";

/**
 * Tests and stories only: the commerce API's review and question calls behind the BFF
 * (`/api/commerce/products/v1/…`), in memory, as a `fetch`. The browser's real commerce client
 * runs against it. Each call is recorded; `failing` names calls that answer an error instead.
 */

export type FakeCall = "reviews" | "writeReview" | "flagReview" | "voteOnReview" | "translateReview" | "questions" | "askQuestion" | "voteOnAnswer";

export interface FakeReviewsOptions {
  reviews?: Review[];
  questions?: Question[];
  /** A summary to answer instead of the one computed from the reviews. */
  summary?: RatingSummary;
  /** Calls answering this error (status and catalogue id). */
  failing?: Partial<Record<FakeCall, { status: number; errorId: string; message: string }>>;
}

export interface RecordedCall {
  call: FakeCall;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export function fakeReviewsApi(options: FakeReviewsOptions = {}) {
  // Copies: votes and new entries must not leak into the caller's fixtures.
  const reviews = structuredClone(options.reviews ?? []);
  const questions = structuredClone(options.questions ?? []);
  const calls: RecordedCall[] = [];
  const summary = () => options.summary ?? summaryOf(reviews);

  function route(method: string, path: string, query: Record<string, string>, body: Record<string, unknown>): [FakeCall, () => Response] | undefined {
    const page = { start: Number(query.start ?? 0), count: Number(query.count ?? 10) };
    let match: RegExpMatchArray | null;
    if ((match = path.match(/^\/products\/v1\/products\/([^/]+)\/reviews$/))) {
      if (method === "GET") return ["reviews", () => json(reviewsPage(reviews, { ...page, sort: (query.sort as ReviewSort) ?? "mostRecent", summary: summary() }))];
      return [
        "writeReview",
        () => {
          if (String(body.text).length > 2000) return json({ errorDetails: [{ errorId: "REV410", message: "Your review is too long." }] }, 400);
          const written: Review = {
            id: `RV-new-${reviews.length + 1}`, productId: match![1]!, rating: Number(body.rating), title: String(body.title), text: String(body.text),
            nickname: String(body.nickname ?? "You"), location: (body.location as string) ?? null, locale: String(body.locale ?? "en-US"),
            submittedAt: new Date().toISOString(), recommended: (body.recommended as boolean) ?? null, verifiedPurchaser: false,
            helpfulCount: 0, unhelpfulCount: 0, yourVote: null, flaggedByYou: false, isYours: true,
          };
          reviews.unshift(written);
          return json({ review: written, summary: summary() }, 201);
        },
      ];
    }
    if ((match = path.match(/^\/products\/v1\/products\/[^/]+\/review\/([^/]+)\/(vote|flag)$/))) {
      const id = decodeURIComponent(match[1]!);
      const item = reviews.find((candidate) => candidate.id === id);
      if (match[2] === "flag") return ["flagReview", () => json({ reviewId: id, flaggedByYou: true })];
      return [
        "voteOnReview",
        () => {
          if (!item) return json({ errorDetails: [{ errorId: "API404", message: "Not found" }] }, 404);
          if (body.helpful) item.helpfulCount += 1;
          else item.unhelpfulCount += 1;
          item.yourVote = body.helpful ? "helpful" : "unhelpful";
          return json({ reviewId: id, helpfulCount: item.helpfulCount, unhelpfulCount: item.unhelpfulCount, yourVote: item.yourVote });
        },
      ];
    }
    if ((match = path.match(/^\/products\/v1\/review\/([^/]+)\/translate$/))) {
      const id = decodeURIComponent(match[1]!);
      const item = reviews.find((candidate) => candidate.id === id);
      const target = String(body.targetLanguage);
      return [
        "translateReview",
        () => json({ reviewId: id, sourceLanguage: item?.locale.slice(0, 2) ?? "en", targetLanguage: target, title: `[${target}] ${item?.title}`, text: `[${target}] ${item?.text}`, translated: true, untranslatedSentences: 0, provider: "reference-phrasebook" }),
      ];
    }
    if (path.match(/^\/products\/v1\/products\/[^/]+\/reviews\/questions$/)) {
      if (method === "GET") return ["questions", () => json(questionsPage(questions, { ...page, count: Number(query.count ?? 5), sort: (query.sort as QuestionSort) ?? "mostRecent" }))];
      return [
        "askQuestion",
        () => {
          const asked: Question = { id: `Q-new-${questions.length + 1}`, productId: "RLSH1001", text: String(body.text), nickname: String(body.nickname ?? "You"), locale: String(body.locale ?? "en-US"), submittedAt: new Date().toISOString(), isYours: true, answers: [] };
          questions.unshift(asked);
          return json({ question: asked }, 201);
        },
      ];
    }
    if ((match = path.match(/^\/products\/v1\/products\/[^/]+\/review\/([^/]+)\/questions\/vote$/))) {
      const id = decodeURIComponent(match[1]!);
      return [
        "voteOnAnswer",
        () => {
          const item = questions.flatMap((candidate) => candidate.answers).find((candidate) => candidate.id === id);
          if (!item) return json({ errorDetails: [{ errorId: "API404", message: "Not found" }] }, 404);
          if (body.helpful) item.helpfulCount += 1;
          else item.unhelpfulCount += 1;
          item.yourVote = body.helpful ? "helpful" : "unhelpful";
          return json({ answerId: id, helpfulCount: item.helpfulCount, unhelpfulCount: item.unhelpfulCount, yourVote: item.yourVote });
        },
      ];
    }
    return undefined;
  }

  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://storefront.test");
    const method = (init.method ?? "GET").toUpperCase();
    if (url.pathname === "/api/session") return json({ csrfToken: "csrf-test" });
    if (!url.pathname.startsWith("/api/commerce/")) return json({ errorDetails: [{ errorId: "API404", message: "Not found" }] }, 404);
    const path = url.pathname.slice("/api/commerce".length);
    const query = Object.fromEntries(url.searchParams);
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const found = route(method, path, query, body);
    if (!found) return json({ errorDetails: [{ errorId: "API404", message: "Not found" }] }, 404);
    const [call, answer] = found;
    calls.push({ call, method, path, query, body: init.body === undefined ? undefined : body });
    const failure = options.failing?.[call];
    if (failure) return json({ errorDetails: [{ errorId: failure.errorId, message: failure.message }], correlationId: "fake" }, failure.status);
    return answer();
  };

  return { fetch, calls, reviews, questions };
}
