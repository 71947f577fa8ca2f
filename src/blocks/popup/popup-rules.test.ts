// @vitest-environment jsdom
import { describe, expect, test } from "vitest";
import { appendDismissed, buttonLabel, popUpsOfCategory, DEFAULT_POPUP_DELAY_MS, minimizedText, popUpAction, popUpCategory, popUpEventPayload, selectPopUp } from "./popup-rules.ts";

describe("category by name (content spec §4)", () => {
  test.each([
    ["Newsletter signup", "newsletter"],
    ["newsletter-10-off", "newsletter"],
    ["Spring NEWSLETTER offer", "newsletter"],
    ["Create an account", "account"],
    ["Rewards registration", "account"],
    ["News letter", "account"],
    ["", "account"],
  ] as const)("%j is a %s pop-up", (name, category) => {
    expect(popUpCategory(name)).toBe(category);
  });
});

describe("tracking action", () => {
  test.each([
    ["a newsletter pop-up: its minimized title", { name: "Newsletter", title: "Join us", minimizedTitle: "Get 10% off" }, "Get 10% off"],
    ["a newsletter pop-up without minimized title: its title", { name: "Newsletter", title: "Join us" }, "Join us"],
    ["a newsletter pop-up with a blank minimized title: its title", { name: "Newsletter", title: "Join us", minimizedTitle: "  " }, "Join us"],
    ["an account pop-up: Registration", { name: "Members", title: "Become a member", minimizedTitle: "Members save more" }, "Registration"],
  ])("%s", (_case, popUp, action) => {
    expect(popUpAction({ id: "p", ...popUp })).toBe(action);
  });

  test("the collapsed text is the minimized title, else the title", () => {
    expect(minimizedText({ title: "Join us", minimizedTitle: "Get 10% off" })).toBe("Get 10% off");
    expect(minimizedText({ title: "Join us" })).toBe("Join us");
  });

  test.each([
    [
      "a newsletter pop-up: category Newsletter, action its minimized title",
      { id: "nl-us", name: "Newsletter signup", title: "Join us", minimizedTitle: "Get 10% off" },
      { popUpId: "nl-us", name: "Newsletter signup", category: "Newsletter", action: "Get 10% off" },
    ],
    [
      "a NEWSLETTER pop-up in another case: the same",
      { id: "nl-de", name: "Spring NEWSLETTER", title: "Jetzt anmelden" },
      { popUpId: "nl-de", name: "Spring NEWSLETTER", category: "Newsletter", action: "Jetzt anmelden" },
    ],
    [
      "an account pop-up: category Account, action Registration",
      { id: "acc-us", name: "Account registration", title: "Create your account", minimizedTitle: "Members save more" },
      { popUpId: "acc-us", name: "Account registration", category: "Account", action: "Registration" },
    ],
  ])("the event payload of %s", (_case, popUp, payload) => {
    expect(popUpEventPayload(popUp)).toEqual(payload);
  });

  test.each([
    ["<a href=\"/x\">Sign up</a>", "Sign up"],
    ["<a href=\"/x\">\n  Sign <span>up</span>\n now </a>", "Sign up now"],
    ["<a href=\"/x\"></a>", ""],
  ])("the click label of %j is %j", (html, label) => {
    const template = document.createElement("template");
    template.innerHTML = html;
    expect(buttonLabel(template.content.firstElementChild!)).toBe(label);
  });
});

describe("manager selection: the first pop-up not dismissed", () => {
  const popUps = [{ id: "a" }, { id: "b" }, { id: "c" }];
  test.each([
    ["nothing dismissed: the first", [], "a"],
    ["the first dismissed: the second", ["a"], "b"],
    ["the order of dismissals does not matter", ["b", "a"], "c"],
    ["a later one dismissed: still the first", ["c"], "a"],
    ["unknown ids are ignored", ["zzz"], "a"],
    ["all dismissed: none", ["a", "b", "c"], undefined],
  ])("%s", (_case, dismissed, expected) => {
    expect(selectPopUp(popUps, dismissed)?.id).toBe(expected);
  });

  test("no pop-ups: none", () => {
    expect(selectPopUp([], [])).toBeUndefined();
  });
});

describe("dismissed list", () => {
  test.each([
    [[], "a", ["a"]],
    [["a"], "b", ["a", "b"]],
    [["a", "b"], "a", ["a", "b"]],
  ])("%j + %s = %j", (before, id, after) => {
    expect(appendDismissed(before, id)).toEqual(after);
  });

  test("appending does not change the list it was given", () => {
    const before = ["a"];
    appendDismissed(before, "b");
    expect(before).toEqual(["a"]);
  });
});

describe("a manager's category", () => {
  const popUps = [{ name: "Newsletter spring" }, { name: "Account registration" }, { name: "newsletter-winter" }];
  test.each([
    ["any", ["Newsletter spring", "Account registration", "newsletter-winter"]],
    ["newsletter", ["Newsletter spring", "newsletter-winter"]],
    ["account", ["Account registration"]],
  ] as const)("%s", (category, names) => {
    expect(popUpsOfCategory(popUps, category).map((popUp) => popUp.name)).toEqual(names);
  });
});

test("the default delay is 2000 ms (content spec §9)", () => {
  expect(DEFAULT_POPUP_DELAY_MS).toBe(2000);
});
