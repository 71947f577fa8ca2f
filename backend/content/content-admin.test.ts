import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminDocumentAnswer, errorAnswer, fixtureReloadAnswer, fragmentAnswer, pageDocumentAnswer, popupsAnswer } from "../../contracts/api/content.ts";
import { ADMIN_TOKEN, contentUnderTest, DATABASE_TIMEOUT_MS, page, type ContentUnderTest } from "./testing/content-test-kit.ts";
import { MAX_CONTENT_BODY_BYTES } from "../../contracts/content/content-admin.ts";

/** The admin endpoint: token, validation, drafts and publishing (never reachable through the storefront: tests/integration/content-admin-bff.test.ts). */

let content: ContentUnderTest;
beforeAll(async () => {
  content = await contentUnderTest({ roots: [{ "RL-US/pages/home.json": page("home", { title: "Home" }) }] });
}, DATABASE_TIMEOUT_MS);
afterAll(() => content.close());

const error = (answer: { body: unknown }) => errorAnswer.parse(answer.body).errorDetails[0]!;

describe("the admin token", () => {
  test.each([
    ["no token", null, 401, "AUT432"],
    ["another scheme", "Basic dXNlcjpwYXNz", 401, "AUT432"],
    ["a wrong token", "Bearer wrong-token", 403, "AUT404"],
    ["the token with a suffix", `Bearer ${ADMIN_TOKEN}x`, 403, "AUT404"],
  ])("%s: %i %s, and nothing is saved", async (_name, authorization, status, errorId) => {
    const answer = await content.admin("PUT", "/documents/RL-US/page/home/draft", {
      token: null,
      headers: authorization ? { authorization } : {},
      body: page("home", { title: "Defaced" }),
    });
    expect(answer.status).toBe(status);
    expect(error(answer).errorId).toBe(errorId);
    if (status === 401) expect(answer.headers.get("www-authenticate")).toBe('Bearer realm="content-admin"');
    expect((await content.get("/preview/caas/v1/canvas/page/RL-US/home")).body.title).toBe("Home");
  });

  test("without CONTENT_ADMIN_TOKEN the endpoint does not exist", async () => {
    const disabled = await contentUnderTest({ roots: [], adminToken: null });
    try {
      for (const token of [ADMIN_TOKEN, ""]) {
        const answer = await disabled.app.request("/admin/content/v1/documents/RL-US/page/home/draft", {
          method: "PUT",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(page("home")),
        });
        expect(answer.status).toBe(404);
        expect(errorAnswer.parse(await answer.json()).errorDetails[0]!.errorId).toBe("API404");
      }
    } finally {
      await disabled.close();
    }
  }, DATABASE_TIMEOUT_MS);
});

describe("drafts and publishing", () => {
  test("save a draft: preview shows it, shoppers still see the published page; publish makes it live", async () => {
    const saved = await content.admin("PUT", "/documents/RL-US/page/home/draft", { body: page("home", { title: "Home, edited" }) });
    expect(saved.status).toBe(200);
    const state = adminDocumentAnswer.parse(saved.body);
    expect(state.draft).toMatchObject({ source: "editor", publishAt: null, body: { title: "Home, edited" } });
    expect(state.live).toMatchObject({ source: "fixture", publishAt: "1970-01-01T00:00:00.000Z" });
    expect(cacheControl(saved)).toBe("no-store");
    expect((await content.get("/preview/caas/v1/canvas/page/RL-US/home")).body.title).toBe("Home, edited");
    expect((await content.get("/publish/caas/v1/canvas/page/RL-US/home")).body.title).toBe("Home");

    const published = await content.admin("POST", "/documents/RL-US/page/home/publish");
    expect(published.status).toBe(200);
    const after = adminDocumentAnswer.parse(published.body);
    expect(after.draft).toBeNull();
    expect(after.live).toMatchObject({ source: "editor", publishAt: new Date(content.clock.now).toISOString() });
    expect(after.versions).toHaveLength(2);
    expect((await content.get("/publish/caas/v1/canvas/page/RL-US/home")).body.title).toBe("Home, edited");
  });

  test("a new page, published for a date: scheduled until then", async () => {
    await content.admin("PUT", "/documents/RL-US/page/launch/draft", { body: page("launch", { title: "Launch" }) });
    const published = await content.admin("POST", "/documents/RL-US/page/launch/publish", { body: { publishAt: "2026-09-01T09:00:00+02:00" } });
    const state = adminDocumentAnswer.parse(published.body);
    expect(state.live).toBeNull();
    expect(state.versions[0]!.publishAt).toBe("2026-09-01T07:00:00.000Z");
    expect((await content.get("/publish/caas/v1/canvas/page/RL-US/launch")).status).toBe(404);
    expect((await content.get("/preview/caas/v1/canvas/page/RL-US/launch?previewDateTime=2026-09-01T07:00:00Z")).body.title).toBe("Launch");
  });

  test("a draft's own publishAt is its publish date", async () => {
    await content.admin("PUT", "/documents/RL-US/page/autumn/draft", { body: page("autumn", { publishAt: "2026-10-01T00:00:00Z" }) });
    const state = adminDocumentAnswer.parse((await content.admin("POST", "/documents/RL-US/page/autumn/publish", { body: {} })).body);
    expect(state.versions[0]!.publishAt).toBe("2026-10-01T00:00:00.000Z");
  });

  test("discarding a draft: preview shows the published page again", async () => {
    await content.admin("PUT", "/documents/RL-US/page/home/draft", { body: page("home", { title: "Scrap this" }) });
    const discarded = await content.admin("DELETE", "/documents/RL-US/page/home/draft");
    expect(discarded.status).toBe(200);
    expect(adminDocumentAnswer.parse(discarded.body).draft).toBeNull();
    expect((await content.get("/preview/caas/v1/canvas/page/RL-US/home")).body.title).toBe("Home, edited");
  });

  test("every document type: fragments, pop-ups, menus, templates", async () => {
    for (const [path, body] of [
      ["/documents/shared/fragment/promo-strip", { id: "promo-strip", text: "Free shipping" }],
      ["/documents/RL-US/popups/default", { items: [{ id: "newsletter-popup", name: "newsletter", title: "Join us" }] }],
      ["/documents/RL-US/menu/default", { items: [{ title: "Help", url: "/en-us/help" }] }],
      ["/documents/RL-US/footer/default", { columns: [], legal: "© 2026" }],
      ["/documents/RL-US/category/100200", page("jackets")],
      ["/documents/RL-US/product/default", page("product")],
    ] as const) {
      const saved = await content.admin("PUT", `${path}/draft`, { body });
      expect(saved.status, path).toBe(200);
      expect((await content.admin("POST", `${path}/publish`)).status, path).toBe(200);
    }
    expect(fragmentAnswer.parse((await content.get("/publish/caas/v1/canvas/fragment/promo-strip")).body).text).toBe("Free shipping");
    expect(popupsAnswer.parse((await content.get("/publish/caas/v1/canvas/popups/RL-US")).body).items[0]!.id).toBe("newsletter-popup");
    expect(pageDocumentAnswer.parse((await content.get("/publish/caas/v1/canvas/category/RL-US/100200")).body).slug).toBe("jackets");
    expect(pageDocumentAnswer.parse((await content.get("/publish/caas/v1/canvas/product/RL-US/NF0A3C8D")).body).slug).toBe("product");
  });

  test("the document answer; reloading the fixtures", async () => {
    const state = await content.admin("GET", "/documents/RL-US/page/home");
    expect(state.status).toBe(200);
    expect(adminDocumentAnswer.parse(state.body).versions.map((version) => version.source)).toEqual(["editor", "fixture"]);
    const reload = await content.admin("POST", "/fixtures/reload");
    expect(reload.status).toBe(200);
    expect(fixtureReloadAnswer.parse(reload.body)).toMatchObject({ documents: 1, published: 0 });
  });

  test.each([
    ["publishing with no draft", "POST", "/documents/RL-US/page/home/publish", undefined, 404, "API404"],
    ["publishing a document that does not exist", "POST", "/documents/RL-US/page/nothing/publish", undefined, 404, "API404"],
    ["reading a document that does not exist", "GET", "/documents/RL-US/page/nothing", undefined, 404, "API404"],
    ["discarding the draft of a document that does not exist", "DELETE", "/documents/RL-US/page/nothing/draft", undefined, 404, "API404"],
    ["publishing at no date", "POST", "/documents/RL-US/page/home/publish", { publishAt: "soon" }, 400, "ATTR300"],
    ["an unknown path", "GET", "/things", undefined, 404, "API404"],
  ] as const)("%s: %i %s", async (_name, method, path, body, status, errorId) => {
    const answer = await content.admin(method, path, body === undefined ? {} : { body });
    expect(answer.status).toBe(status);
    expect(error(answer).errorId).toBe(errorId);
  });
});

const cacheControl = (answer: { headers: Headers }) => answer.headers.get("cache-control");

describe("the document list", () => {
  test("lists the site's page documents with their draft titles, for the workbench", async () => {
    await content.admin("PUT", "/documents/RL-US/page/listed/draft", { body: page("listed", { title: "Listed draft" }) });
    const answer = await content.admin("GET", "/documents/RL-US");
    expect(answer.status).toBe(200);
    const items = (answer.body as { items: { type: string; slug: string; title: string }[] }).items;
    expect(items).toContainEqual({ type: "page", slug: "listed", title: "Listed draft" });
    expect(items.every((item) => ["page", "category", "product"].includes(item.type))).toBe(true);
  });

  test("needs the admin token like every admin path", async () => {
    const answer = await content.admin("GET", "/documents/RL-US", { token: null });
    expect(answer.status).toBe(401);
  });
});

describe("bad drafts are refused with the field", () => {
  const long = "x".repeat(MAX_CONTENT_BODY_BYTES);
  test.each([
    ["malformed JSON", "/documents/RL-US/page/home/draft", "{ nope", 400, "ATTR300", undefined],
    ["a list", "/documents/RL-US/page/home/draft", [], 400, "ATTR300", undefined],
    ["no id", "/documents/RL-US/page/home/draft", { slug: "home", sections: [] }, 400, "ATTR300", "id"],
    ["another page's slug", "/documents/RL-US/page/home/draft", page("about"), 400, "ATTR300", "slug"],
    ["a slug that is no slug", "/documents/RL-US/page/home/draft", page("Home Page"), 400, "ATTR300", "slug"],
    ["sections that are no list", "/documents/RL-US/page/home/draft", page("home", { sections: {} }), 400, "ATTR300", "sections"],
    ["items that are no blocks", "/documents/RL-US/page/home/draft", page("home", { sections: [{ items: ["text"] }] }), 400, "ATTR300", "sections.0.items.0"],
    ["a title that is no text", "/documents/RL-US/page/home/draft", page("home", { title: 42 }), 400, "ATTR300", "title"],
    ["a publish date that is no date", "/documents/RL-US/page/home/draft", page("home", { publishAt: "next week" }), 400, "ATTR300", "publishAt"],
    ["an article tag id with capitals", "/documents/RL-US/page/home/draft", page("home", { article: { tags: [{ id: "Hiking", label: "Hiking" }] } }), 400, "ATTR300", "article.tags.0.id"],
    ["an article picture with a script URL", "/documents/RL-US/page/home/draft", page("home", { article: { picture: { url: "javascript:alert(1)" } } }), 400, "ATTR300", "article.picture.url"],
    ["a menu link with a script URL", "/documents/RL-US/menu/default/draft", { items: [{ title: "x", url: "javascript:alert(1)" }] }, 400, "ATTR300", "items.0.url"],
    ["pop-ups without ids", "/documents/RL-US/popups/default/draft", { items: [{ name: "x" }] }, 400, "ATTR300", "items.0.id"],
    ["a fragment without id", "/documents/shared/fragment/f1/draft", { text: "x" }, 400, "ATTR300", "id"],
    ["a fragment of a site", "/documents/RL-US/fragment/f1/draft", { id: "f1" }, 400, "API400", undefined],
    ["a menu under another slug", "/documents/RL-US/menu/main/draft", { items: [] }, 400, "API400", undefined],
    ["an unknown type", "/documents/RL-US/article/a1/draft", page("a1"), 400, "API400", undefined],
    ["a path traversal", "/documents/RL-US/page/..%2F..%2Fetc/draft", page("home"), 400, "API400", undefined],
    ["a body above the limit", "/documents/RL-US/page/home/draft", page("home", { description: long }), 413, "ATTR300", undefined],
  ])("%s: %i %s", async (_name, path, body, status, errorId, field) => {
    const answer = await content.admin("PUT", path, { body: typeof body === "string" ? body : body });
    expect(answer.status).toBe(status);
    const detail = error(answer);
    expect(detail.errorId).toBe(errorId);
    if (field) expect(detail.field).toBe(field);
  });

  test("a declared length above the limit is refused before reading", async () => {
    const answer = await content.admin("PUT", "/documents/RL-US/page/home/draft", { body: page("home"), headers: { "content-length": String(MAX_CONTENT_BODY_BYTES + 1) } });
    expect(answer.status).toBe(413);
  });

  test("a body that is not JSON is 415", async () => {
    const answer = await content.admin("PUT", "/documents/RL-US/page/home/draft", { body: "id=home", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(answer.status).toBe(415);
    expect(error(answer).errorId).toBe("API415");
  });
});
