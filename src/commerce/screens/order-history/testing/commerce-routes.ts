import { vi } from "vitest";

/**
 * Tests only: `fetch` answering the BFF's commerce proxy (`/api/commerce/{spec path}`) from a
 * table of routes, for the account screens (orders, tracking, profile, loyalty). Every call is
 * recorded; a call no route answers gets 404 API404 and is listed in `unanswered`, so a test
 * can tell a wrong path from a refusal. `signedIn` sets the readable session marker the screens
 * read (`useSignedIn`); the CSRF cookie is always set.
 */

/** An error answer of the commerce API. */
export interface ErrorAnswer {
  status: number;
  body: { errorDetails: Record<string, unknown>[]; correlationId: string };
}

export const errorAnswer = (status: number, errorId: string, message: string, details: Record<string, unknown> = {}): ErrorAnswer => ({
  status,
  body: { errorDetails: [{ errorId, message, ...details }], correlationId: "test" },
});

/** A PDF document as the order calls answer it. */
export const pdfAnswer = (fileName: string) => () =>
  new Response(new TextEncoder().encode("%PDF-1.7 test"), { headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${fileName}"` } });

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body?: unknown;
}

type Answer = object | ErrorAnswer | ((call: RecordedCall) => Response | object);

/** A route: method, the spec path (exact, or a pattern), and its answers in turn (the last one repeats). */
export interface Route {
  method: string;
  path: string | RegExp;
  answers: Answer[];
}

const isError = (answer: object): answer is ErrorAnswer => "status" in answer && "body" in answer && typeof answer.status === "number";

export function stubCommerce(routes: Route[], options: { signedIn?: boolean } = {}) {
  const calls: RecordedCall[] = [];
  const unanswered: string[] = [];
  const served = new Map<Route, number>();
  document.cookie = "rl_csrf=test-token; path=/";
  document.cookie = options.signedIn === false ? "rl_login=; max-age=0; path=/" : "rl_login=1; path=/";
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), "http://storefront.test");
      const method = (init?.method ?? "GET").toUpperCase();
      const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      const call: RecordedCall = { method, path: url.pathname.replace(/^\/api\/commerce/, ""), query: url.searchParams, body };
      calls.push(call);
      const route = routes.find((candidate) => candidate.method === method && (typeof candidate.path === "string" ? candidate.path === call.path : candidate.path.test(call.path)));
      if (!route) {
        unanswered.push(`${method} ${call.path}`);
        return Response.json(errorAnswer(404, "API404", "No route in the test").body, { status: 404 });
      }
      const index = served.get(route) ?? 0;
      served.set(route, index + 1);
      const answer = route.answers[Math.min(index, route.answers.length - 1)]!;
      const given = typeof answer === "function" ? answer(call) : answer;
      if (given instanceof Response) return given;
      return isError(given) ? Response.json(given.body, { status: given.status }) : Response.json(given);
    }),
  );
  return {
    calls,
    unanswered,
    /** The calls to a path (every method), in order. */
    to: (path: string) => calls.filter((call) => call.path === path),
  };
}

/** Forgets the cookies `stubCommerce` set. */
export function clearSessionCookies(): void {
  document.cookie = "rl_login=; max-age=0; path=/";
  document.cookie = "rl_csrf=; max-age=0; path=/";
}
