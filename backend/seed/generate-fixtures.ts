/**
 * Writes the commerce seed, `fixtures/commerce/*.json` and its README, deterministically: every
 * random choice comes from a PRNG seeded by a stable key (a product's name, a variant's id), so
 * a run gives byte-identical files and adding a product leaves the others as they were.
 *
 *   npx tsx backend/seed/generate-fixtures.ts
 *
 * What the seed holds is made in backend/seed/generator/, one module per area (catalogue,
 * stores, consumers, promotions, member prices, the README). The files are validated with the loader's schemas
 * (backend/seed/seed-files.ts) before they are written. Well-known records are pinned in
 * backend/seed/fixture-ids.ts.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildCatalogue } from "./generator/catalogue.ts";
import { buildCategories } from "./generator/categories.ts";
import { buildConsumers } from "./generator/consumers.ts";
import { MEMBER_PRICES } from "./generator/member-prices.ts";
import { checkPinned } from "./generator/pinned-records.ts";
import { COUPONS, GIFT_CARDS, PROMOTIONS, buildVouchers } from "./generator/promotions.ts";
import { readme } from "./generator/readme.ts";
import { STORES, buildEmployees } from "./generator/stores.ts";
import { SEED_FILES, checkReferences, parseSeedFile, type Seed, type SeedInput, type SeedName } from "./seed-files.ts";

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/commerce");

/** A JSON array with one record per line: valid JSON, and diffs show the records that changed. */
function jsonLines(records: readonly unknown[]): string {
  return records.length ? `[\n${records.map((record) => JSON.stringify(record)).join(",\n")}\n]\n` : "[]\n";
}

/** Every file of fixtures/commerce (name → content), validated exactly as the loader will. */
export function buildSeedFiles(): Map<string, string> {
  const { products, variants } = buildCatalogue();
  const input: SeedInput = {
    categories: buildCategories(),
    products,
    variants,
    stores: STORES,
    employees: buildEmployees(),
    consumers: buildConsumers(),
    loyaltyVouchers: buildVouchers(),
    promotions: PROMOTIONS,
    coupons: COUPONS,
    giftCards: GIFT_CARDS.map(({ note: _note, ...card }) => card),
    memberPrices: MEMBER_PRICES,
  };
  const seed = Object.fromEntries((Object.keys(SEED_FILES) as SeedName[]).map((name) => [name, parseSeedFile(name, input[name])])) as Seed;
  checkReferences(seed);
  checkPinned(seed);

  const files = new Map<string, string>();
  for (const name of Object.keys(SEED_FILES) as SeedName[]) files.set(SEED_FILES[name].file, jsonLines(input[name]));
  files.set("README.md", readme(seed, input));
  return files;
}

async function main() {
  const files = buildSeedFiles();
  await mkdir(OUT_DIR, { recursive: true });
  for (const [file, content] of files) await writeFile(path.join(OUT_DIR, file), content);
  const counts = (Object.keys(SEED_FILES) as SeedName[]).map((name) => `${SEED_FILES[name].file} ${(JSON.parse(files.get(SEED_FILES[name].file)!) as unknown[]).length}`);
  console.log(`Wrote ${path.relative(process.cwd(), OUT_DIR)}: ${counts.join(", ")}`);
}

// Run as a script; imported (by the seed tests, to check the files are up to date), do nothing.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
