import { analytics } from "../../analytics/event-bus.ts";
import { isRecord } from "../../../contracts/json-shape.ts";
import { siteById } from "../../../contracts/sites.ts";
import { errorWords, genericMessage, messageFor } from "../errors/messages.ts";

/**
 * The calls under every function of the commerce client (client.ts) and of the consumer client
 * (consumer-client.ts): requests through the storefront's BFF, answers checked, and the spec's
 * handling of answers (commerce spec §7 "Handling of answers"):
 *
 * - an error answer becomes a `CommerceApiError` carrying its catalogue id, status, request and
 *   response, with the shopper's message for the id in the site's language
 *   (src/commerce/errors/messages.ts), else the server's message;
 * - a 403 answer carrying an `appId` raises `BOT_DEFENCE_EVENT` on the window, for the bot
 *   defence script to show its challenge;
 * - every error is reported (`onError`) with the warning message, id and correlation id.
 *
 * No schema code here: a call is given its answer's check (a zod schema, or a hand-written check
 * where the browser ships none, decision 0013). The cart (AUT498 rebuild, BSK404 retry) is
 * client-core.ts's.
 */

export class CommerceApiError extends Error {
  constructor(
    /** The catalogue id; `HTTP{status}` when the answer has none (`HTTP0`: no answer at all). */
    readonly errorId: string,
    readonly status: number,
    message: string,
    readonly request: { method: string; path: string; body?: unknown },
    readonly response: unknown,
    readonly correlationId?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "CommerceApiError";
  }
}

/**
 * The browser event a 403 answer with an `appId` raises (a `CustomEvent` on `window` whose
 * detail is `BotDefenceEventDetail`): the bot defence integration listens for it and runs its
 * challenge. The call itself still fails with its `CommerceApiError`.
 */
export const BOT_DEFENCE_EVENT = "commerce:bot-defence";

export interface BotDefenceEventDetail {
  appId: string;
  /** The whole 403 answer: the bot defence script reads its own fields (challenge, uuid, vid…). */
  answer: Record<string, unknown>;
  request: { method: string; path: string };
}

/** What is reported for every failed call (commerce spec §7: warning message, id, correlation id). */
const publishApiError = (report: CommerceErrorReport) => analytics.publish("commerce.apiError", report);

export interface CommerceErrorReport {
  /** The message the shopper is shown. */
  warning: string;
  errorId: string;
  correlationId?: string;
  status: number;
  method: string;
  path: string;
}

/** What every transport needs: where the BFF is, the CSRF token, and where errors go. */
export interface TransportOptions {
  fetch?: typeof fetch;
  /** Where the commerce proxy is mounted. Defaults to `/api/commerce`. */
  baseUrl?: string;
  /** Where the BFF's session routes are. Defaults to `/api/session`. */
  sessionUrl?: string;
  /** The CSRF token (from `/api/session`), sent on every call that is not a read. */
  csrfToken: () => string | undefined | Promise<string | undefined>;
  siteId: string;
  /** Every failed call, for analytics: published as `commerce.apiError` on the page's bus by default. */
  onError?: (report: CommerceErrorReport) => void;
  /** Where BOT_DEFENCE_EVENT is dispatched. Defaults to `window` (nothing outside a browser). */
  eventTarget?: Pick<EventTarget, "dispatchEvent">;
}

/**
 * How a call checks its answer: a zod schema is one (its `safeParse`), and so is a hand-written
 * check (`answerCheck`) where the browser must not ship schema code (decision 0013).
 */
export interface AnswerCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** A hand-written check: `read` answers the value as `T`, or undefined for an answer of another shape. */
export function answerCheck<T>(read: (value: unknown) => T | undefined): AnswerCheck<T> {
  return {
    safeParse(value) {
      const data = read(value);
      return data === undefined ? { success: false, error: new Error("The answer has another shape") } : { success: true, data };
    },
  };
}

/**
 * An answer the storefront's BFF checked against its contract before passing it on
 * (server/bff/bff-app.ts `CHECKED_ANSWERS`, decision 0013): taken as `T` when it is a JSON object.
 */
export const checkedByBff = <T extends object>(): AnswerCheck<T> => answerCheck((value) => (isRecord(value) ? (value as T) : undefined));

export type QueryValue = string | number | boolean | undefined;

export interface CallInit {
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Cancels the request (a superseded read: TanStack Query's `signal`); the call then fails with the abort, unreported. */
  signal?: AbortSignal;
  /** Headers of the call itself (the order's idempotency key), which the BFF passes on. */
  headers?: Record<string, string>;
  /** A read that needs a shopper session: the CSRF token goes with it, so that the BFF may start one (reads never do otherwise). */
  startsSession?: boolean;
}

type ErrorEntry = { errorId?: unknown; message?: unknown } & Record<string, unknown>;

/** `path?a=1&b=2`, leaving out undefined values. */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A path segment from a caller's value: never a separator or a dot segment. */
export const segment = (value: string) => encodeURIComponent(value);

/** The file name of a `content-disposition` header, if it names one. */
export function fileNameOf(contentDisposition: string | null): string | undefined {
  return contentDisposition ? /filename="?([^";]+)"?/i.exec(contentDisposition)?.[1] : undefined;
}

/**
 * The calls themselves, without a cart: `call` (through the commerce proxy), `sessionCall` (the
 * BFF's session routes) and `pdf`. `onInvalidCustomer` runs on an AUT498 answer before the call
 * fails (client-core.ts rebuilds the cart there).
 */
export function createBaseTransport(options: TransportOptions, onInvalidCustomer?: (error: CommerceApiError) => Promise<void> | undefined) {
  // Late-bound: a test (or a polyfill) may replace the global fetch after the client is made.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl ?? "/api/commerce";
  const sessionUrl = options.sessionUrl ?? "/api/session";
  const eventTarget = options.eventTarget ?? (typeof window === "undefined" ? undefined : window);

  function report(error: CommerceApiError): CommerceApiError {
    try {
      (options.onError ?? publishApiError)({ warning: error.message, errorId: error.errorId, correlationId: error.correlationId, status: error.status, method: error.request.method, path: error.request.path });
    } catch {
      // Analytics must never turn a handled error into another one.
    }
    return error;
  }

  async function send(url: string, method: string, path: string, init: CallInit, accept: string): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers, accept };
    if ((method !== "GET" && method !== "HEAD") || init.startsSession) headers["x-csrf-token"] = (await options.csrfToken()) ?? "";
    if (init.body !== undefined) headers["content-type"] = "application/json";
    try {
      return await doFetch(url, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body), credentials: "same-origin", signal: init.signal });
    } catch (cause) {
      // Cancelled by the caller: nothing failed, nothing to report.
      if (init.signal?.aborted) throw cause;
      throw report(new CommerceApiError("HTTP0", 0, genericMessage(options.siteId), { method, path, body: init.body }, undefined, undefined, { cause }));
    }
  }

  /** The error of a failed answer: raised events, reported, and `onInvalidCustomer` done on AUT498. */
  async function failure(response: Response, method: string, path: string, body: unknown): Promise<CommerceApiError> {
    const json: unknown = await response.json().catch(() => undefined);
    const answer = isRecord(json) ? json : {};
    const entry: ErrorEntry = Array.isArray(answer.errorDetails) && isRecord(answer.errorDetails[0]) ? answer.errorDetails[0] : {};
    const errorId = typeof entry.errorId === "string" && entry.errorId ? entry.errorId : `HTTP${response.status}`;
    const serverMessage = typeof entry.message === "string" ? entry.message : undefined;
    const correlationId = (typeof answer.correlationId === "string" ? answer.correlationId : undefined) ?? response.headers.get("x-correlation-id") ?? undefined;
    // The site's messages are loaded with the page's language; a page that changed site in the
    // browser loads them here (a failed load leaves English).
    await errorWords.load(siteById(options.siteId).language).catch(() => undefined);
    const error = new CommerceApiError(errorId, response.status, messageFor(errorId, serverMessage, entry, options.siteId), { method, path, body }, json, correlationId);

    if (response.status === 403 && typeof answer.appId === "string" && answer.appId) {
      const detail: BotDefenceEventDetail = { appId: answer.appId, answer, request: { method, path } };
      eventTarget?.dispatchEvent(new CustomEvent(BOT_DEFENCE_EVENT, { detail }));
    }
    report(error);
    if (errorId === "AUT498") await onInvalidCustomer?.(error);
    return error;
  }

  async function request<T>(url: string, method: string, path: string, answer: AnswerCheck<T>, init: CallInit): Promise<T> {
    const response = await send(url, method, path, init, "application/json");
    if (!response.ok) throw await failure(response, method, path, init.body);
    const json: unknown = await response.json().catch(() => undefined);
    const parsed = answer.safeParse(json);
    // The call went through but its answer is not the contract's: the shopper reads a general
    // message (never a schema dump); the details stay on the error.
    if (!parsed.success) {
      const correlationId = response.headers.get("x-correlation-id") ?? undefined;
      throw report(new CommerceApiError("GEN500", response.status, genericMessage(options.siteId), { method, path, body: init.body }, json, correlationId, { cause: parsed.error }));
    }
    return parsed.data;
  }

  /** A commerce call through the proxy (`{baseUrl}{spec path}`), answer checked by `answer`. */
  const call = <T>(method: string, path: string, answer: AnswerCheck<T>, init: CallInit = {}) => {
    const target = withQuery(path, init.query);
    return request(`${base}${target}`, method, target, answer, init);
  };

  /** A call of the BFF's own session routes (`{sessionUrl}{path}`). */
  const sessionCall = <T>(method: string, path: string, answer: AnswerCheck<T>, init: CallInit = {}) => request(`${sessionUrl}${path}`, method, `/session${path}`, answer, init);

  /**
   * A call answering a PDF: a `File` (a Blob with the server's file name). Any other content type
   * is refused as a contract failure: a document that is not a PDF is never handed to the page.
   */
  async function pdf(method: string, path: string, init: CallInit = {}): Promise<File> {
    const target = withQuery(path, init.query);
    const response = await send(`${base}${target}`, method, target, init, "application/pdf, application/json");
    if (!response.ok) throw await failure(response, method, target, init.body);
    const type = response.headers.get("content-type") ?? "";
    if (!/^application\/pdf\b/i.test(type)) {
      await response.body?.cancel();
      throw report(new CommerceApiError("GEN500", response.status, genericMessage(options.siteId), { method, path: target, body: init.body }, undefined, response.headers.get("x-correlation-id") ?? undefined));
    }
    return new File([await response.arrayBuffer()], fileNameOf(response.headers.get("content-disposition")) ?? "document.pdf", { type: "application/pdf" });
  }

  return { options, call, sessionCall, pdf };
}

export type BaseTransport = ReturnType<typeof createBaseTransport>;
