// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { DISMISSED_POPUPS_KEY, forgetDismissedPopUps, readDismissedPopUps } from "./dismissed-popups.ts";

/** The stored list is read only when it is a JSON list of strings; anything else counts as nothing. */

afterEach(() => forgetDismissedPopUps());

describe("readDismissedPopUps", () => {
  it.each([
    ["a list of ids", JSON.stringify(["newsletter-us", "account-us"]), ["newsletter-us", "account-us"]],
    ["an empty list", "[]", []],
    ["nothing stored", null, []],
    ["not JSON", "{not json", []],
    ["a list with a number", JSON.stringify(["newsletter-us", 3]), []],
    ["a list with null", JSON.stringify([null]), []],
    ["one id, not a list", JSON.stringify("newsletter-us"), []],
    ["an object", JSON.stringify({ 0: "newsletter-us" }), []],
  ])("%s", (_name, stored, expected) => {
    if (stored !== null) window.localStorage.setItem(DISMISSED_POPUPS_KEY, stored);
    expect(readDismissedPopUps()).toEqual(expected);
  });
});
