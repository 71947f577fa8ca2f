import type { ContentMode } from "../../engine/types.ts";

/**
 * Reads documents from the content service (CaaS) at the spec's paths. Server only: the
 * browser never talks to the content service.
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

export const CONTENT_TIMEOUT_MS = 5_000;

export function contentApiUrl(): string {
  return process.env.CONTENT_API_URL ?? `http://127.0.0.1:${process.env.BACKEND_PORT ?? 3001}`;
}

const segment = (value: string) => encodeURIComponent(value);

/**
 * Published documents are kept this long (and concurrent requests share one fetch). The same
 * document object is handed out meanwhile, so the engine resolves each revision once.
 * Preview documents are never cached: editors see every save at once.
 */
export const PUBLISHED_CONTENT_TTL_MS = Number(process.env.CONTENT_CACHE_TTL_MS ?? 30_000);
const MAX_CACHED_DOCUMENTS = 2_000;
const published = new Map<string, { expires: number; document: Promise<unknown> }>();

export function fetchContent(resource: string, request: ContentRequest): Promise<unknown> {
  if (request.mode !== "publish" || PUBLISHED_CONTENT_TTL_MS <= 0) return fetchContentUncached(resource, request);
  const now = Date.now();
  const cached = published.get(resource);
  if (cached && cached.expires > now) return cached.document;
  if (published.size >= MAX_CACHED_DOCUMENTS) published.clear();
  const document = fetchContentUncached(resource, request);
  published.set(resource, { expires: now + PUBLISHED_CONTENT_TTL_MS, document });
  // Failures are not remembered: the next request asks again.
  document.catch(() => {
    if (published.get(resource)?.document === document) published.delete(resource);
  });
  return document;
}

async function fetchContentUncached(resource: string, request: ContentRequest): Promise<unknown> {
  const query = new URLSearchParams();
  if (request.mode === "preview" && request.previewDateTime) query.set("previewDateTime", request.previewDateTime);
  // A resource may carry its own query (showcase): the preview date joins it.
  const path = `/${request.mode}/caas/v1/canvas/${resource}${query.size ? `${resource.includes("?") ? "&" : "?"}${query}` : ""}`;
  let response: Response;
  try {
    response = await fetch(`${contentApiUrl()}${path}`, { signal: AbortSignal.timeout(CONTENT_TIMEOUT_MS), headers: { accept: "application/json" } });
  } catch (error) {
    throw new ContentUnavailableError(path, undefined, error);
  }
  if (response.status === 404) throw new ContentNotFoundError(path);
  if (!response.ok) throw new ContentUnavailableError(path, response.status);
  return response.json();
}

export const contentPaths = {
  page: (siteId: string, page: string) => `page/${segment(siteId)}/${segment(page)}`,
  category: (siteId: string, categoryId: string) => `category/${segment(siteId)}/${segment(categoryId)}`,
  product: (siteId: string, productId: string) => `product/${segment(siteId)}/${segment(productId)}`,
  menu: (siteId: string) => `menu/${segment(siteId)}`,
  footer: (siteId: string) => `footer/${segment(siteId)}`,
  popups: (siteId: string) => `popups/${segment(siteId)}`,
  children: (siteId: string, parent: string) => `children/${segment(siteId)}/${segment(parent)}`,
  /** Examples of one block type for the preview viewer; the query is part of the resource. */
  showcase: (siteId: string, docType: string, query: { layoutVariant?: string; limit: number }) => {
    const params = new URLSearchParams({ limit: String(query.limit) });
    if (query.layoutVariant) params.set("layoutVariant", query.layoutVariant);
    return `showcase/${segment(siteId)}/${segment(docType)}?${params}`;
  },
};
