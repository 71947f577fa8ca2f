import { describe, expect, test } from "vitest";
import { render, SENTENCES, TITLES, type Language } from "./phrase-book.ts";
import { languageOf, sentencesOf, translateText, translateTitle } from "./translate.ts";

const LANGUAGES: Language[] = ["en", "fr", "de"];
const slots = { color: "Summit Navy", size: "XL" };

describe("translateText", () => {
  test("every phrase-book sentence translates into every language, colours and sizes carried over", () => {
    for (const phrase of SENTENCES) {
      for (const from of LANGUAGES) {
        for (const to of LANGUAGES) {
          const translation = translateText(render(phrase[from], slots), from, to);
          expect(translation.text, `${phrase.en} ${from}→${to}`).toBe(render(phrase[to], slots));
          expect(translation.untranslated).toBe(0);
        }
      }
    }
  });

  test("sentence by sentence; unknown sentences kept and counted", () => {
    expect(translateText("La qualité est excellente. Je l'achèterais de nouveau.", "fr", "de")).toEqual({ text: "Die Qualität ist ausgezeichnet. Ich würde es wieder kaufen.", untranslated: 0, changed: true });
    expect(translateText("Not worth the money. My dog loves it!", "en", "fr")).toEqual({ text: "Ça ne vaut pas le prix. My dog loves it!", untranslated: 1, changed: true });
    expect(translateText("Nothing known here.", "en", "de")).toEqual({ text: "Nothing known here.", untranslated: 1, changed: false });
  });

  test("into the same language: unchanged", () => {
    expect(translateText("The quality is excellent.", "en", "en")).toEqual({ text: "The quality is excellent.", untranslated: 0, changed: false });
  });
});

describe("translateTitle", () => {
  test("titles of the book translate; others are kept and counted", () => {
    for (const title of TITLES) expect(translateTitle(title.de, "de", "en").text).toBe(title.en);
    expect(translateTitle("Five stars from me", "en", "fr")).toEqual({ text: "Five stars from me", untranslated: 1, changed: false });
  });
});

describe("helpers", () => {
  test.each([
    ["fr-CA", "fr"],
    ["de-DE", "de"],
    ["en-GB", "en"],
    ["es-ES", undefined],
  ])("languageOf(%s) = %s", (locale, language) => {
    expect(languageOf(locale)).toBe(language);
  });

  test("sentences split after . ! ?", () => {
    expect(sentencesOf(" One. Two!  Three? ")).toEqual(["One.", "Two!", "Three?"]);
  });
});
