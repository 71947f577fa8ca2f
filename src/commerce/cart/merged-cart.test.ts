// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { mergedCartNotice, RECORD_TTL_MS, rememberSignIn, SIGN_IN_RECORD_KEY, takeSignInRecord } from "./merged-cart.ts";

afterEach(() => sessionStorage.clear());

describe("mergedCartNotice", () => {
  it.each([
    [0, 2, undefined, true],
    [2, 2, undefined, false],
    [3, 2, undefined, false],
    [undefined, 5, undefined, false],
    [2, 2, true, true],
    [0, 3, false, false],
  ])("before %s, after %s, the answer's verdict %s → %s", (before, after, increased, expected) => {
    expect(mergedCartNotice(before, after, increased)).toBe(expected);
  });
});

describe("the sign-in record", () => {
  it("is taken once, for its own site", () => {
    rememberSignIn("RL-US", 1, true, 1_000);
    expect(takeSignInRecord("RL-GB", 2_000)).toBeUndefined();
    expect(takeSignInRecord("RL-US", 2_000)).toEqual({ siteId: "RL-US", before: 1, increased: true, at: 1_000 });
    expect(takeSignInRecord("RL-US", 2_000)).toBeUndefined();
  });

  it("a stale or broken record says nothing", () => {
    rememberSignIn("RL-US", 1, undefined, 0);
    expect(takeSignInRecord("RL-US", RECORD_TTL_MS + 1)).toBeUndefined();
    sessionStorage.setItem(SIGN_IN_RECORD_KEY, "{not json");
    expect(takeSignInRecord("RL-US")).toBeUndefined();
    expect(sessionStorage.getItem(SIGN_IN_RECORD_KEY)).toBeNull();
  });
});
