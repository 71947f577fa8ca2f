import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SITES } from "../../contracts/sites.ts";
import { footerDocument, menuDocument } from "../../contracts/content/layout-documents.ts";
import { pageDocument } from "../../contracts/content/page-document.ts";
import { articleSearchAnswer, childrenAnswer, errorAnswer, fragmentAnswer, pageDocumentAnswer, popupsAnswer, showcaseAnswer } from "../../contracts/api/content.ts";
import { contentUnderTest, DATABASE_TIMEOUT_MS, page, type ContentUnderTest } from "./testing/content-test-kit.ts";

/** Every path of the content table (commerce spec §7), happy and failing, plus the shipped fixtures. */

const block = (id: string, type: string, extra: Record<string, unknown> = {}) => ({ id, type, ...extra });
const section = (id: string, ...items: unknown[]) => ({ id, items });

const linkedCards = (prefix: string, count: number, layout: string) => Array.from({ length: count }, (_, index) => block(`${prefix}-${index + 1}`, "linked-card", { title: `${prefix} card ${index + 1}`, layout }));

let content: ContentUnderTest;
beforeAll(async () => {
  content = await contentUnderTest({
    roots: [
      {
        "RL-US/pages/home.json": page("home", {
          sections: [
            section("s1", block("home-banner", "banner", { title: "<b>Winter</b> is coming" }), ...linkedCards("home", 30, "overlay")),
            section("s2", block("seg", "segmentation", { segments: [{ id: "loggedin", targets: [block("member-banner", "banner", { name: "Members only" })] }] })),
          ],
        }),
        "RL-US/pages/about.json": page("about", { sections: [section("s1", ...linkedCards("about", 30, "below"))] }),
        "RL-US/pages/draft-page.draft.json": page("draft-page", { sections: [section("s1", block("draft-banner", "banner", { title: "Draft banner" }))] }),
        "RL-US/category/default.json": page("category", { sections: [section("s1", block("category-banner", "banner"), block("home-banner", "banner", { title: "Same id again" }))] }),
        "RL-US/pages/contact-us.json": page("contact-us", { title: "Contact us" }),
        "RL-US/popups.json": { items: [{ id: "newsletter", name: "newsletter-popup" }] },
        "shared/fragments/free-shipping.json": { id: "free-shipping", richText: "<p>Free shipping</p>" },
      },
    ],
  });
}, DATABASE_TIMEOUT_MS);
afterAll(() => content.close());

describe("augmentedpage", () => {
  test("a fixed slug with a document answers it", async () => {
    const { status, body } = await content.get("/publish/caas/v1/canvas/augmentedpage/RL-US/contact-us");
    expect(status).toBe(200);
    expect(pageDocumentAnswer.parse(body).title).toBe("Contact us");
  });

  test.each(["cart", "checkout", "account", "order-confirmation", "sign-up-modal"])("fixed slug %s without a document: an empty page, not 404", async (slug) => {
    const { status, body } = await content.get(`/publish/caas/v1/canvas/augmentedpage/RL-US/${slug}`);
    expect(status).toBe(200);
    expect(pageDocumentAnswer.parse(body)).toEqual({ id: `${slug}-RL-US`, slug, title: "", sections: [] });
    expect(pageDocument.safeParse(body).success).toBe(true);
  });

  test("another slug without a document is 404", async () => {
    const { status, body } = await content.get("/publish/caas/v1/canvas/augmentedpage/RL-US/nowhere");
    expect(status).toBe(404);
    expect(errorAnswer.parse(body).errorDetails[0]!.errorId).toBe("API404");
  });
});

describe("category, product, popups, fragment", () => {
  test.each([
    ["a category id that is no id", "/publish/caas/v1/canvas/category/RL-US/jackets", 400, "API400"],
    ["a category id too long", "/publish/caas/v1/canvas/category/RL-US/12345678901", 400, "API400"],
    ["a product id in lower case", "/publish/caas/v1/canvas/product/RL-US/nf0a3c8d", 400, "API400"],
    ["a site without a product template", "/publish/caas/v1/canvas/product/RL-US/NF0A3C8D", 404, "API404"],
    ["an unknown fragment", "/publish/caas/v1/canvas/fragment/nothing", 404, "API404"],
    ["a fragment id with a dot", "/publish/caas/v1/canvas/fragment/a.b", 400, "API400"],
    ["a menu of a site without one", "/publish/caas/v1/canvas/menu/RL-US", 404, "API404"],
    ["a footer of a site without one", "/publish/caas/v1/canvas/footer/RL-US", 404, "API404"],
  ])("%s: %i %s", async (_name, url, status, errorId) => {
    const { status: got, body } = await content.get(url);
    expect(got).toBe(status);
    expect(errorAnswer.parse(body).errorDetails[0]!.errorId).toBe(errorId);
  });

  test("the category template serves any category id", async () => {
    expect(pageDocumentAnswer.parse((await content.get("/publish/caas/v1/canvas/category/RL-US/1234")).body).slug).toBe("category");
  });

  test("pop-ups and fragments", async () => {
    expect(popupsAnswer.parse((await content.get("/publish/caas/v1/canvas/popups/RL-US")).body).items).toEqual([{ id: "newsletter", name: "newsletter-popup" }]);
    expect(popupsAnswer.parse((await content.get("/publish/caas/v1/canvas/popups/RL-GB")).body)).toEqual({ items: [] });
    expect(fragmentAnswer.parse((await content.get("/publish/caas/v1/canvas/fragment/free-shipping")).body).richText).toBe("<p>Free shipping</p>");
  });

  test("children of a page without children: an empty list", async () => {
    expect(childrenAnswer.parse((await content.get("/publish/caas/v1/canvas/children/RL-US/home")).body)).toEqual({ items: [] });
  });
});

describe("showcase", () => {
  const showcase = async (query: string, mode = "publish") => {
    const { status, body } = await content.get(`/${mode}/caas/v1/canvas/showcase/RL-US/${query}`);
    expect(status).toBe(200);
    return showcaseAnswer.parse(body);
  };

  test("by default the first 20 blocks of the type, pages first, with id and name", async () => {
    const answer = await showcase("linked-card");
    expect([answer.limit, answer.numFound, answer.result.length, answer.layoutVariant]).toEqual([20, 60, 20, null]);
    expect(answer.result[0]).toEqual({
      id: "about-1",
      name: "about card 1",
      type: "linked-card",
      layoutVariant: "below",
      source: { type: "page", slug: "about" },
      block: { id: "about-1", type: "linked-card", title: "about card 1", layout: "below" },
    });
  });

  test.each([10, 20, 50])("limit %i", async (limit) => {
    const answer = await showcase(`linked-card?limit=${limit}`);
    expect([answer.limit, answer.result.length]).toEqual([limit, limit]);
  });

  test("layoutVariant narrows to blocks of that layout", async () => {
    const answer = await showcase("linked-card?layoutVariant=overlay&limit=50");
    expect([answer.layoutVariant, answer.numFound]).toEqual(["overlay", 30]);
    expect(answer.result.every((item) => item.source.slug === "home" && item.layoutVariant === "overlay")).toBe(true);
  });

  test("nested blocks count, names are plain text, one example per block id, templates too", async () => {
    const answer = await showcase("banner");
    expect(answer.result.map((item) => [item.id, item.name, item.source.slug])).toEqual([
      ["home-banner", "Winter is coming", "home"],
      ["member-banner", "Members only", "home"],
      ["category-banner", "category-banner", "default"],
    ]);
  });

  test("preview includes drafts", async () => {
    expect((await showcase("banner", "preview")).result.map((item) => item.id)).toContain("draft-banner");
    expect((await showcase("banner")).result.map((item) => item.id)).not.toContain("draft-banner");
  });

  test("a type no block has: no results", async () => {
    expect(await showcase("video")).toEqual({ docType: "video", layoutVariant: null, limit: 20, numFound: 0, result: [] });
  });

  test.each([
    ["a limit not offered", "linked-card?limit=30"],
    ["a limit that is no number", "linked-card?limit=all"],
    ["a doc type that is no block type", "Linked%20Card"],
    ["a layout variant with markup", "linked-card?layoutVariant=%3Cb%3E"],
  ])("%s: 400 API400", async (_name, query) => {
    const { status, body } = await content.get(`/publish/caas/v1/canvas/showcase/RL-US/${query}`);
    expect(status).toBe(400);
    expect(errorAnswer.parse(body).errorDetails[0]!.errorId).toBe("API400");
  });
});

describe("the shipped fixtures (fixtures/content) as the storefront reads them", () => {
  let shipped: ContentUnderTest;
  beforeAll(async () => {
    shipped = await contentUnderTest({ roots: [path.resolve("fixtures/content")], adminToken: null });
  }, DATABASE_TIMEOUT_MS);
  afterAll(() => shipped.close());

  test.each(SITES.map((site) => site.siteId))("%s: home, error page, templates, menu, footer and help children", async (siteId) => {
    for (const url of [`page/${siteId}/home`, `page/${siteId}/error-4xx`, `category/${siteId}/100200`, `category/${siteId}/999999`, `product/${siteId}/NF0A3C8D`]) {
      const { status, body } = await shipped.get(`/publish/caas/v1/canvas/${url}`);
      expect(status, url).toBe(200);
      expect(pageDocument.safeParse(body).success, url).toBe(true);
    }
    expect(menuDocument.safeParse((await shipped.get(`/publish/caas/v1/canvas/menu/${siteId}`)).body).success).toBe(true);
    expect(footerDocument.safeParse((await shipped.get(`/publish/caas/v1/canvas/footer/${siteId}`)).body).success).toBe(true);
    const children = childrenAnswer.parse((await shipped.get(`/publish/caas/v1/canvas/children/${siteId}/help`)).body);
    expect(children.items.map((item) => item.slug)).toEqual(["help-returns", "help-shipping", "help-sizing"]);
  });

  test("the US journal: articles with tags, found by article search", async () => {
    const answer = articleSearchAnswer.parse((await shipped.get("/publish/caas/v1/canvas/search/RL-US/article")).body);
    expect(answer.numFound).toBeGreaterThanOrEqual(4);
    expect(answer.facets.length).toBeGreaterThanOrEqual(3);
    for (const item of answer.result) expect(item.url).toBe(`/en-us/${item.slug}`);
    const children = childrenAnswer.parse((await shipped.get("/publish/caas/v1/canvas/children/RL-US/journal")).body);
    expect(children.items.map((item) => item.slug).sort()).toEqual(answer.result.map((item) => item.slug).sort());
  });

  test.each(SITES.map((site) => [site.siteId, site.localePath] as const))("%s: a journal of articles, found by article search, with links on the site", async (siteId, localePath) => {
    const answer = articleSearchAnswer.parse((await shipped.get(`/publish/caas/v1/canvas/search/${siteId}/article`)).body);
    expect(answer.numFound).toBeGreaterThanOrEqual(4);
    expect(answer.facets.length).toBeGreaterThanOrEqual(2);
    for (const item of answer.result) expect(item.url).toBe(`/${localePath}/${item.slug}`);
    const children = childrenAnswer.parse((await shipped.get(`/publish/caas/v1/canvas/children/${siteId}/journal`)).body);
    expect(children.items.map((item) => item.slug).sort()).toEqual(answer.result.map((item) => item.slug).sort());
  });

  test("the US home page has a draft (preview) and the winter sale is scheduled", async () => {
    const published = await shipped.get("/publish/caas/v1/canvas/page/RL-US/home");
    const draft = await shipped.get("/preview/caas/v1/canvas/page/RL-US/home");
    expect(JSON.stringify(published.body)).not.toBe(JSON.stringify(draft.body));
    expect((await shipped.get("/publish/caas/v1/canvas/page/RL-US/winter-sale")).status).toBe(404);
    expect((await shipped.get("/preview/caas/v1/canvas/page/RL-US/winter-sale?previewDateTime=2027-01-20T00:00:00Z")).status).toBe(200);
  });
});
