import { SENTENCES, TITLES, type Language, type Phrase } from "./phrase-book.ts";

/**
 * The reference translation of review text: sentence by sentence through the phrase book.
 * A sentence the book knows (with any colour or size in it) is rendered in the target
 * language; any other sentence is kept as written and counted, so that the storefront can say
 * "partly translated". Pure and deterministic (translate.test.ts).
 */

export interface Translation {
  text: string;
  /** Sentences left as written. */
  untranslated: number;
  /** Some sentence was changed. */
  changed: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A phrase's sentence in one language as a pattern whose groups capture the slots. */
function patternOf(template: string): { regex: RegExp; slots: string[] } {
  const slots: string[] = [];
  const source = template
    .split(/(\{color\}|\{size\})/)
    .map((part) => {
      if (part === "{color}" || part === "{size}") {
        slots.push(part);
        return "(.+?)";
      }
      return escape(part);
    })
    .join("");
  return { regex: new RegExp(`^${source}$`, "i"), slots };
}

const compiled = new Map<string, { regex: RegExp; slots: string[] }>();
function compiledPattern(template: string) {
  let pattern = compiled.get(template);
  if (!pattern) compiled.set(template, (pattern = patternOf(template)));
  return pattern;
}

function translateSentence(sentence: string, phrases: readonly Phrase[], from: Language, to: Language): string | undefined {
  for (const phrase of phrases) {
    const { regex, slots } = compiledPattern(phrase[from]);
    const match = regex.exec(sentence);
    if (!match) continue;
    let rendered = phrase[to];
    slots.forEach((slot, index) => (rendered = rendered.replace(slot, match[index + 1]!)));
    return rendered;
  }
  return undefined;
}

/** Sentences of a text: split after . ! or ? followed by white space. */
export function sentencesOf(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.length > 0);
}

export function translateText(text: string, from: Language, to: Language): Translation {
  if (from === to) return { text, untranslated: 0, changed: false };
  let untranslated = 0;
  const out = sentencesOf(text).map((sentence) => {
    const translated = translateSentence(sentence, SENTENCES, from, to);
    if (translated === undefined) untranslated += 1;
    return translated ?? sentence;
  });
  const result = out.join(" ");
  return { text: result, untranslated, changed: result !== text.trim() };
}

export function translateTitle(title: string, from: Language, to: Language): Translation {
  if (from === to) return { text: title, untranslated: 0, changed: false };
  const translated = translateSentence(title.trim(), TITLES, from, to) ?? translateSentence(title.trim(), SENTENCES, from, to);
  return translated === undefined ? { text: title, untranslated: 1, changed: false } : { text: translated, untranslated: 0, changed: true };
}

/** The language of a locale (fr-CA → fr); undefined when the phrase book does not cover it. */
export function languageOf(locale: string): Language | undefined {
  const language = locale.slice(0, 2).toLowerCase();
  return language === "en" || language === "fr" || language === "de" ? language : undefined;
}
