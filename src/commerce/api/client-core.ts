import { analytics } from "../../analytics/event-bus.ts";
import type { z } from "zod";
import { GENERIC_ERROR_MESSAGE, messageFor } from "../errors/messages.ts";
import { cartAnswer, type CartAnswer } from "./contracts/cart.ts";

/**
 * The transport under every function of the commerce client (client.ts): requests through the
 * storefront's BFF, answers checked against their contracts, and the spec's handling of answers
 * (commerce spec §7 "Handling of answers"):
 *
 * - an error answer becomes a `CommerceApiError` carrying its catalogue id, status, request and
 *   response, with the shopper's message for the id (src/commerce/errors/messages.ts), else the
 *   server's message;
 * - a 403 answer carrying an `appId` raises `BOT_DEFENCE_EVENT` on the window, for the bot
 *   defence script to show its challenge;
 * - every error is reported (`onError`) with the warning message, id and correlation id;
 * - AUT498 (invalid customer) forgets the cart, makes a new one and tells the page;
 * - BSK404 (cart not found) in a cart action makes a new cart and runs the action once more.
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

export interface CommerceClientOptions {
  fetch?: typeof fetch;
  /** Where the commerce proxy is mounted. Defaults to `/api/commerce`. */
  baseUrl?: string;
  /** Where the BFF's session routes are. Defaults to `/api/session`. */
  sessionUrl?: string;
  /** The CSRF token (from `/api/session`), sent on every call that is not a read. */
  csrfToken: () => string | undefined;
  siteId: string;
  /** The shopper's current cart id, and where a new one is remembered. */
  cartStore: { get(): string | undefined; set(basketId: string | undefined): void };
  /** AUT498: the cart was rebuilt; the page shows the error and reloads after INVALID_CUSTOMER_RELOAD_MS. */
  onInvalidCustomer?: (error: CommerceApiError) => void;
  /** Every failed call, for analytics: published as `commerce.apiError` on the page's bus by default. */
  onError?: (report: CommerceErrorReport) => void;
  /** Where BOT_DEFENCE_EVENT is dispatched. Defaults to `window` (nothing outside a browser). */
  eventTarget?: Pick<EventTarget, "dispatchEvent">;
}

export type QueryValue = string | number | boolean | undefined;

export interface CallInit {
  body?: unknown;
  query?: Record<string, QueryValue>;
}

type ErrorEntry = { errorId?: unknown; message?: unknown } & Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

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

export function createTransport(options: CommerceClientOptions) {
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
    const headers: Record<string, string> = { accept };
    if (method !== "GET" && method !== "HEAD") headers["x-csrf-token"] = options.csrfToken() ?? "";
    if (init.body !== undefined) headers["content-type"] = "application/json";
    try {
      return await doFetch(url, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body), credentials: "same-origin" });
    } catch (cause) {
      throw report(new CommerceApiError("HTTP0", 0, GENERIC_ERROR_MESSAGE, { method, path, body: init.body }, undefined, undefined, { cause }));
    }
  }

  /** The error of a failed answer: raised events, reported, and the AUT498 rebuild done. */
  async function failure(response: Response, method: string, path: string, body: unknown): Promise<CommerceApiError> {
    const json: unknown = await response.json().catch(() => undefined);
    const answer = isRecord(json) ? json : {};
    const entry: ErrorEntry = Array.isArray(answer.errorDetails) && isRecord(answer.errorDetails[0]) ? answer.errorDetails[0] : {};
    const errorId = typeof entry.errorId === "string" && entry.errorId ? entry.errorId : `HTTP${response.status}`;
    const serverMessage = typeof entry.message === "string" ? entry.message : undefined;
    const correlationId = (typeof answer.correlationId === "string" ? answer.correlationId : undefined) ?? response.headers.get("x-correlation-id") ?? undefined;
    const error = new CommerceApiError(errorId, response.status, messageFor(errorId, serverMessage, entry), { method, path, body }, json, correlationId);

    if (response.status === 403 && typeof answer.appId === "string" && answer.appId) {
      const detail: BotDefenceEventDetail = { appId: answer.appId, answer, request: { method, path } };
      eventTarget?.dispatchEvent(new CustomEvent(BOT_DEFENCE_EVENT, { detail }));
    }
    report(error);
    // Not while rebuilding: the new cart's own AUT498 must not wait for the rebuild it is part of.
    if (errorId === "AUT498" && !rebuilding) await rebuildCart(error);
    return error;
  }

  async function request<T extends z.ZodType>(url: string, method: string, path: string, answer: T, init: CallInit): Promise<z.output<T>> {
    const response = await send(url, method, path, init, "application/json");
    if (!response.ok) throw await failure(response, method, path, init.body);
    const json: unknown = await response.json().catch(() => undefined);
    const parsed = answer.safeParse(json);
    // The call went through but its answer is not the contract's: the shopper reads a general
    // message (never a schema dump); the details stay on the error.
    if (!parsed.success) {
      const correlationId = response.headers.get("x-correlation-id") ?? undefined;
      throw report(new CommerceApiError("GEN500", response.status, messageFor("GEN500", undefined), { method, path, body: init.body }, json, correlationId, { cause: parsed.error }));
    }
    return parsed.data;
  }

  /** A commerce call through the proxy (`{baseUrl}{spec path}`), answer checked by `answer`. */
  const call = <T extends z.ZodType>(method: string, path: string, answer: T, init: CallInit = {}) => {
    const target = withQuery(path, init.query);
    return request(`${base}${target}`, method, target, answer, init);
  };

  /** A call of the BFF's own session routes (`{sessionUrl}{path}`). */
  const sessionCall = <T extends z.ZodType>(method: string, path: string, answer: T, init: CallInit = {}) => request(`${sessionUrl}${path}`, method, `/session${path}`, answer, init);

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
      throw report(new CommerceApiError("GEN500", response.status, messageFor("GEN500", undefined), { method, path: target, body: init.body }, undefined, response.headers.get("x-correlation-id") ?? undefined));
    }
    return new File([await response.arrayBuffer()], fileNameOf(response.headers.get("content-disposition")) ?? "document.pdf", { type: "application/pdf" });
  }

  // ---- the cart the shopper is using -----------------------------------------------------------

  let creating: Promise<CartAnswer> | undefined;
  /** A new cart, remembered. Concurrent callers share one creation. */
  function createCart(): Promise<CartAnswer> {
    creating ??= call("POST", "/cart/v1/cart", cartAnswer, { body: { siteId: options.siteId } })
      .then((cart) => {
        options.cartStore.set(cart.id);
        return cart;
      })
      .finally(() => (creating = undefined));
    return creating;
  }

  const currentCartId = async () => options.cartStore.get() ?? (await createCart()).id;

  /** Runs a cart action; on BSK404 makes a new cart (unless another call already did) and runs it once more. */
  async function withCart<T>(action: (basketId: string) => Promise<T>): Promise<T> {
    const basketId = await currentCartId();
    try {
      return await action(basketId);
    } catch (error) {
      if (!(error instanceof CommerceApiError) || error.errorId !== "BSK404") throw error;
      if (options.cartStore.get() === basketId) options.cartStore.set(undefined);
      return action(await currentCartId());
    }
  }

  let rebuilding: Promise<void> | undefined;
  /**
   * AUT498: the session's customer is gone, and so is their cart. Forget it, ask for a new one
   * and tell the page (once, however many calls failed together). A failure of the new cart
   * itself does not start another rebuild.
   */
  function rebuildCart(error: CommerceApiError): Promise<void> {
    if (rebuilding) return rebuilding;
    rebuilding = (async () => {
      options.cartStore.set(undefined);
      await createCart().catch(() => undefined);
      options.onInvalidCustomer?.(error);
    })().finally(() => (rebuilding = undefined));
    return rebuilding;
  }

  return { options, call, sessionCall, pdf, createCart, withCart };
}

export type CommerceTransport = ReturnType<typeof createTransport>;
