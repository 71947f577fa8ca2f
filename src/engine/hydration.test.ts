import { describe, expect, test } from "vitest";
import type { AnyBlockDefinition } from "../registry/define-block.ts";
import { childNodes, hydrationOf, moreEager, type Hydration } from "./hydration.ts";
import type { BlockNode } from "./types.ts";

const component = () => Promise.resolve({ default: () => null });
const definitions: Record<string, Partial<AnyBlockDefinition>> = {
  plain: {},
  picture: { hydrate: "never" },
  carousel: { hydrate: "interaction" },
  hero: { hydrate: (props: { video?: boolean }) => (props.video ? "load" : "never") },
  data: { dataProvider: () => ({ queryKey: ["x"] }) },
  dataReadAsSent: { hydrate: "interaction", dataProvider: () => ({ queryKey: ["y"] }) },
};
const registry = { get: (type: string) => (definitions[type] ? ({ type, component, ...definitions[type] } as AnyBlockDefinition) : undefined) };

let ids = 0;
function block(type: string, props: Record<string, unknown> = {}, lazy = false): BlockNode {
  return { kind: "block", id: `b${ids++}`, type, props, lazy };
}

describe("hydrationOf", () => {
  test.each<[string, BlockNode, boolean, Hydration]>([
    ["a block that says nothing loads", block("plain"), false, "load"],
    ["an unknown type loads (its failure shows as usual)", block("unknown"), false, "load"],
    ["never", block("picture"), false, "never"],
    ["interaction", block("carousel"), false, "interaction"],
    ["a function of the props: picture hero", block("hero"), false, "never"],
    ["a function of the props: video hero", block("hero", { video: true }), false, "load"],
    ["the preview always loads", block("picture"), true, "load"],
    ["a lazy block keeps its own (the server renders it when it needs no code)", block("picture", {}, true), false, "never"],
    ["a lazy block that says nothing loads", block("plain", {}, true), false, "load"],
    ["a block with data loads", block("data"), false, "load"],
    ["a block with data that declares hydrate keeps it (its server HTML has the data)", block("dataReadAsSent"), false, "interaction"],
    ["in preview, a block with data loads whatever it declares", block("dataReadAsSent"), true, "load"],
    ["a container is as eager as its most eager child", block("carousel", { items: [block("picture"), block("hero", { video: true })] }), false, "load"],
    ["a never container holding an interaction child", block("picture", { slots: { main: block("carousel") } }), false, "interaction"],
    ["a container of static children keeps its own", block("carousel", { items: [block("picture"), block("picture")] }), false, "interaction"],
    ["invalid children are ignored", block("picture", { items: [{ kind: "invalid", id: "x", type: "hero", diagnostics: [], editor: { path: "" } }] }), false, "never"],
  ])("%s", (_, node, preview, expected) => {
    expect(hydrationOf(node, registry, preview)).toBe(expected);
  });
});

test.each<[Hydration, Hydration, Hydration]>([
  ["never", "load", "load"],
  ["interaction", "never", "interaction"],
  ["load", "interaction", "load"],
  ["never", "never", "never"],
])("moreEager(%s, %s) = %s", (a, b, expected) => {
  expect(moreEager(a, b)).toBe(expected);
});

test("childNodes finds nodes at any depth of the props, not inside other nodes", () => {
  const grandchild = block("picture");
  const child = block("carousel", { items: [grandchild] });
  const other = block("picture");
  const found = childNodes({ title: "x", items: [child], nested: { deeper: [{ node: other }] }, count: 3, none: null });
  expect(found).toEqual([child, other]);
});
