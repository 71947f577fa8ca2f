import { describe, expect, it } from "vitest";
import { childPageListOf } from "./child-page-list.ts";

/**
 * The children answer as the browser reads it (the front-end API validated it; decision 0013):
 * pages with a slug and a title; other fields dropped; anything else left out, never thrown.
 */

const help = { slug: "help-returns", title: "Returns", description: "How to send an order back" };
const sizing = { slug: "help-sizing", title: "Sizing" };

describe("childPageListOf", () => {
  it.each([
    ["pages", { items: [help, sizing] }, [help, sizing]],
    ["no pages", { items: [] }, []],
    ["extra fields dropped", { items: [{ ...help, id: "x" }], total: 1 }, [help]],
    ["null", null, []],
    ["a list", [help], []],
    ["no items", {}, []],
    ["items that are not a list", { items: help }, []],
    ["a page without a title: left out", { items: [{ slug: "help" }, sizing] }, [sizing]],
    ["a numeric slug: left out", { items: [{ slug: 1, title: "Help" }, sizing] }, [sizing]],
    ["a null description: left out", { items: [{ ...help, description: null }] }, []],
    ["a null page: left out", { items: [null, sizing] }, [sizing]],
  ])("%s", (_name, answer, items) => {
    expect(childPageListOf(answer)).toEqual({ items });
  });
});
