import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { ENGLISH_ERROR_WORDS, errorWords, GENERIC_ERROR_MESSAGE, genericMessage, messageFor, type ErrorWords, type Message } from "./messages.ts";
import FRENCH from "./messages.fr.ts";
import GERMAN from "./messages.de.ts";
import { errorIdsInSources } from "./source-error-ids.ts";
import { ERROR_CATALOGUE, isErrorId } from "../../../contracts/errors/catalogue.ts";

test.each([
  ["a known id with its placeholder filled", "INV408", "server text", { maxAllowedQuantity: 7 }, "You can add at most 7 of this item."],
  ["INV408 without the server's maximum: the text without it", "INV408", "server text", {}, "You have reached the maximum quantity for this item."],
  ["a coupon error names the code", "PRM155", "This coupon has expired", { couponCode: "SUMMER10" }, "The code SUMMER10 has expired."],
  ["a coupon error without the code", "PRM155", "This coupon has expired", {}, "This code has expired."],
  ["a detail that is no short text is not put in a sentence", "PRM130", "server text", { couponCode: { nested: true } }, "This code is not valid."],
  ["the points a reward needs", "REW140", "server text", { availablePoints: 120 }, "You have 120 points: not enough for this reward."],
  ["a number with a thousands separator (en-US by default)", "REW140", "server text", { availablePoints: 2600 }, "You have 2,600 points: not enough for this reward."],
  ["a known id without placeholders", "AUT423", "server text", {}, "Your account is locked for a while after too many attempts."],
  ["the general error", "GEN500", "Something went wrong on our side", {}, GENERIC_ERROR_MESSAGE],
  ["an id without a message: the server's", "PRO499", "Your profile could not be saved", {}, "Your profile could not be saved"],
  ["an id without a message and no server text: generic", "PRO499", undefined, {}, GENERIC_ERROR_MESSAGE],
  ["an id the catalogue does not have: the server's", "HTTP502", "Bad gateway", {}, "Bad gateway"],
  ["a missing placeholder of INV700: the text without the name", "INV700", "Out of stock", {}, "Sorry, this item is out of stock."],
])("%s", (_name, errorId, serverMessage, details, expected) => {
  expect(messageFor(errorId, serverMessage, details)).toBe(expected);
});

test.each([
  ["RL-GB", "You have 2,600 points: not enough for this reward."],
  ["RL-CA", "You have 2,600 points: not enough for this reward."],
  ["RL-CAFR", "Vous avez 2\u00a0600 points : ce n’est pas assez pour cette récompense."],
  ["RL-DE", "Sie haben 2.600 Punkte – das reicht nicht für diese Prämie."],
])("numbers in a message are written as the site writes them: %s", (siteId, expected) => {
  expect(messageFor("REW140", undefined, { availablePoints: 2600 }, siteId)).toBe(expected);
});

describe("the messages in the site's language", () => {
  const LANGUAGES: [string, ErrorWords][] = [
    ["fr", FRENCH],
    ["de", GERMAN],
  ];
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
  const shape = (message: Message) => (typeof message === "string" ? { kind: "text", names: placeholders(message) } : { kind: "template", names: placeholders(message.template), otherwise: placeholders(message.otherwise) });
  const ENGLISH_IDS = Object.keys(ENGLISH_ERROR_WORDS.messages).sort();

  test.each(LANGUAGES)("%s: a message for every id English has, and no other", (_language, words) => {
    expect(Object.keys(words.messages).sort()).toEqual(ENGLISH_IDS);
    expect(words.generic).not.toBe(ENGLISH_ERROR_WORDS.generic);
  });

  test.each(LANGUAGES.flatMap(([language, words]) => ENGLISH_IDS.map((id) => [language, id, words] as const)))("%s %s: the placeholders and fallback of the English message", (_language, id, words) => {
    const english = ENGLISH_ERROR_WORDS.messages[id as keyof ErrorWords["messages"]];
    const translated = words.messages[id as keyof ErrorWords["messages"]];
    expect(shape(translated)).toEqual(shape(english));
    // Translated, not copied (the ids of one English text may share one translated text).
    for (const text of typeof translated === "string" ? [translated] : [translated.template, translated.otherwise]) expect(text).not.toMatch(/^(The|This|Your|Please|We|Sorry|You) /);
  });

  test("French sets a space before : ; ! ? and uses the typographic apostrophe", () => {
    const texts = [FRENCH.generic, ...Object.values(FRENCH.messages).flatMap((message) => (typeof message === "string" ? [message] : [message.template, message.otherwise]))];
    expect(texts.filter((text) => /[^\s\u00a0\u202f][:;!?]/.test(text) || text.includes("'"))).toEqual([]);
  });

  test.each([
    ["en-us", "RL-US", "The code SUMMER10 has expired.", "This code has expired.", GENERIC_ERROR_MESSAGE],
    ["en-ca", "RL-CA", "The code SUMMER10 has expired.", "This code has expired.", GENERIC_ERROR_MESSAGE],
    ["en-gb", "RL-GB", "The code SUMMER10 has expired.", "This code has expired.", GENERIC_ERROR_MESSAGE],
    ["fr-ca", "RL-CAFR", "Le code SUMMER10 est expiré.", "Ce code est expiré.", FRENCH.generic],
    ["de-de", "RL-DE", "Der Code SUMMER10 ist abgelaufen.", "Dieser Code ist abgelaufen.", GERMAN.generic],
  ])("%s gets its language: with the detail, without it, and the general message", (_site, siteId, named, unnamed, generic) => {
    expect(messageFor("PRM155", "This coupon has expired", { couponCode: "SUMMER10" }, siteId)).toBe(named);
    expect(messageFor("PRM155", "This coupon has expired", {}, siteId)).toBe(unnamed);
    expect(messageFor("GEN500", "Something went wrong on our side", {}, siteId)).toBe(generic);
    expect(messageFor("PRO499", undefined, {}, siteId)).toBe(generic);
    expect(genericMessage(siteId)).toBe(generic);
  });

  test("an id without a message of ours: the server's words on every site", () => {
    expect(messageFor("AUT432", "Associates save for later in the store", {}, "RL-DE")).toBe("Associates save for later in the store");
  });

  test.each([
    ["an unknown site", "XX-YY"],
    ["no site", undefined],
  ])("%s: English", (_case, siteId) => {
    expect(messageFor("PRM130", undefined, { couponCode: "X1" }, siteId)).toBe("The code X1 is not valid.");
    expect(genericMessage(siteId)).toBe(GENERIC_ERROR_MESSAGE);
  });

  test("a language without messages of its own falls back to English", async () => {
    await expect(errorWords.load("es")).resolves.toBe(ENGLISH_ERROR_WORDS);
    await expect(errorWords.load("de")).resolves.toBe(GERMAN);
  });
});

/**
 * Ids the reference backend's cart and checkout sources name that deliberately have no message
 * of ours, and why.
 */
const WORDED_ELSEWHERE: Record<string, string> = {
  ATTR300: "a request field refused: the forms check fields before sending, and the server's message names the field",
  AUT432: "what this session may not do (an associate's call, saved for later in a store): the server's message says what",
  GFO404: "a gift earned but out of stock, in the promotion summary: the cart's callouts say it in the site's language",
};

const ROOT = new URL("../../../", import.meta.url);
const read = (path: string) => (existsSync(new URL(path, ROOT)) ? readFileSync(new URL(path, ROOT), "utf8") : undefined);
const isSource = (path: string) => path.endsWith(".ts") && !/\.test\.ts$|-test-kit\.ts$|\/testing\//.test(path);
/** The cart's and checkout's own files (saved for later, coupons, promotions and gift cards among them). */
const CART_AND_CHECKOUT = ["backend/cart", "backend/checkout"].flatMap((folder) =>
  readdirSync(new URL(folder, ROOT), { recursive: true, encoding: "utf8" })
    .map((file) => `${folder}/${file}`)
    .filter(isSource),
);
/** Every id those files and the backend files they import name. */
const answered = errorIdsInSources({ entries: CART_AND_CHECKOUT, read, follow: (path) => path.startsWith("backend/") && isSource(path), isErrorId });

test("the scan reads the cart and checkout and what they call (it is not vacuous)", () => {
  expect(CART_AND_CHECKOUT).toEqual(expect.arrayContaining(["backend/cart/saved-for-later-routes.ts", "backend/checkout/payment-store.ts", "backend/checkout/order-placement-routes.ts"]));
  expect(answered.size).toBeGreaterThan(50);
  // Raised in helpers outside the two folders: the request reading (API415) and reCAPTCHA (AUT403).
  expect([...answered.keys()]).toEqual(expect.arrayContaining(["BSK404", "INV408", "PRM155", "GFC755", "FE309", "PYT402", "ORD409", "SHP500", "API415", "AUT403"]));
});

test("every error id the backend answers to cart, saved-for-later and checkout calls has a shopper's message", () => {
  const SERVER = "the server's own message";
  const withoutMessage = [...answered].filter(([id]) => !(id in WORDED_ELSEWHERE) && messageFor(id, SERVER) === SERVER).map(([id, files]) => `${id} (${files.join(", ")})`);
  expect(withoutMessage).toEqual([]);
});

test("the ids worded elsewhere are still answered, and have no message here", () => {
  for (const id of Object.keys(WORDED_ELSEWHERE)) {
    expect(answered.has(id), id).toBe(true);
    expect(messageFor(id, "server"), id).toBe("server");
  }
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
