/**
 * The workbench page's calls to its own API (server/workbench-api.ts), same origin, with the
 * CSRF token the API hands out. Failures carry the API's message for the editor.
 */
export interface DocumentSummary {
  type: "page" | "category" | "product";
  slug: string;
  title: string;
}

export class WorkbenchRequestError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = "WorkbenchRequestError";
  }
}

const API = "/workbench/api";

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${API}${path}`, { credentials: "same-origin", ...init, headers: { accept: "application/json", ...init.headers } });
  const body = (await response.json().catch(() => undefined)) as { errorDetails?: { message?: string }[] } | undefined;
  if (!response.ok) throw new WorkbenchRequestError(body?.errorDetails?.[0]?.message ?? `The workbench API answered ${response.status}`, response.status);
  return body as T;
}

export const workbenchClient = {
  session: () => request<{ csrfToken: string }>("/session"),
  documents: (siteId: string) => request<{ items: DocumentSummary[] }>(`/documents/${encodeURIComponent(siteId)}`).then((answer) => answer.items),
  document: (siteId: string, type: string, slug: string) =>
    request<{ body: unknown; hasDraft: boolean }>(`/documents/${encodeURIComponent(siteId)}/${encodeURIComponent(type)}/${encodeURIComponent(slug)}`),
  /** The viewer's examples of a block type, as written (`block`), in the viewer's order. */
  showcase: (siteId: string, docType: string) =>
    request<{ result: { id: string; block: unknown }[] }>(`/showcase/${encodeURIComponent(siteId)}/${encodeURIComponent(docType)}`).then((answer) => answer.result),
  saveDraft: (siteId: string, type: string, slug: string, body: unknown, csrfToken: string) =>
    request<unknown>(`/documents/${encodeURIComponent(siteId)}/${encodeURIComponent(type)}/${encodeURIComponent(slug)}/draft`, {
      method: "PUT",
      headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
      body: JSON.stringify(body),
    }),
};
