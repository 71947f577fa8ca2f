import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { SITES } from "../../contracts/sites.ts";
import { contentTexts, DU_FORMS, TU_FORMS } from "./testing/form-of-address.ts";

/**
 * The editors' content that `npm start` and the browser tests ship (fixtures/content,
 * tests/e2e/fixtures/content) addresses the shopper as the code's words do (docs/decisions/0040):
 * a German page said « Das könnte dir auch gefallen » next to the cart's « Ihr Warenkorb ».
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CONTENT_ROOTS = ["fixtures/content", "tests/e2e/fixtures/content"];
const INFORMAL: Readonly<Record<string, RegExp>> = { de: DU_FORMS, fr: TU_FORMS };

const sites = SITES.filter((site) => INFORMAL[site.language] !== undefined).flatMap((site) =>
  CONTENT_ROOTS.map((root) => path.join(root, site.siteId))
    .filter((dir) => existsSync(path.join(ROOT, dir)))
    .map((dir) => ({ dir, language: site.language })),
);

describe.each(sites)("the content of $dir addresses the shopper formally", ({ dir, language }) => {
  const texts = contentTexts(path.join(ROOT, dir));

  test("no text says the informal form", () => {
    const informal = INFORMAL[language]!;
    const informalOnes = texts.filter(({ text }) => informal.test(text)).map(({ file, at, text }) => `${file} ${at}: ${text}`);
    expect(informalOnes).toEqual([]);
  });

  test("the scan reads the documents' texts", () => {
    expect(new Set(texts.map(({ file }) => file)).size).toBeGreaterThan(20);
    expect(texts.some(({ at }) => at.endsWith(".richText"))).toBe(true);
  });
});

test("the German and French content is scanned", () => {
  expect(sites.map(({ dir }) => dir)).toEqual(expect.arrayContaining(["fixtures/content/RL-CAFR", "fixtures/content/RL-DE"]));
});

describe("the scan fails on the informal form in content", () => {
  const document = {
    id: "dein-warenkorb",
    sections: [
      { name: "Das könnte dir auch gefallen", items: [{ id: "x", type: "product-carousel", title: "Komplettiere den Look", url: "/de-de/dein-look" }] },
      { name: "cart-upsell", items: [{ type: "rich-text", richText: "<h2>Mitglied werden</h2><p>Entdecke die neue Kollektion.</p>" }] },
    ],
  };
  const dir = mkdtempSync(path.join(tmpdir(), "content-"));
  writeFileSync(path.join(dir, "cart.json"), JSON.stringify(document));
  const texts = contentTexts(dir);

  test("it finds the du-forms of headings, titles and rich text, not of ids, links or labels", () => {
    expect(texts.filter(({ text }) => DU_FORMS.test(text)).map(({ at }) => at)).toEqual([".sections[0].name", ".sections[0].items[0].title", ".sections[1].items[0].richText"]);
  });

  test.each(["Das könnte Ihnen auch gefallen", "Den Look komplettieren", "Mitglied im Gipfelclub werden", "Waschen Sie die Jacke bei 30 Grad."])("German « Sie »: %s", (text) =>
    expect(DU_FORMS.test(text)).toBe(false),
  );
  test.each(["Werde Mitglied im Gipfelclub", "Wasche die Jacke bei 30 Grad.", "Zwischen zwei Größen? Miss deinen Fuß."])("German « du »: %s", (text) =>
    expect(DU_FORMS.test(text)).toBe(true),
  );
});
