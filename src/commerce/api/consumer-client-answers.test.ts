import { describe, expect, it } from "vitest";
import { createdProfileAnswer, storefrontSessionAnswer } from "./consumer-client.ts";

/**
 * The consumer client's hand-written answer checks (decision 0013: no schema code in the
 * browser). The calls themselves, through the BFF, are in consumer-client.test.ts.
 */

const parsed = <T>(result: { success: true; data: T } | { success: false; error: unknown }) => (result.success ? result.data : "refused");

describe("createdProfileAnswer", () => {
  it.each([
    ["a guest's signup", { consumerId: "c-1" }, { consumerId: "c-1" }],
    ["a member's profile (consumerNo)", { consumerNo: "100200", consumerType: "REGULAR" }, { consumerId: "100200" }],
    ["both: consumerId wins", { consumerId: "c-1", consumerNo: "100200" }, { consumerId: "c-1" }],
    ["extra fields dropped", { consumerId: "c-1", extra: true }, { consumerId: "c-1" }],
    ["neither id (nothing to show)", {}, { consumerId: undefined }],
    ["null", null, "refused"],
    ["a list", [{ consumerId: "c-1" }], "refused"],
    ["an empty id", { consumerId: "" }, "refused"],
    ["a numeric id", { consumerId: 1 }, "refused"],
    ["a null consumerNo", { consumerNo: null }, "refused"],
  ])("%s", (_name, answer, expected) => {
    expect(parsed(createdProfileAnswer.safeParse(answer))).toEqual(expected);
  });
});

describe("storefrontSessionAnswer", () => {
  const session = { loggedIn: false, csrfToken: "t".repeat(43) };
  it.each([
    ["a guest's session", session, session],
    ["extra fields dropped", { ...session, associate: null }, session],
    ["null", null, "refused"],
    ["no CSRF token", { loggedIn: true }, "refused"],
    ["an empty CSRF token", { ...session, csrfToken: "" }, "refused"],
    ["loggedIn as text", { ...session, loggedIn: "false" }, "refused"],
    ["a numeric token", { ...session, csrfToken: 7 }, "refused"],
  ])("%s", (_name, answer, expected) => {
    expect(parsed(storefrontSessionAnswer.safeParse(answer))).toEqual(expected);
  });
});
