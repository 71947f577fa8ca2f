import { describe, expect, test } from "vitest";
import { queryOptions } from "@tanstack/react-query";
import type { AnyBlockDefinition, ControlSelection } from "../registry/define-block.ts";
import type { PageContext } from "./page-context.ts";
import { planRender } from "./render-plan.ts";
import type { BlockNode, PageNode, SectionNode } from "./types.ts";

/** The render plan: one walk of the resolved page decides what the server renders, preloads, hydrates and prefetches. */

const component = () => Promise.resolve({ default: () => null });
const dataOf = (type: string) => (props: { id?: string }, context: PageContext) => queryOptions({ queryKey: [type, context.siteId, props.id ?? ""], queryFn: () => "data" });
/** Shows its `chosen` children; `undecided` while it waits for the browser. */
const select = (props: { chosen?: PageNode[]; undecided?: boolean }): ControlSelection => (props.undecided ? { status: "loading" } : { status: "resolved", nodes: props.chosen ?? [] });
const definitions: Record<string, Partial<AnyBlockDefinition>> = {
  text: {},
  picture: { hydrate: "never" },
  carousel: { hydrate: "interaction" },
  articles: { dataProvider: dataOf("articles") },
  popups: { dataProvider: dataOf("popups") },
  control: { select },
};
const registry = { get: (type: string) => (definitions[type] ? ({ type, component, ...definitions[type] } as AnyBlockDefinition) : undefined) };

let ids = 0;
const block = (type: string, props: Record<string, unknown> = {}, lazy = false): BlockNode => ({ kind: "block", id: `${type}-${ids++}`, type, props, lazy });
const invalid = (type: string): PageNode => ({ kind: "invalid", id: "bad", type, diagnostics: [], editor: { path: "" } });
const sections = (...items: PageNode[]): SectionNode[] => [{ id: "s", name: "", items, bottomMargins: {}, hideOnBreakpoint: {}, isFullWidth: false, isSticky: false, lazy: false }];
const context = (partial: Partial<PageContext> = {}): PageContext => ({ siteId: "RL-US", localePath: "en-us", mode: "publish", pathname: "/en-us", clientSideSegmentation: false, ...partial });

describe("planRender", () => {
  test.each<[string, SectionNode[], PageContext, { eager: string[]; hydrating: string[] }]>([
    ["a block without a hydrate option hydrates", sections(block("text")), context(), { eager: ["text"], hydrating: ["text"] }],
    ["server HTML blocks are eager but not hydrating", sections(block("picture"), block("carousel")), context(), { eager: ["picture", "carousel"], hydrating: [] }],
    ["a lazy block that needs its code waits for the viewport", sections(block("text", {}, true), block("picture")), context(), { eager: ["picture"], hydrating: [] }],
    ["a lazy block kept as server HTML is rendered now", sections(block("picture", {}, true)), context(), { eager: ["picture"], hydrating: [] }],
    ["each type once", sections(block("text"), block("text"), block("picture")), context(), { eager: ["text", "picture"], hydrating: ["text"] }],
    ["a control block's chosen children, not the others", sections(block("control", { chosen: [block("picture")], other: [block("carousel")] })), context(), { eager: ["control", "picture"], hydrating: ["control"] }],
    ["an undecided control block: no child", sections(block("control", { undecided: true, chosen: [block("picture")] })), context(), { eager: ["control"], hydrating: ["control"] }],
    ["invalid nodes and unknown types plan nothing of their own", sections(invalid("text"), block("marquee")), context(), { eager: ["marquee"], hydrating: ["marquee"] }],
    ["the preview hydrates everything", sections(block("picture"), block("carousel", {}, true)), context({ mode: "preview" }), { eager: ["picture"], hydrating: ["picture"] }],
  ])("%s", (_name, page, requestContext, expected) => {
    const plan = planRender(page, requestContext, registry);
    expect(plan.eagerTypes).toEqual(expected.eager);
    expect(plan.hydratingTypes).toEqual(expected.hydrating);
    expect(plan.eagerNodes.map((node) => node.type)).toEqual(expect.arrayContaining(expected.eager));
  });

  test("prefetches the data of eager blocks only, each with its own query", () => {
    const first = block("articles", { id: "a" });
    const second = block("articles", { id: "b" });
    const plan = planRender(sections(first, second, block("popups", {}, true), block("control", { chosen: [block("popups", { id: "c" })] })), context(), registry);
    // A lazy block with data waits for the viewport: its data loads in the browser.
    expect(plan.prefetch.map((query) => query.queryKey)).toEqual([
      ["articles", "RL-US", "a"],
      ["articles", "RL-US", "b"],
      ["popups", "RL-US", "c"],
    ]);
    expect(plan.eagerNodes).toContain(first);
  });

  test("a block with data hydrates (its data refreshes in the browser), unless it declares otherwise", () => {
    definitions.staticData = { dataProvider: dataOf("staticData") };
    definitions.readAsSent = { hydrate: "interaction", dataProvider: dataOf("readAsSent") };
    try {
      const plan = planRender(sections(block("staticData"), block("readAsSent")), context(), registry);
      expect(plan.hydratingTypes).toEqual(["staticData"]);
      // Its data is still prefetched: the server renders it.
      expect(plan.prefetch).toHaveLength(2);
    } finally {
      delete definitions.staticData;
      delete definitions.readAsSent;
    }
  });
});
