import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { GENERIC_ERROR_MESSAGE, messageFor } from "./messages.ts";
import { ERROR_CATALOGUE, isErrorId } from "../../../contracts/errors/catalogue.ts";

test.each([
  ["a known id with its placeholder filled", "INV408", "server text", { maxAllowedQuantity: 7 }, "You can add at most 7 of this item."],
  ["INV408 without the server's maximum: the generic text", "INV408", "server text", {}, "You have reached the maximum quantity for this item."],
  ["a known id without placeholders", "AUT423", "server text", {}, "Your account is locked for a while after too many attempts."],
  ["an id without a message: the server's", "PRM155", "This coupon expired on 1 May", {}, "This coupon expired on 1 May"],
  ["an id without a message and no server text: generic", "PRM155", undefined, {}, GENERIC_ERROR_MESSAGE],
  ["a missing placeholder on another id falls back to the server", "INV700", "Out of stock", {}, "Out of stock"],
])("%s", (_name, errorId, serverMessage, details, expected) => {
  expect(messageFor(errorId, serverMessage, details)).toBe(expected);
});

const SPEC = new URL("../../../../shared/seeds/000_40b311e4f831a8f0.txt", import.meta.url);

/** The ids of the spec's error table (section 8): first column, split on "," and "/". */
function specErrorIds(): string[] {
  const text = readFileSync(SPEC, "utf8");
  const section = text.slice(text.indexOf("## 8. Error catalogue"), text.indexOf("**Cart flash codes**"));
  return section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| Id") && !line.startsWith("|--"))
    .flatMap((line) => line.split("|")[1]!.split(/[,/]/).map((id) => id.trim()))
    .filter(Boolean);
}

// The specification lives beside the repository (../shared); a checkout without it cannot compare.
test.skipIf(!existsSync(SPEC))("the catalogue holds exactly the ids of the spec's error table", () => {
  const ids = specErrorIds();
  expect(ids.length).toBeGreaterThan(100);
  expect(ids.filter((id) => !isErrorId(id))).toEqual([]);
  expect(Object.keys(ERROR_CATALOGUE).filter((id) => !ids.includes(id))).toEqual([]);
  expect(isErrorId("NOPE1")).toBe(false);
});
