import { randomUUID } from "node:crypto";
import { CLIENT_ID_HEADER, CORRELATION_ID_HEADER } from "../../contracts/headers.ts";
import { CallTimeoutError, withTimeout as withCallTimeout, type FetchCall } from "../../contracts/with-timeout.ts";

/**
 * The commerce API as the BFF sees it: a fetch function (the embedded reference backend, or
 * COMMERCE_API_URL) plus the headers the spec puts on every call (commerce spec §7): locale,
 * transaction and correlation ids, session id (x-usid) and access key; the channel on order
 * place and patch. Like `fetch`, it takes the call's abort signal beside the request.
 */
export type Upstream = FetchCall;

/**
 * How long the storefront waits for the commerce API (and the engine behind it): 8 s. A shop
 * that answers later is treated as down for that call (504 GEN500 from the BFF; a page's critical
 * data: 503), so nothing a shopper does hangs on a stuck neighbour. Order placement, the slowest
 * call, takes under 1 s on the reference backend even under the browser tests' load.
 */
export const UPSTREAM_TIMEOUT_MS = 8_000;

/** The error of a call cut at the bound. */
export { CallTimeoutError as UpstreamTimeoutError };

/**
 * The upstream with a bound: the call's signal is aborted (a fetch stops) and the call rejects
 * with UpstreamTimeoutError, also when the upstream ignores the abort (an in-process app).
 */
export const withTimeout = (upstream: Upstream, ms = UPSTREAM_TIMEOUT_MS): Upstream => withCallTimeout(upstream, ms);

export const isUpstreamTimeout = (error: unknown): boolean => error instanceof Error && error.name === "TimeoutError";

export interface UpstreamConfig {
  upstream: Upstream;
  /** Base URL used to build upstream requests (the fetch function decides where they go). */
  baseUrl: string;
  clientId: string;
  accessKey?: string;
}

export interface CallContext {
  usid: string;
  locale: string;
  accessToken?: string;
  /** MAPP inside the mobile app's webview, else ECOMM. */
  channel: "MAPP" | "ECOMM";
  /** The shopper's network address, for the commerce API's per-caller attempt limits. */
  clientAddress?: string;
}

/** Order place and patch carry the channel header. */
const CHANNEL_CALLS = [/^PUT \/cart\/v2\/checkout\/order$/, /^PATCH \/cart\/v2\/checkout\/order\/[^/]+$/];

export function upstreamHeaders(config: UpstreamConfig, call: CallContext, method: string, path: string): Headers {
  const headers = new Headers({
    accept: "application/json",
    [CLIENT_ID_HEADER]: config.clientId,
    [CORRELATION_ID_HEADER]: randomUUID(),
    "x-transaction-id": randomUUID(),
    "x-usid": call.usid,
    locale: call.locale,
  });
  if (config.accessKey) headers.set("x-access-key", config.accessKey);
  if (call.accessToken) headers.set("authorization", `Bearer ${call.accessToken}`);
  if (call.clientAddress) headers.set("x-forwarded-for", call.clientAddress);
  if (CHANNEL_CALLS.some((pattern) => pattern.test(`${method} ${path}`))) headers.set("x-channel", call.channel);
  return headers;
}

export async function callUpstream(config: UpstreamConfig, call: CallContext, method: string, pathAndQuery: string, body?: string | null, contentType?: string, passed: Record<string, string> = {}) {
  const path = pathAndQuery.split("?")[0]!;
  const headers = upstreamHeaders(config, call, method, path);
  for (const [name, value] of Object.entries(passed)) headers.set(name, value);
  if (body !== undefined && body !== null) headers.set("content-type", contentType ?? "application/json");
  return config.upstream(new Request(new URL(pathAndQuery, config.baseUrl), { method, headers, body: body ?? undefined }));
}

export function channelOf(userAgent: string | undefined): "MAPP" | "ECOMM" {
  return userAgent && /RidgelineApp\//.test(userAgent) ? "MAPP" : "ECOMM";
}

/**
 * The commerce API as the storefront's own server calls it while rendering (catalogue reads): the
 * spec's headers of every call, without a shopper's session or token.
 */
export function serverCommerceFetch(config: UpstreamConfig): (request: Request) => Promise<Response> {
  return (request) => {
    const url = new URL(request.url);
    const headers = upstreamHeaders(config, { usid: "storefront-render", locale: "en-US", channel: "ECOMM" }, request.method, url.pathname);
    for (const [name, value] of request.headers) if (!headers.has(name)) headers.set(name, value);
    return config.upstream(new Request(request, { headers }));
  };
}
