import { afterAll, describe, expect, test } from "vitest";
import { expectConsole } from "../../tests/setup/fail-on-console.ts";
import { contentUnderTest, DATABASE_TIMEOUT_MS, page, PREVIEW_CREDENTIAL, type ContentUnderTest, type Files } from "./testing/content-test-kit.ts";

/** The content service's paths on the database, as they answered from fixture files before. */
const services: ContentUnderTest[] = [];
afterAll(async () => Promise.all(services.map((service) => service.close())));

function service(...roots: Files[]) {
  const pending = contentUnderTest({ roots, adminToken: null }).then((content) => (services.push(content), content));
  return async (url: string, token?: string | null) => {
    const { status, body, headers } = await (await pending).get(url, token);
    return { status, body, headers };
  };
}

// The first call of each service waits for its fresh database.
describe("content service (CaaS paths)", { timeout: DATABASE_TIMEOUT_MS }, () => {
  const get = service({
    "RL-US/pages/home.json": page("home"),
    "RL-US/pages/home.draft.json": page("home", { title: "Draft home" }),
    "RL-US/pages/sale.json": page("sale", { publishAt: "2030-01-01T00:00:00Z" }),
    "RL-US/pages/help.json": page("help"),
    "RL-US/pages/help-returns.json": page("help-returns", { parent: "help", description: "Returns" }),
    "RL-US/pages/help-sizing.json": page("help-sizing", { parent: "help" }),
    "RL-US/category/default.json": page("category"),
    "RL-US/category/100200.json": page("jackets"),
    "RL-US/product/default.json": page("product"),
    "RL-US/menu.json": { items: [] },
    "RL-US/footer.json": { columns: [] },
    "shared/fragments/f1.json": { id: "f1" },
  });

  test.each([
    ["no credential", null, 401],
    ["another token", "a-guess", 401],
    ["the preview credential with a suffix", `${PREVIEW_CREDENTIAL}x`, 401],
  ])("preview reads need the storefront's credential: %s answers %i AUT432 and no draft", async (_name, token, status) => {
    const answer = await get("/preview/caas/v1/canvas/page/RL-US/home", token);
    expect(answer.status).toBe(status);
    expect(answer.body.errorDetails?.[0]?.errorId).toBe("AUT432");
    expect(JSON.stringify(answer.body)).not.toContain("Draft home");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    // Published content needs none.
    expect((await get("/publish/caas/v1/canvas/page/RL-US/home", null)).status).toBe(200);
  });

  test.each([
    ["publish shows the published page", "/publish/caas/v1/canvas/page/RL-US/home", 200, "Title of home"],
    ["preview shows the draft", "/preview/caas/v1/canvas/page/RL-US/home", 200, "Draft home"],
    ["augmentedpage serves the fixed-slug pages", "/publish/caas/v1/canvas/augmentedpage/RL-US/help", 200, "Title of help"],
    ["a category's own landing page", "/publish/caas/v1/canvas/category/RL-US/100200", 200, "Title of jackets"],
    ["the category template otherwise", "/publish/caas/v1/canvas/category/RL-US/999999", 200, "Title of category"],
    ["the product template", "/publish/caas/v1/canvas/product/RL-US/NF0A3C8D", 200, "Title of product"],
  ])("%s", async (_name, url, status, title) => {
    const { status: got, body } = await get(url);
    expect(got).toBe(status);
    expect(body.title).toBe(title);
  });

  test("a scheduled page is invisible in publish mode and before its date in preview", async () => {
    expect((await get("/publish/caas/v1/canvas/page/RL-US/sale")).status).toBe(404);
    expect((await get("/preview/caas/v1/canvas/page/RL-US/sale?previewDateTime=2029-12-31T23:59:59Z")).status).toBe(404);
    const atDate = await get("/preview/caas/v1/canvas/page/RL-US/sale?previewDateTime=2030-01-01T00:00:00Z");
    expect(atDate.status).toBe(200);
    expect(atDate.body.slug).toBe("sale");
  });

  test("children lists the pages under a parent, in slug order", async () => {
    const { status, body } = await get("/publish/caas/v1/canvas/children/RL-US/help");
    expect(status).toBe(200);
    expect(body.items).toEqual([
      { id: "help-returns", slug: "help-returns", title: "Title of help-returns", description: "Returns" },
      { id: "help-sizing", slug: "help-sizing", title: "Title of help-sizing" },
    ]);
  });

  test("menu, footer, popups and fragments", async () => {
    expect((await get("/publish/caas/v1/canvas/menu/RL-US")).body).toEqual({ items: [] });
    expect((await get("/publish/caas/v1/canvas/footer/RL-US")).body).toEqual({ columns: [] });
    expect((await get("/publish/caas/v1/canvas/popups/RL-US")).body).toEqual({ items: [] });
    expect((await get("/publish/caas/v1/canvas/fragment/f1")).body).toEqual({ id: "f1" });
  });

  test.each([
    ["an unknown page", "/publish/caas/v1/canvas/page/RL-US/nope", 404, "API404"],
    ["an unknown site", "/publish/caas/v1/canvas/page/XX/home", 404, "API404"],
    ["an unknown mode", "/draft/caas/v1/canvas/page/RL-US/home", 404, "API404"],
    ["an unknown content path", "/publish/caas/v1/canvas/nothing/RL-US", 404, "API404"],
    ["a path traversal attempt", "/publish/caas/v1/canvas/page/RL-US/..%2F..%2Fpackage", 400, "API400"],
    ["a dotted site id", "/publish/caas/v1/canvas/page/..%2Ffixtures/home", 400, "API400"],
    ["a bad preview date", "/preview/caas/v1/canvas/page/RL-US/home?previewDateTime=tomorrow", 400, "API400"],
  ])("%s answers %i with %s in the spec's error format", async (_name, url, status, errorId) => {
    const { status: got, body } = await get(url);
    expect(got).toBe(status);
    expect(body).toEqual({ errorDetails: [{ errorId, message: expect.any(String) }], correlationId: expect.any(String) });
  });

  test("later fixture roots override earlier ones file by file", async () => {
    const layered = service({ "RL-US/pages/home.json": page("home"), "RL-US/pages/about.json": page("about") }, { "RL-US/pages/home.json": page("home", { title: "Overridden" }) });
    expect((await layered("/publish/caas/v1/canvas/page/RL-US/home")).body.title).toBe("Overridden");
    expect((await layered("/publish/caas/v1/canvas/page/RL-US/about")).body.title).toBe("Title of about");
  });

  test("an unreadable fixture is a 500 with GEN500, logged", async () => {
    const get = service({ "RL-US/pages/broken.json": "{ not json" });
    expectConsole("error", /\[backend\] unexpected error on GET \/publish\/caas/);
    const { status, body } = await get("/publish/caas/v1/canvas/page/RL-US/broken");
    expect(status).toBe(500);
    expect((body as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe("GEN500");
  });
});
