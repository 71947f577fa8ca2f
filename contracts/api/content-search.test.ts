import { describe, expect, it } from "vitest";
import { articleResult, articleSearchAnswer, facet, pageResult, pageSearchAnswer } from "./content-search.ts";

/**
 * The search answers in zod/mini accept and refuse what the classic zod contracts did: strict
 * objects, site paths starting with "/", YYYY-MM-DD dates, whole non-negative counts.
 */

const parkaArticle = { id: "winter-camping-tips-en-us", slug: "winter-camping-tips", url: "/en-us/winter-camping-tips", title: "winter camping tips", hidePageDate: false, date: "2026-01-31", tags: [{ id: "camping", label: "Camping" }] };
const page = { id: "help-en-us", slug: "help", url: "/en-us/help", title: "Help" };
const camping = { id: "camping", label: "Camping", count: 2, selected: false };
const answerOf = (result: unknown[], partial: Record<string, unknown> = {}) => ({ result, facets: [camping], numFound: result.length, offset: 0, limit: 3, ...partial });

describe("articleResult", () => {
  it.each([
    ["an article", parkaArticle, true],
    ["everything optional given", { ...parkaArticle, subtitle: "s", eyebrow: "e", picture: { url: "u", alt: "", width: 10, height: 5, focus: "center" }, articleWidth: "narrow", relatedQuery: "q" }, true],
    ["no url (an unknown site)", (({ url: _, ...rest }) => rest)(parkaArticle), true],
    ["a url that is not a path", { ...parkaArticle, url: "https://shop.example/x" }, false],
    ["an empty url", { ...parkaArticle, url: "" }, false],
    ["an impossible date", { ...parkaArticle, date: "2026-02-30" }, false],
    ["a date time", { ...parkaArticle, date: "2026-01-31T00:00:00Z" }, false],
    ["a picture width as text", { ...parkaArticle, picture: { url: "u", alt: "", width: "10" } }, false],
    ["a tag without a label", { ...parkaArticle, tags: [{ id: "camping", label: "" }] }, false],
    ["a tag with an unknown field", { ...parkaArticle, tags: [{ ...camping }] }, false],
    ["no hidePageDate", (({ hidePageDate: _, ...rest }) => rest)(parkaArticle), false],
    ["an unknown field", { ...parkaArticle, body: "…" }, false],
  ])("%s: accepted %s", (_name, value, accepted) => {
    expect(articleResult.safeParse(value).success).toBe(accepted);
  });
});

describe("pageResult", () => {
  it.each([
    ["a page", page, true],
    ["with a description", { ...page, description: "Returns, shipping, sizes" }, true],
    ["a url that is not a path", { ...page, url: "en-us/help" }, false],
    ["an unknown field", { ...page, sections: [] }, false],
  ])("%s: accepted %s", (_name, value, accepted) => {
    expect(pageResult.safeParse(value).success).toBe(accepted);
  });
});

describe("facet", () => {
  it.each([
    ["a facet", camping, true],
    ["a count of 0", { ...camping, count: 0 }, false],
    ["a fractional count", { ...camping, count: 1.5 }, false],
    ["selected as text", { ...camping, selected: "true" }, false],
    ["an unknown field", { ...camping, hidden: false }, false],
  ])("%s: accepted %s", (_name, value, accepted) => {
    expect(facet.safeParse(value).success).toBe(accepted);
  });
});

describe("articleSearchAnswer and pageSearchAnswer", () => {
  it.each([
    ["a page of articles", answerOf([parkaArticle]), true],
    ["nothing found", answerOf([], { facets: [] }), true],
    ["a negative offset", answerOf([parkaArticle], { offset: -1 }), false],
    ["a limit of 0", answerOf([parkaArticle], { limit: 0 }), false],
    ["a fractional numFound", answerOf([parkaArticle], { numFound: 1.5 }), false],
    ["numFound as text", answerOf([parkaArticle], { numFound: "1" }), false],
    ["a page among the articles", answerOf([page]), false],
    ["an invalid facet", answerOf([parkaArticle], { facets: [{ ...camping, count: -1 }] }), false],
    ["an unknown field", answerOf([parkaArticle], { took: 3 }), false],
  ])("articles, %s: accepted %s", (_name, value, accepted) => {
    expect(articleSearchAnswer.safeParse(value).success).toBe(accepted);
  });

  it.each([
    ["a page of pages", answerOf([page]), true],
    ["an article among the pages", answerOf([parkaArticle]), false],
  ])("pages, %s: accepted %s", (_name, value, accepted) => {
    expect(pageSearchAnswer.safeParse(value).success).toBe(accepted);
  });

  it("parse answers the data as it came (nothing dropped, no defaults)", () => {
    const answer = answerOf([parkaArticle]);
    expect(articleSearchAnswer.parse(answer)).toEqual(answer);
  });
});
