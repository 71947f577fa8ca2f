import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The shopper is addressed one way per language (docs/decisions/0040): German « Sie », French
 * « vous ». This module finds the words of a language in the source and the informal forms in
 * them; form-of-address.test.ts fails on any. Test-only: it reads the source with the TypeScript parser.
 */

/** A string of a language's words: where it is and its text (a template's parts joined by `…`). */
export interface WordsText {
  file: string;
  line: number;
  text: string;
}

/**
 * Where the words of a language are, by the conventions the word tables follow: a module of one
 * language (`cart-strings.de.ts`), a table `const de = { … }` (or `GERMAN_MESSAGES`), or an entry `de: …` of a table by
 * language (`{ en: …, fr: …, de: … }`). Every string literal and template text inside counts.
 */
export function wordsOfLanguage(sourceDir: string, language: string): WordsText[] {
  const found: WordsText[] = [];
  for (const file of sourceFiles(sourceDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const collect = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent) || ts.isPropertyAssignment(node.parent) && node.parent.name === node) return;
        found.push({ file: path.relative(sourceDir, file), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
      } else if (ts.isTemplateExpression(node)) {
        const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("…");
        found.push({ file: path.relative(sourceDir, file), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
        node.templateSpans.forEach((span) => collect(span.expression));
      } else {
        ts.forEachChild(node, collect);
      }
    };
    if (file.endsWith(`.${language}.ts`)) {
      collect(source);
      continue;
    }
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && isTableOf(node.name.text, language) && node.initializer) collect(node.initializer);
      else if (ts.isPropertyAssignment(node) && propertyName(node.name) === language) collect(node.initializer);
      else ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { de: "german", fr: "french" };

/** `de`, or a name that starts with the language's English name: `GERMAN_MESSAGES`, `germanWords`. */
function isTableOf(name: string, language: string): boolean {
  const languageName = LANGUAGE_NAMES[language];
  return name === language || (languageName !== undefined && name.toLowerCase().startsWith(languageName));
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** The shopper code's modules: not tests, stories or test fakes (they may quote the wrong form on purpose). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes("testing"))
    .sort();
}

const SENTENCE_START = String.raw`(?:^|[.!?:;–(„"«]\s*|(?<!\p{L})bitte\s+)`;

/**
 * German « du »: its pronouns and possessives (and the plural « ihr »'s « euch », « euer »), and an
 * informal imperative starting a sentence or after « bitte » (« Gib … ein », « Wähle », « Bitte
 * warte »); « Geben Sie », « Wählen Sie » are the formal ones.
 */
export const DU_FORMS = new RegExp(
  String.raw`(?<!\p{L})(?:du|dich|dir|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure|euren|eurem|eurer|bist|hast|kannst|möchtest|willst|musst|wirst|brauchst|findest|siehst|weißt)(?!\p{L})|` +
    SENTENCE_START +
    String.raw`(?:gib|wähle|wähl|prüfe|prüf|versuche|versuch|bestätige|finde|beschreibe|beschreib|bring|bringe|warte|schau|sieh|nimm|komm|schreib|schreibe|lies|hilf|füge|klicke|klick|tippe|öffne|sende|schicke|speichere|entdecke|erhalte|melde|geh|gehe|kehre|lade|ändere|kaufe|hol|hole|aktiviere|abonniere|registriere|erstelle|logge|ruf|rufe|zeig|zeige|wechsle|scanne|verwende|nutze|benutze|trag|trage|leg|lege|gönn|gönne|sichere|hinterlasse|stelle|teile|vergiss|achte|behalte|löse|vervollständige|komplettiere|antworte|entferne|merke|sag|sage|bezahle|bürste|drucke|erfahre|halte|häng|hänge|kombiniere|lösche|markiere|miss|schick|tritt|wasche|werde|überlege|überleg|lass|lasse)(?!\p{L})`,
  "iu",
);

/**
 * French « tu »: its pronouns and possessives, and an informal imperative starting a sentence
 * (« Choisis », « Vérifie », « Réessaie »); « Choisissez », « Vérifiez » are the « vous » ones.
 */
export const TU_FORMS = new RegExp(
  String.raw`(?<!\p{L})(?:tu|te|toi|ton|ta|tes|t[’'])(?!\p{L})|` +
    SENTENCE_START +
    String.raw`(?:choisis|vérifie|essaie|essaye|réessaie|réessaye|saisis|confirme|ajoute|découvre|trouve|indique|sélectionne|clique|appuie|inscris|connecte|reviens|utilise|consulte|retourne|écris|donne|remplis|vois|entre ton|entre ta|entre tes)(?!\p{L})`,
  "iu",
);

/** A text of a content document: its file, where in it (a JSON path), and its words (markup dropped). */
export interface ContentText {
  file: string;
  at: string;
  text: string;
}

/** Keys whose values are not words shown to the shopper (ids, links, kinds, settings). */
const NOT_WORDS = new Set(["id", "type", "url", "href", "src", "image", "imageUrl", "link", "path", "slug", "key", "handle", "siteId", "locale", "template", "subscriptionType", "alignment", "variant", "theme", "color", "icon", "dir", "name"]);

/**
 * The texts of the content documents (`*.json`) under `dir`: every string value but ids, links and
 * settings, with rich text's markup turned into sentence breaks (so « <p>Entdecke » starts a
 * sentence). A section's `name` is the editors' label, but the cart and product pages show it as a
 * heading: it counts too, unless it looks like an id.
 */
export function contentTexts(dir: string): ContentText[] {
  const found: ContentText[] = [];
  const files = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    const walk = (value: unknown, at: string, key: string | undefined) => {
      if (typeof value === "string") {
        if (key !== undefined && NOT_WORDS.has(key) && !(key === "name" && /\s/.test(value))) return;
        if (/^(?:\/|https?:|#)/.test(value)) return;
        found.push({ file: path.relative(dir, file), at, text: value.replace(/<[^>]*>/g, ". ").replace(/&nbsp;/g, " ") });
      } else if (Array.isArray(value)) {
        value.forEach((item, index) => walk(item, `${at}[${index}]`, key));
      } else if (value !== null && typeof value === "object") {
        for (const [name, item] of Object.entries(value)) walk(item, `${at}.${name}`, name);
      }
    };
    walk(JSON.parse(readFileSync(file, "utf8")), "", undefined);
  }
  return found;
}
