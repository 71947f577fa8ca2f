import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { DU_FORMS, TU_FORMS, wordsOfLanguage } from "./testing/form-of-address.ts";

const SRC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

describe.each([
  { language: "de", form: "« Sie »", informal: DU_FORMS, telltale: /(?<!\p{L})(?:Ihre?|Ihnen|Sie|nicht|werden|wird)(?!\p{L})/u },
  { language: "fr", form: "« vous »", informal: TU_FORMS, telltale: /(?<!\p{L})(?:vous|votre|vos|Veuillez|n’est)(?!\p{L})/u },
])("the $language words address the shopper as $form (docs/decisions/0040)", ({ language, informal, telltale }) => {
  const words = wordsOfLanguage(SRC_DIR, language);

  test("no string says the informal form", () => {
    const informalOnes = words.filter(({ text }) => informal.test(text)).map(({ file, line, text }) => `${file}:${line}: ${text}`);
    expect(informalOnes).toEqual([]);
  });

  test("the scan finds the word tables (a table of another shape would escape it)", () => {
    const scanned = new Set(words.map(({ file }) => file));
    // Every shopper module whose strings read as this language is one the scan reads.
    const unscanned = shopperModules().filter((file) => !scanned.has(file) && stringsOf(file).some((text) => telltale.test(text)));
    expect(unscanned).toEqual([]);
    expect(scanned.size).toBeGreaterThan(40);
  });
});

describe("the informal forms", () => {
  test.each([
    "Dein Warenkorb ist leer.",
    "Artikel in deinem Warenkorb",
    "… wartet in … auf dich.",
    "Gib einen Gutscheincode ein.",
    "Bitte wähle eine Größe.",
    "Die PayPal-Zahlung wurde abgebrochen. Wähle eine andere Zahlungsart.",
    "Melde dich an, um einen Anspruch zu melden",
    "Wie möchtest du bezahlen?",
  ])("German: %s", (text) => expect(DU_FORMS.test(text)).toBe(true));

  test.each([
    "Ihr Warenkorb ist leer.",
    "Geben Sie einen Gutscheincode ein.",
    "Bitte wählen Sie eine Größe.",
    "Größe wählen",
    "Wir schicken Ihnen einen neuen Link.",
    "Stufe: Gipfel",
    "Die Karte wird bei Lieferung belastet.",
  ])("German « Sie »: %s", (text) => expect(DU_FORMS.test(text)).toBe(false));

  test.each(["Entre ton code.", "Choisis une taille.", "Connecte-toi pour continuer.", "Ton panier est vide.", "Vérifie l’adresse : elle est incomplète."])("French: %s", (text) =>
    expect(TU_FORMS.test(text)).toBe(true),
  );

  test.each(["Votre panier est vide.", "Choisissez une taille.", "Connectez-vous pour continuer.", "Entre 3 et 5 jours ouvrables", "Détails du magasin", "Traduit de l'anglais"])(
    "French « vous »: %s",
    (text) => expect(TU_FORMS.test(text)).toBe(false),
  );
});

function shopperModules(): string[] {
  return readdirSync(SRC_DIR, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(SRC_DIR, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes("testing"));
}

/** The quoted strings of a module, roughly: enough to tell which language it writes. */
function stringsOf(file: string): string[] {
  return [...readFileSync(path.join(SRC_DIR, file), "utf8").matchAll(/"([^"\n]*)"|`([^`]*)`/g)].map((match) => match[1] ?? match[2] ?? "");
}
