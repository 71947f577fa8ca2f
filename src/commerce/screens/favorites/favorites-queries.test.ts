import { describe, expect, test } from "vitest";
import { sharedLinkOf } from "./favorites-queries.ts";

const TOKEN = "Qm9vdHMtYW5kLWphY2tldHMtZm9yLWFs";

describe("sharedLinkOf", () => {
  test.each([
    ["no query string: the shopper's own list", undefined, undefined],
    ["other parameters only", "utm_source=mail", undefined],
    ["a share link", `favoriteId=fav-1&shareToken=${TOKEN}`, { favoriteId: "fav-1", shareToken: TOKEN }],
    [
      "a share link among other parameters",
      `utm_source=mail&shareToken=${TOKEN}&favoriteId=2b7c1e0a-9f3d-4c57-8a61-0d2f5e6b7c8d`,
      { favoriteId: "2b7c1e0a-9f3d-4c57-8a61-0d2f5e6b7c8d", shareToken: TOKEN },
    ],
    ["a token with - and _", `favoriteId=fav-1&shareToken=${"A-_b".repeat(8)}`, { favoriteId: "fav-1", shareToken: "A-_b".repeat(8) }],
    ["the token cut short", `favoriteId=fav-1&shareToken=${TOKEN.slice(1)}`, "invalid"],
    ["a token too long", `favoriteId=fav-1&shareToken=${TOKEN}x`, "invalid"],
    ["a token with other characters", `favoriteId=fav-1&shareToken=${TOKEN.slice(2)}%2F%2F`, "invalid"],
    ["no token", "favoriteId=fav-1", "invalid"],
    ["no list", `shareToken=${TOKEN}`, "invalid"],
    ["an empty list id", `favoriteId=&shareToken=${TOKEN}`, "invalid"],
    ["a list id with a path in it", `favoriteId=..%2Fx&shareToken=${TOKEN}`, "invalid"],
  ])("%s", (_case, search, expected) => {
    expect(sharedLinkOf(search)).toEqual(expected);
  });
});
