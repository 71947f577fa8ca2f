import { describe, expect, test } from "vitest";
import { clearableCount, readTagIds, tagParamName, toggleTag, writeTagIds } from "./tag-filter-param.ts";

const BLOCK = "journal-grid";
const NAME = encodeURIComponent(tagParamName(BLOCK));

describe("the article grid's tag parameter component{id}[tagId]", () => {
  test("is named after the block", () => {
    expect(tagParamName("journal-grid")).toBe("componentjournal-grid[tagId]");
  });

  test.each([
    ["absent: the initial tags apply", "", undefined],
    ["one tag", `?${NAME}=hiking`, ["hiking"]],
    ["several tags, in order", `?${NAME}=hiking&${NAME}=camping`, ["hiking", "camping"]],
    ["comma-separated (typed by hand)", `?${NAME}=hiking,camping`, ["hiking", "camping"]],
    ["unencoded brackets", `?component${BLOCK}[tagId]=running`, ["running"]],
    ["present but empty: no tag", `?${NAME}=`, []],
    ["duplicates once", `?${NAME}=hiking&${NAME}=hiking`, ["hiking"]],
    ["invalid ids left out", `?${NAME}=Hiking%20Boots&${NAME}=%3Cscript%3E&${NAME}=camping`, ["camping"]],
    ["another block's parameter is not ours", `?${encodeURIComponent(tagParamName("other"))}=hiking`, undefined],
    ["other parameters do not matter", `?p13n_testcontext=x&${NAME}=gear-care`, ["gear-care"]],
  ])("reads %s", (_name, search, expected) => {
    expect(readTagIds(search, BLOCK)).toEqual(expected);
  });

  test.each([
    ["one tag", "", ["hiking"], [], `${NAME}=hiking`],
    ["several tags", "", ["hiking", "camping"], [], `${NAME}=hiking&${NAME}=camping`],
    ["the initial selection: no parameter", `${NAME}=hiking`, [], [], ""],
    ["initial tags in another order: no parameter", "", ["b", "a"], ["a", "b"], ""],
    ["empty, but the initial selection is not: an empty value", "", [], ["hiking"], `${NAME}=`],
    ["other parameters kept", "?utm_source=mail&x=1", ["running"], [], `utm_source=mail&x=1&${NAME}=running`],
    ["replaces the previous selection", `?${NAME}=hiking&${NAME}=camping`, ["camping"], [], `${NAME}=camping`],
  ])("writes %s", (_name, search, tags, initial, expected) => {
    expect(writeTagIds(search, BLOCK, tags, initial)).toBe(expected);
  });

  test.each([
    [[]],
    [["hiking"]],
    [["hiking", "camping", "gear-care"]],
    [["running", "hiking"]],
  ])("round trip: what is written is read back, %j", (tags) => {
    const written = writeTagIds("?page=2", BLOCK, tags, ["never-initial"]);
    expect(readTagIds(`?${written}`, BLOCK)).toEqual(tags);
    expect(new URLSearchParams(written).get("page")).toBe("2");
  });

  test("round trip of the initial selection: no parameter, read back as the initial tags", () => {
    const written = writeTagIds("", BLOCK, ["hiking"], ["hiking"]);
    expect(readTagIds(written, BLOCK) ?? ["hiking"]).toEqual(["hiking"]);
  });

  test.each([
    [[], "hiking", ["hiking"]],
    [["hiking"], "camping", ["hiking", "camping"]],
    [["hiking", "camping"], "hiking", ["camping"]],
  ])("toggling %j with %s gives %j", (tags, tag, expected) => {
    expect(toggleTag(tags, tag)).toEqual(expected);
  });

  test.each([
    ["nothing selected", [], [], 0],
    ["two selected", ["a", "b"], [], 2],
    ["the initial selection", ["a"], ["a"], 0],
    ["one added to the initial", ["a", "b"], ["a"], 1],
    ["an initial one removed", [], ["a"], 1],
  ])("clear all counts %s", (_name, tags, initial, expected) => {
    expect(clearableCount(tags, initial)).toBe(expected);
  });
});
