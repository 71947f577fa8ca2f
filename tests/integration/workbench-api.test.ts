import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { signPreviewGrant } from "../../src/preview/preview-mode.server.ts";
import { Hono } from "hono";
import { ADMIN_TOKEN, PREVIEW_CREDENTIAL, contentUnderTest, DATABASE_TIMEOUT_MS, page, type ContentUnderTest } from "../../backend/testing/index.ts";
import { browserOn } from "./support/storefront-browser.ts";
import { createWorkbenchApi } from "../../server/workbench-api.ts";
import { createContentClient } from "../../src/app/content/content-client.server.ts";

/** The workbench's API: editors only (the preview secret), CSRF on saves, the admin token kept here. */
const CONTENT_URL = "http://content.test";
const PREVIEW_SECRET = "workbench-test-secret";

let content: ContentUnderTest;
let contentRequests: string[] = [];
/** The content service under test, recording what the workbench API asks of it. */
const contentClient = createContentClient({
  baseUrl: CONTENT_URL,
  publishedTtlMs: 0,
  // What the storefront holds for preview reads (the content service refuses drafts without it).
  previewCredential: PREVIEW_CREDENTIAL,
  fetch: async (request) => {
    const path = request.url.slice(CONTENT_URL.length);
    contentRequests.push(`${request.method} ${path} ${request.headers.get("authorization") ?? ""}`);
    return content.app.request(path, { method: request.method, headers: request.headers, body: request.body ? await request.text() : undefined });
  },
});
const storefront = new Hono();
storefront.route("/workbench/api", createWorkbenchApi({ content: contentClient, preview: { token: PREVIEW_SECRET, allowedOrigins: [] }, adminToken: ADMIN_TOKEN }));

beforeAll(async () => {
  content = await contentUnderTest({ roots: [{ "RL-US/pages/home.json": page("home", { title: "Home" }), "RL-US/pages/help.json": page("help", { title: "Help" }) }] });
}, DATABASE_TIMEOUT_MS);
afterAll(() => content.close());

beforeEach(() => {
  contentRequests = [];
});

function editor() {
  const browser = browserOn(storefront);
  browser.jar.set("preview_token", signPreviewGrant(PREVIEW_SECRET));
  return browser;
}

describe("without the preview secret", () => {
  test.each([
    ["GET", "/workbench/api/session"],
    ["GET", "/workbench/api/documents/RL-US"],
    ["GET", "/workbench/api/documents/RL-US/page/home"],
    ["PUT", "/workbench/api/documents/RL-US/page/home/draft"],
  ])("%s %s is a 404 and reaches no content service", async (method, path) => {
    const shopper = browserOn(storefront);
    shopper.jar.set("preview_token", "a-guess");
    const answer = await shopper.request(method, path, { body: method === "PUT" ? page("home") : undefined });
    expect(answer.status).toBe(404);
    expect(contentRequests).toEqual([]);
  });
});

describe("for an editor", () => {
  test("lists the site's pages and opens one, with the admin token added on the server only", async () => {
    const browser = editor();
    const list = await browser.request("GET", "/workbench/api/documents/RL-US");
    expect(list.status).toBe(200);
    expect(list.json.items).toEqual(expect.arrayContaining([{ type: "page", slug: "home", title: "Home" }]));
    const opened = await browser.request("GET", "/workbench/api/documents/RL-US/page/help");
    expect(opened.json).toMatchObject({ hasDraft: false, body: { slug: "help", title: "Help" } });
    expect(contentRequests.every((line) => !line.includes("/admin/") || line.endsWith(`Bearer ${ADMIN_TOKEN}`))).toBe(true);
    expect(list.text + opened.text).not.toContain(ADMIN_TOKEN);
  });

  test("saves a draft with the CSRF token, and reads it back as the draft", async () => {
    const browser = editor();
    await browser.request("GET", "/workbench/api/session");
    const saved = await browser.request("PUT", "/workbench/api/documents/RL-US/page/help/draft", { body: page("help", { title: "Help (edited)" }) });
    expect(saved.status).toBe(200);
    const opened = await browser.request("GET", "/workbench/api/documents/RL-US/page/help");
    expect(opened.json).toMatchObject({ hasDraft: true, body: { title: "Help (edited)" } });
  });

  test.each<[string, { csrf?: boolean; origin?: string }]>([
    ["without the CSRF token", { csrf: false }],
    ["from another origin", { origin: "http://evil.test" }],
  ])("refuses a save %s (403 AUT432) and saves nothing", async (_name, options) => {
    const browser = options.origin ? browserOn(storefront, options.origin) : editor();
    browser.jar.set("preview_token", signPreviewGrant(PREVIEW_SECRET));
    await browser.request("GET", "/workbench/api/session");
    const answer = await browser.request("PUT", "/workbench/api/documents/RL-US/page/home/draft", { body: page("home", { title: "Defaced" }), csrf: options.csrf });
    expect(answer.status).toBe(403);
    expect((answer.json.errorDetails as { errorId: string }[])[0]!.errorId).toBe("AUT432");
    expect(contentRequests.some((line) => line.startsWith("PUT"))).toBe(false);
  });

  test.each([
    ["a menu document", "/workbench/api/documents/RL-US/menu/default/draft", 400],
    ["a slug with a dot", "/workbench/api/documents/RL-US/page/..%2Fsecrets/draft", 400],
  ])("refuses %s with a 4xx", async (_name, path, status) => {
    const browser = editor();
    await browser.request("GET", "/workbench/api/session");
    const answer = await browser.request("PUT", path, { body: page("x") });
    expect(answer.status).toBe(status);
  });

  test("a document the content service refuses keeps its error id and field", async () => {
    const browser = editor();
    await browser.request("GET", "/workbench/api/session");
    const answer = await browser.request("PUT", "/workbench/api/documents/RL-US/page/help/draft", { body: { slug: "help" } });
    expect(answer.status).toBe(400);
    expect((answer.json.errorDetails as { errorId: string }[])[0]!.errorId).toBe("ATTR300");
  });
});
