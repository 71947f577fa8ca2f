import { canvasPath, type ContentMode } from "../../../contracts/content/content-paths.ts";

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
  /** How requests are sent: `fetch` by default; the launcher's in-process backend otherwise. */
  fetch?: (request: Request) => Promise<Response>;
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

export function createContentClient(options: ContentClientOptions): ContentClient {
  const transport = options.fetch ?? ((request: Request) => fetch(request));
  // Preview paths carry the credential; published ones never need it.
  const send = (request: Request) => {
    if (!options.previewCredential || !new URL(request.url).pathname.startsWith("/preview/")) return transport(request);
    const headers = new Headers(request.headers);
    headers.set("authorization", `Bearer ${options.previewCredential}`);
    return transport(new Request(request, { headers }));
  };
  const cache = new Map<string, { expires: number; document: Promise<unknown> }>();

  async function fetchDocument(resource: string, request: ContentRequest): Promise<unknown> {
    const path = canvasPath(request.mode, resource, request.previewDateTime);
    let response: Response;
    try {
      response = await send(new Request(`${options.baseUrl}${path}`, { signal: AbortSignal.timeout(CONTENT_TIMEOUT_MS), headers: { accept: "application/json" } }));
    } catch (error) {
      throw new ContentUnavailableError(path, undefined, error);
    }
    if (response.status === 404) throw new ContentNotFoundError(path);
    if (!response.ok) throw new ContentUnavailableError(path, response.status);
    return response.json();
  }

  function get(resource: string, request: ContentRequest): Promise<unknown> {
    if (request.mode !== "publish" || options.publishedTtlMs <= 0) return fetchDocument(resource, request);
    const now = Date.now();
    const cached = cache.get(resource);
    if (cached && cached.expires > now) return cached.document;
    if (cache.size >= MAX_CACHED_DOCUMENTS) cache.clear();
    const document = fetchDocument(resource, request);
    cache.set(resource, { expires: now + options.publishedTtlMs, document });
    // Failures are not remembered: the next request asks again.
    document.catch(() => {
      if (cache.get(resource)?.document === document) cache.delete(resource);
    });
    return document;
  }

  return {
    baseUrl: options.baseUrl,
    get,
    published: (resource) => get(resource, { mode: "publish" }),
    send: (path, init) => send(new Request(`${options.baseUrl}${path}`, init)),
  };
}
