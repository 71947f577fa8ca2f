import { describe, expect, it } from "vitest";
import { parseBlockPath, valueAtPath, withValueAtPath } from "./document-path.ts";

const document = {
  sections: [
    { id: "s0", items: [{ id: "a", type: "spacer" }, { id: "seg", type: "segmentation", baselines: [{ id: "b", type: "rich-text" }] }] },
  ],
};

describe("parseBlockPath", () => {
  it.each([
    ["sections[0].items[2]", ["sections", 0, "items", 2]],
    ["sections[0].items[1].baselines[0]", ["sections", 0, "items", 1, "baselines", 0]],
    ["sections[0].items[1].segments[3].targets[0]", ["sections", 0, "items", 1, "segments", 3, "targets", 0]],
    ["", undefined],
    ["sections[x]", undefined],
    ["sections..items", undefined],
    ["__proto__[0]", ["__proto__", 0]],
  ])("%s", (path, expected) => {
    expect(parseBlockPath(path)).toEqual(expected);
  });
});

describe("valueAtPath", () => {
  it.each([
    ["sections[0].items[0]", { id: "a", type: "spacer" }],
    ["sections[0].items[1].baselines[0]", { id: "b", type: "rich-text" }],
    ["sections[0].items[5]", undefined],
    ["sections[0].items.length", undefined],
    ["sections.0", undefined],
    ["constructor", undefined],
  ])("%s", (path, expected) => {
    expect(valueAtPath(document, path)).toEqual(expected);
  });
});

describe("withValueAtPath", () => {
  it("replaces one block and copies only along the path", () => {
    const next = withValueAtPath(document, "sections[0].items[1].baselines[0]", { id: "b", type: "rich-text", richText: "<p>new</p>" });
    expect(valueAtPath(next, "sections[0].items[1].baselines[0]")).toEqual({ id: "b", type: "rich-text", richText: "<p>new</p>" });
    expect(next.sections[0]!.items[0]).toBe(document.sections[0]!.items[0]);
    expect(valueAtPath(document, "sections[0].items[1].baselines[0]")).toEqual({ id: "b", type: "rich-text" });
  });

  it.each(["sections[0].items[9]", "sections[1].items[0]", "nothing[0]", "__proto__[0]", ""])("refuses a path to nowhere: %s", (path) => {
    expect(() => withValueAtPath(document, path, {})).toThrow();
  });
});
