import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { articleSearchAnswer, errorAnswer, pageSearchAnswer } from "../../contracts/api/content.ts";
import { allowedEdits, editDistance, queryWords, tagIdsOf } from "./content-search.ts";
import { article, contentUnderTest, DATABASE_TIMEOUT_MS, page, type ContentUnderTest } from "./testing/content-test-kit.ts";

/** Article and page search: words (with typos), tags, facets, paging, modes. */

const ARTICLES = {
  "RL-US/pages/layering-guide.json": article("layering-guide", { date: "2026-01-10", tags: ["Hiking", "Gear care"], title: "The layering guide", subtitle: "Three layers for every summit", text: "Base, mid and shell layers explained." }),
  "RL-US/pages/trail-running-101.json": article("trail-running-101", { date: "2026-03-02", tags: ["Running"], title: "Trail running 101", text: "Shoes with grip for muddy trails, even in winter." }),
  "RL-US/pages/winter-camping.json": article("winter-camping", { date: "2026-02-14", tags: ["Camping", "Hiking"], title: "Winter camping without tears", text: "Keep your sleeping bag dry." }),
  "RL-US/pages/repair-your-jacket.json": article("repair-your-jacket", { date: "2025-11-20", tags: ["Gear care"], title: "Repair your jacket", text: "Patch a tear in a down jacket." }),
  "RL-US/pages/alpine-cafes.json": article("alpine-cafes", { date: "2025-09-01", tags: ["Travel"], title: "Alpine cafés worth the climb", text: "Crème brûlée at 2,000 metres." }),
  "RL-US/pages/help.json": page("help", { title: "Help & advice", description: "Shipping and returns" }),
  "RL-US/pages/error-4xx.json": page("error-4xx", { title: "Page not found" }),
  // A draft article: preview only.
  "RL-US/pages/packing-list.draft.json": article("packing-list", { date: "2026-04-01", tags: ["Hiking"], title: "The hiking packing list" }),
  // Scheduled: from 1 July 2026.
  "RL-US/pages/summer-trails.json": article("summer-trails", { date: "2026-07-01", tags: ["Hiking"], title: "Summer trails" }, { publishAt: "2026-07-01T00:00:00Z" }),
  "RL-GB/pages/uk-walks.json": article("uk-walks", { date: "2026-01-01", tags: ["Hiking"], title: "Walks in the Lake District" }),
};

let content: ContentUnderTest;
beforeAll(async () => {
  content = await contentUnderTest({ roots: [ARTICLES] });
}, DATABASE_TIMEOUT_MS);
afterAll(() => content.close());

async function search(query: string, mode = "publish") {
  const { status, body } = await content.get(`/${mode}/caas/v1/canvas/search/RL-US/article${query ? `?${query}` : ""}`);
  expect(status).toBe(200);
  return articleSearchAnswer.parse(body);
}
const slugs = (answer: { result: { slug: string }[] }) => answer.result.map((item) => item.slug);

describe("article search", () => {
  test("without words: the site's published articles, newest first, with tag facets", async () => {
    const answer = await search("");
    expect(slugs(answer)).toEqual(["trail-running-101", "winter-camping", "layering-guide", "repair-your-jacket", "alpine-cafes"]);
    expect(answer.numFound).toBe(5);
    expect(answer.facets).toEqual([
      { id: "gear-care", label: "Gear care", count: 2, selected: false },
      { id: "hiking", label: "Hiking", count: 2, selected: false },
      { id: "camping", label: "Camping", count: 1, selected: false },
      { id: "running", label: "Running", count: 1, selected: false },
      { id: "travel", label: "Travel", count: 1, selected: false },
    ]);
    expect(answer.result[0]).toEqual({
      id: "trail-running-101",
      slug: "trail-running-101",
      url: "/en-us/trail-running-101",
      title: "Trail running 101",
      date: "2026-03-02",
      hidePageDate: false,
      tags: [{ id: "running", label: "Running" }],
    });
  });

  test("offset and limit page through the results; numFound counts them all", async () => {
    const first = await search("limit=2");
    const second = await search("limit=2&offset=2");
    const last = await search("limit=2&offset=4");
    const beyond = await search("limit=2&offset=10");
    expect([slugs(first), slugs(second), slugs(last), slugs(beyond)]).toEqual([
      ["trail-running-101", "winter-camping"],
      ["layering-guide", "repair-your-jacket"],
      ["alpine-cafes"],
      [],
    ]);
    for (const answer of [first, second, last, beyond]) expect(answer.numFound).toBe(5);
    expect([second.offset, second.limit]).toEqual([2, 2]);
  });

  test("tags narrow to articles with any of them; facets keep counting without the selection", async () => {
    const answer = await search("tags=hiking,running");
    expect(slugs(answer)).toEqual(["trail-running-101", "winter-camping", "layering-guide"]);
    expect(answer.numFound).toBe(3);
    expect(answer.facets.find((facet) => facet.id === "hiking")).toEqual({ id: "hiking", label: "Hiking", count: 2, selected: true });
    expect(answer.facets.find((facet) => facet.id === "travel")).toMatchObject({ count: 1, selected: false });
    expect(slugs(await search("tagId=gear-care&tagId=camping"))).toEqual(["winter-camping", "layering-guide", "repair-your-jacket"]);
  });

  test.each([
    ["an exact word", "q=jacket", ["repair-your-jacket"]],
    ["a word of the body text", "q=muddy", ["trail-running-101"]],
    ["a typo", "q=wintr", ["winter-camping", "trail-running-101"]],
    ["another typo", "q=layring", ["layering-guide"]],
    ["a missing letter", "q=hikng", ["winter-camping", "layering-guide"]],
    ["two letters swapped", "q=repiar", ["repair-your-jacket"]],
    ["two edits in a long word", "q=campnig", ["winter-camping"]],
    ["a word found as typed is not corrected (trail is not travel)", "q=trail", ["trail-running-101"]],
    ["a short word allows one edit only", "q=trvel", ["alpine-cafes"]],
    ["two edits are too many for a short word", "q=trvl", []],
    ["every word must match", "q=winter%20grip", ["trail-running-101"]],
    ["no article has both words", "q=camping%20jacket", []],
    ["accents do not matter", "q=cafe%20creme", ["alpine-cafes"]],
    ["case does not matter", "q=TRAIL", ["trail-running-101"]],
    ["a tag label", "q=gear%20care", ["layering-guide", "repair-your-jacket"]],
    ["nothing like it", "q=xylophone", []],
  ])("words: %s", async (_name, query, expected) => {
    expect(slugs(await search(query))).toEqual(expected);
  });

  test("with words, the best matches come first: title before body text, then the newest", async () => {
    // The running article is newer but says "winter" only in its text.
    expect(slugs(await search("q=winter"))).toEqual(["winter-camping", "trail-running-101"]);
    // Both carry the tag Hiking: equal relevance, newest first; or by title when asked.
    expect(slugs(await search("q=hiking"))).toEqual(["winter-camping", "layering-guide"]);
    expect(slugs(await search("q=hiking&sort=title"))).toEqual(["layering-guide", "winter-camping"]);
    expect(slugs(await search("q=hiking&sort=date"))).toEqual(["winter-camping", "layering-guide"]);
  });

  test("exclude leaves one article out (related articles of an article)", async () => {
    expect(slugs(await search("tags=hiking&exclude=winter-camping&limit=4"))).toEqual(["layering-guide"]);
  });

  test("preview shows draft articles; a preview date shows scheduled ones", async () => {
    expect(slugs(await search("tags=hiking", "preview"))).toEqual(["packing-list", "winter-camping", "layering-guide"]);
    expect(slugs(await search("tags=hiking&previewDateTime=2026-07-02T00:00:00Z", "preview"))).toEqual(["summer-trails", "packing-list", "winter-camping", "layering-guide"]);
    // Publish mode ignores a preview date.
    expect(slugs(await search("tags=hiking&previewDateTime=2026-07-02T00:00:00Z"))).toEqual(["winter-camping", "layering-guide"]);
  });

  test("once the scheduled date comes, shoppers find the article", async () => {
    content.clock.now = Date.parse("2026-07-01T00:00:00Z");
    try {
      expect(slugs(await search("tags=hiking"))).toEqual(["summer-trails", "winter-camping", "layering-guide"]);
    } finally {
      content.clock.now = Date.parse("2026-06-01T12:00:00Z");
    }
  });

  test("each site has its own articles; an unknown site has none", async () => {
    const { body } = await content.get("/publish/caas/v1/canvas/search/RL-GB/article");
    expect(slugs(articleSearchAnswer.parse(body))).toEqual(["uk-walks"]);
    const unknown = articleSearchAnswer.parse((await content.get("/publish/caas/v1/canvas/search/XX-YY/article")).body);
    expect(unknown).toEqual({ result: [], facets: [], numFound: 0, offset: 0, limit: 10 });
  });
});

describe("page search", () => {
  test("finds content pages (articles too) by their words; the error page is left out", async () => {
    const { status, body } = await content.get("/publish/caas/v1/canvas/search/RL-US/page?q=help");
    expect(status).toBe(200);
    const answer = pageSearchAnswer.parse(body);
    expect(answer.result).toEqual([{ id: "help", slug: "help", url: "/en-us/help", title: "Help & advice", description: "Shipping and returns" }]);
    expect(answer.facets).toEqual([]);
    const notFound = pageSearchAnswer.parse((await content.get("/publish/caas/v1/canvas/search/RL-US/page?q=found")).body);
    expect(notFound.numFound).toBe(0);
  });
});

describe("bad search requests", () => {
  test.each([
    ["an unknown search type", "/publish/caas/v1/canvas/search/RL-US/products", 404, "API404"],
    ["a negative offset", "/publish/caas/v1/canvas/search/RL-US/article?offset=-1", 400, "API400"],
    ["a limit above 50", "/publish/caas/v1/canvas/search/RL-US/article?limit=51", 400, "API400"],
    ["a limit of zero", "/publish/caas/v1/canvas/search/RL-US/article?limit=0", 400, "API400"],
    ["a limit that is no number", "/publish/caas/v1/canvas/search/RL-US/article?limit=ten", 400, "API400"],
    ["a bad tag id", "/publish/caas/v1/canvas/search/RL-US/article?tags=Hiking!", 400, "API400"],
    ["an unknown sort", "/publish/caas/v1/canvas/search/RL-US/article?sort=random", 400, "API400"],
    ["a very long query", `/publish/caas/v1/canvas/search/RL-US/article?q=${"a".repeat(201)}`, 400, "API400"],
    ["a bad site id", "/publish/caas/v1/canvas/search/..%2Fx/article", 400, "API400"],
  ])("%s: %s answers %i %s", async (_name, url, status, errorId) => {
    const { status: got, body } = await content.get(url);
    expect(got).toBe(status);
    expect(errorAnswer.parse(body).errorDetails[0]!.errorId).toBe(errorId);
  });

  test("punctuation is no word; words that look like SQL are plain words", async () => {
    expect((await search("q=%25_%25")).numFound).toBe(5);
    expect(slugs(await search("q=winter%25"))).toEqual(["winter-camping", "trail-running-101"]);
    expect(slugs(await search(`q=${encodeURIComponent("'; drop table content_versions; --")}`))).toEqual([]);
    expect((await search("")).numFound).toBe(5);
  });
});

describe("query parsing", () => {
  test.each([
    ["a,b", [], ["a", "b"]],
    [" a , ,b ", ["b", "c"], ["a", "b", "c"]],
    [undefined, [], []],
    ["A", [], { invalid: "A" }],
    ["a,b%", [], { invalid: "b%" }],
  ] as const)("tags %j and tagId %j → %j", (tags, repeated, expected) => {
    expect(tagIdsOf(tags, repeated)).toEqual(expected);
  });

  test.each([
    ["Winter  Jacket", ["winter", "jacket"]],
    ["Crème brûlée", ["creme", "brulee"]],
    ["a a a", ["a"]],
    ["", []],
    ["1 2 3 4 5 6 7 8 9 10", ["1", "2", "3", "4", "5", "6", "7", "8"]],
  ])("words of %j", (q, expected) => {
    expect(queryWords(q)).toEqual(expected);
  });

  test.each([
    ["hiking", "hiking", 0],
    ["hikng", "hiking", 1],
    ["repiar", "repair", 1],
    ["trail", "travel", 2],
    ["campnig", "camping", 1],
    ["jaket", "jackets", 2],
    ["abc", "", 3],
  ])("edit distance %s → %s is %i", (a, b, expected) => {
    expect(editDistance(a, b, 3)).toBe(expected);
  });

  test("edit distance stops early beyond the limit", () => {
    expect(editDistance("mountain", "valley", 2)).toBe(3);
  });

  test.each([
    ["ab", 0],
    ["ski", 1],
    ["trail", 1],
    ["hiking", 2],
  ])("%s allows %i edits", (word, edits) => {
    expect(allowedEdits(word)).toBe(edits);
  });
});
