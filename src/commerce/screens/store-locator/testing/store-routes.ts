import { vi } from "vitest";
import type { StoreSearchAnswer } from "../store-search.ts";
import { storesOfCountry } from "./store-answers.ts";

/** An error answer of the commerce API. */
export interface ErrorAnswer {
  status: number;
  body: { errorDetails: Record<string, unknown>[]; correlationId?: string };
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body?: unknown;
}

export const errorAnswer = (status: number, errorId: string, message: string, details: Record<string, unknown> = {}): ErrorAnswer => ({
  status,
  body: { errorDetails: [{ errorId, message, ...details }], correlationId: "test" },
});

/**
 * Tests only: `fetch` answering the BFF's commerce proxy (`/api/commerce/…`) as the store calls
 * do: the search answers `search(body)`, the stores list a country's stores (fixtures). Records
 * each call with its body, so that a test reads what the locator sent.
 */
export function stubStoreRoutes(search: (body: Record<string, unknown>) => StoreSearchAnswer | ErrorAnswer) {
  const calls: RecordedCall[] = [];
  document.cookie = "rl_csrf=test-token; path=/";
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://storefront.test");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const path = url.pathname.replace(/^\/api\/commerce/, "");
    calls.push({ method, path, query: url.searchParams, body });
    if (method === "POST" && path === "/stores/v1/search") {
      const answer = search(body ?? {});
      return "status" in answer && "body" in answer ? Response.json(answer.body, { status: answer.status }) : Response.json(answer);
    }
    if (method === "GET" && path === "/consumers-v3/utilities/stores") return Response.json(storesOfCountry(url.searchParams.get("country") ?? ""));
    return Response.json({ errorDetails: [{ errorId: "API404", message: `No route ${method} ${path}` }] }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, calls, searches: () => calls.filter((call) => call.path === "/stores/v1/search").map((call) => call.body) };
}
