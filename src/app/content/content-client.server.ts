import { AsyncLocalStorage } from "node:async_hooks";
import { canvasPath, type ContentMode } from "../../../contracts/content/content-paths.ts";
import { withTimeout, type FetchCall } from "../../../contracts/with-timeout.ts";

/**
 * Reads documents from the content service (CaaS) at the spec's paths. Server only: the
 * browser never talks to the content service.
 *
 * One client per process, made by the storefront's host (server/) and handed to the routes'
 * loaders in the load context, so that its cache of published documents exists once: the host's
 * front-end API and the pages it renders share it. Its errors cross that boundary between two
 * copies of this module (the host's and the React Router build's), so they are told apart by
 * name (`isContentNotFound`), never by `instanceof`.
 */
export interface ContentRequest {
  mode: ContentMode;
  previewDateTime?: string;
}

export class ContentNotFoundError extends Error {
  constructor(readonly path: string) {
    super(`Content not found: ${path}`);
    this.name = "ContentNotFoundError";
  }
}

export class ContentUnavailableError extends Error {
  constructor(readonly path: string, readonly status: number | undefined, cause?: unknown) {
    super(`Content service failed for ${path}${status ? ` (status ${status})` : ""}`, { cause });
    this.name = "ContentUnavailableError";
  }
}

/** Whether an error says the document does not exist (whichever module copy threw it). */
export const isContentNotFound = (error: unknown): error is ContentNotFoundError => error instanceof Error && error.name === "ContentNotFoundError";

/** Whether an error says the content service failed (whichever module copy threw it). */
export const isContentUnavailable = (error: unknown): error is ContentUnavailableError => error instanceof Error && error.name === "ContentUnavailableError";

export const CONTENT_TIMEOUT_MS = 5_000;
/** How long a published document's last good copy may stand in for it while the content service fails: 24 h. */
export const STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000;
/** While the content service fails, a document served from its last good copy is asked for again at most this often. */
export const STALE_RETRY_MS = 5_000;
const MAX_CACHED_DOCUMENTS = 2_000;

export interface ContentClientOptions {
  /** The content service's base URL (CONTENT_API_URL). */
  baseUrl: string;
  /**
   * Published documents are kept this long (and concurrent requests share one fetch); 0 keeps
   * none (development). The same document object is handed out meanwhile, so the engine
   * resolves each revision once. Preview documents are never cached: editors see every save.
   */
  publishedTtlMs: number;
  /**
   * Stale-if-error: when the content service fails (no connection, no answer within
   * CONTENT_TIMEOUT_MS, an error status other than 404), a published document served before is
   * served from its last good copy if that was fetched at most this long ago, and the read is
   * reported to `collectStaleReads`. Defaults to STALE_IF_ERROR_MS; 0: never. A 404 drops the
   * copy (the document was unpublished). Previews never fall back.
   */
  staleIfErrorMs?: number;
  /** How many published documents (and as many last good copies) are kept. Defaults to 2,000. */
  maxCachedDocuments?: number;
  /** How long a read may take before the service counts as failed. Defaults to CONTENT_TIMEOUT_MS. */
  timeoutMs?: number;
  /** The clock (tests). Defaults to Date.now. */
  now?: () => number;
  /** How requests are sent: `fetch` by default; the launcher's in-process backend otherwise. Takes the read's abort signal beside the request, as `fetch` does. */
  fetch?: FetchCall;
  /**
   * The bearer token preview reads need (the content service refuses drafts to anyone else);
   * the storefront sends it only for requests whose preview grant it checked.
   */
  previewCredential?: string;
}

export interface ContentClient {
  readonly baseUrl: string;
  /** A document (parsed JSON); throws ContentNotFoundError or ContentUnavailableError. */
  get(resource: string, request: ContentRequest): Promise<unknown>;
  /** A published document: `get(resource, { mode: "publish" })`. */
  published(resource: string): Promise<unknown>;
  /** A raw request to the content service (the workbench API relays some answers as they are). */
  send(path: string, init?: RequestInit): Promise<Response>;
}

/** A published document served from its last good copy, fetched `ageMs` before the read. */
export interface StaleRead {
  resource: string;
  ageMs: number;
}

const staleReadScope = new AsyncLocalStorage<StaleRead[]>();

/**
 * Runs `work` (one page answer) and lists the published documents served to it from their last
 * good copies, so that its answer can say so. The client is one per process and concurrent
 * requests share its reads, so each read is noted in the scope of the request awaiting it.
 */
export async function collectStaleReads<T>(work: () => Promise<T>): Promise<{ result: T; staleReads: StaleRead[] }> {
  const staleReads: StaleRead[] = [];
  const result = await staleReadScope.run(staleReads, work);
  return { result, staleReads };
}

/** A published read: the document, when it was fetched, and whether it is a last good copy. */
interface PublishedRead {
  document: unknown;
  fetchedAt: number;
  stale: boolean;
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const transport: FetchCall = options.fetch ?? ((request, init) => fetch(request, init));
  const now = options.now ?? Date.now;
  const staleIfErrorMs = options.staleIfErrorMs ?? STALE_IF_ERROR_MS;
  const maxDocuments = options.maxCachedDocuments ?? MAX_CACHED_DOCUMENTS;
  // Preview paths carry the credential; published ones never need it.
  const send: FetchCall = (request, init) => {
    if (!options.previewCredential || !new URL(request.url).pathname.startsWith("/preview/")) return transport(request, init);
    const headers = new Headers(request.headers);
    headers.set("authorization", `Bearer ${options.previewCredential}`);
    return transport(new Request(request, { headers }), init);
  };
  const cache = new Map<string, { expires: number; read: Promise<PublishedRead> }>();
  // Last good copies, oldest first (a refreshed one moves to the end): the first is dropped past the limit.
  const lastGood = new Map<string, { document: unknown; fetchedAt: number }>();

  async function fetchDocument(resource: string, request: ContentRequest): Promise<unknown> {
    const path = canvasPath(request.mode, resource, request.previewDateTime);
    let response: Response;
    try {
      response = await withTimeout(send, options.timeoutMs ?? CONTENT_TIMEOUT_MS)(new Request(`${options.baseUrl}${path}`, { headers: { accept: "application/json" } }));
    } catch (error) {
      throw new ContentUnavailableError(path, undefined, error);
    }
    if (response.status === 404) throw new ContentNotFoundError(path);
    if (!response.ok) throw new ContentUnavailableError(path, response.status);
    try {
      return await response.json();
    } catch (error) {
      // Cut off, or not JSON: the service failed this read.
      throw new ContentUnavailableError(path, response.status, error);
    }
  }

  function remember(resource: string, document: unknown, fetchedAt: number) {
    lastGood.delete(resource);
    lastGood.set(resource, { document, fetchedAt });
    if (lastGood.size > maxDocuments) lastGood.delete(lastGood.keys().next().value!);
  }

  /** A fresh read of a published document, or its last good copy when the service fails. */
  async function readPublished(resource: string): Promise<PublishedRead> {
    const fetchedAt = now();
    try {
      const document = await fetchDocument(resource, { mode: "publish" });
      if (staleIfErrorMs > 0) remember(resource, document, fetchedAt);
      return { document, fetchedAt, stale: false };
    } catch (error) {
      if (isContentNotFound(error)) lastGood.delete(resource);
      const copy = lastGood.get(resource);
      if (!isContentUnavailable(error) || !copy || fetchedAt - copy.fetchedAt > staleIfErrorMs) throw error;
      console.warn(`[content] ${error.message}; serving the last good copy of ${resource} (${Math.round((fetchedAt - copy.fetchedAt) / 1000)} s old)`);
      return { ...copy, stale: true };
    }
  }

  function publishedRead(resource: string): Promise<PublishedRead> {
    if (options.publishedTtlMs <= 0) return readPublished(resource);
    const cached = cache.get(resource);
    if (cached && cached.expires > now()) return cached.read;
    if (cache.size >= maxDocuments) cache.clear();
    const read = readPublished(resource);
    const entry = { expires: now() + options.publishedTtlMs, read };
    cache.set(resource, entry);
    read.then(
      // A last good copy stands in for a short while only: the service is asked again soon.
      ({ stale }) => {
        if (stale) entry.expires = Math.min(entry.expires, now() + STALE_RETRY_MS);
      },
      // Failures are not remembered: the next request asks again.
      () => {
        if (cache.get(resource) === entry) cache.delete(resource);
      },
    );
    return read;
  }

  async function get(resource: string, request: ContentRequest): Promise<unknown> {
    if (request.mode !== "publish") return fetchDocument(resource, request);
    const read = await publishedRead(resource);
    if (read.stale) staleReadScope.getStore()?.push({ resource, ageMs: now() - read.fetchedAt });
    return read.document;
  }

  return {
    baseUrl: options.baseUrl,
    get,
    published: (resource) => get(resource, { mode: "publish" }),
    send: (path, init) => send(new Request(`${options.baseUrl}${path}`, init)),
  };
}
