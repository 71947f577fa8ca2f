import { describe, expect, it } from "vitest";
import { answerCheck, checkedByBff } from "./client-transport.ts";

/** The transport's hand-written answer checks (decision 0013); the calls are in client-core.test.ts. */

const parsed = <T>(result: { success: true; data: T } | { success: false; error: unknown }) => (result.success ? result.data : "refused");

describe("checkedByBff (an answer the BFF checked: any JSON object passes as it is)", () => {
  it.each([
    ["an object", { recipient: "h•••@example.com", subscriptions: [] }, { recipient: "h•••@example.com", subscriptions: [] }],
    ["an empty object", {}, {}],
    ["extra fields kept", { a: 1, extra: true }, { a: 1, extra: true }],
    ["null", null, "refused"],
    ["a list", [{ a: 1 }], "refused"],
    ["text", "ok", "refused"],
  ])("%s", (_name, answer, expected) => {
    expect(parsed(checkedByBff<object>().safeParse(answer))).toEqual(expected);
  });
});

describe("answerCheck", () => {
  const even = answerCheck((value) => (typeof value === "number" && value % 2 === 0 ? value : undefined));
  it.each([
    [2, 2],
    [3, "refused"],
    [null, "refused"],
    ["2", "refused"],
  ])("%s → %s", (value, expected) => {
    expect(parsed(even.safeParse(value))).toEqual(expected);
  });
});
