import { describe, expect, it } from "vitest";
import { childPageList } from "./child-page-list.ts";

/** The children answer (zod/mini): pages with a slug and a title; other fields are dropped. */

const help = { slug: "help-returns", title: "Returns", description: "How to send an order back" };

describe("childPageList", () => {
  it.each([
    ["pages", { items: [help, { slug: "help-sizing", title: "Sizing" }] }, { items: [help, { slug: "help-sizing", title: "Sizing" }] }],
    ["no pages", { items: [] }, { items: [] }],
    ["unknown fields dropped", { items: [{ ...help, id: "x" }], total: 1 }, { items: [help] }],
  ])("%s: accepted", (_name, value, expected) => {
    expect(childPageList.parse(value)).toEqual(expected);
  });

  it.each([
    ["no items", {}],
    ["a page without a title", { items: [{ slug: "help" }] }],
    ["a numeric slug", { items: [{ slug: 1, title: "Help" }] }],
    ["a description that is not text", { items: [{ ...help, description: null }] }],
    ["items that are not a list", { items: help }],
  ])("%s: refused", (_name, value) => {
    expect(childPageList.safeParse(value).success).toBe(false);
  });
});
