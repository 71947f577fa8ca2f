import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createContentService } from "../content-service.ts";
import { freshDatabase } from "../../testing/backend-under-test.ts";

/** Test data and a content service on a fresh database, for the content tests. */

export type Files = Record<string, unknown>;

/** A fixture folder holding `files` (path → JSON body; a string is written as is). */
export function fixtureRoot(files: Files): string {
  const root = mkdtempSync(path.join(tmpdir(), "content-"));
  writeFiles(root, files);
  return root;
}

export function writeFiles(root: string, files: Files) {
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), typeof body === "string" ? body : JSON.stringify(body));
  }
}

/** A page document of the shape of docs/content-model.md. */
export const page = (slug: string, extra: Record<string, unknown> = {}) => ({ id: slug, slug, title: `Title of ${slug}`, sections: [], ...extra });

/** An article: a page with article metadata (tags by label, ids derived unless given). */
export const article = (slug: string, options: { date: string; tags: string[]; title?: string; subtitle?: string; text?: string }, extra: Record<string, unknown> = {}) =>
  page(slug, {
    title: options.title ?? `Title of ${slug}`,
    article: { date: options.date, subtitle: options.subtitle, tags: options.tags.map((label) => ({ label })) },
    sections: options.text ? [{ id: "s1", items: [{ id: `${slug}-text`, type: "rich-text", richText: `<p>${options.text}</p>` }] }] : [],
    ...extra,
  });

/** Opening a fresh database (PGlite, migrated) takes seconds on a busy machine: hooks that do wait this long. */
export const DATABASE_TIMEOUT_MS = 60_000;

export const ADMIN_TOKEN = "test-content-admin-token-0123456789";
/** The storefront's credential for preview reads; `get` sends it on `/preview/` paths. */
export const PREVIEW_CREDENTIAL = "test-content-preview-credential";
export const T0 = Date.parse("2026-06-01T12:00:00Z");

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { errorDetails?: { errorId: string; message: string; field?: string }[] };
}

/**
 * A content service on its own fresh database, reading `roots` (fixture folders or file maps)
 * at a clock the test moves (`clock.now`).
 */
export async function contentUnderTest(options: { roots?: (Files | string)[]; adminToken?: string | null; now?: number } = {}) {
  const database = await freshDatabase();
  const clock = { now: options.now ?? T0 };
  const roots = (options.roots ?? []).map((root) => (typeof root === "string" ? root : fixtureRoot(root)));
  const adminToken = options.adminToken === null ? undefined : (options.adminToken ?? ADMIN_TOKEN);
  const app = createContentService({ db: database.db, roots, now: () => clock.now, adminToken, previewCredential: PREVIEW_CREDENTIAL });

  async function request(method: string, url: string, init: { body?: unknown; token?: string | null; headers?: Record<string, string> } = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...init.headers };
    const token = init.token === undefined ? adminToken : init.token;
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
      headers["content-type"] ??= "application/json";
    }
    const response = await app.request(url, { method, headers, body });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Answer["body"]) : {} };
  }

  return {
    app,
    db: database.db,
    roots,
    clock,
    /** A read; preview reads carry the storefront's credential, unless `token` says otherwise. */
    get: (url: string, token?: string | null) => request("GET", url, { token: token === undefined ? (url.startsWith("/preview/") ? PREVIEW_CREDENTIAL : null) : token }),
    /** An admin call, with the admin token unless `token` says otherwise. */
    admin: (method: string, adminPath: string, init: { body?: unknown; token?: string | null; headers?: Record<string, string> } = {}) =>
      request(method, `/admin/content/v1${adminPath}`, init),
    close: () => database.close(),
  };
}
export type ContentUnderTest = Awaited<ReturnType<typeof contentUnderTest>>;
