import { SEED_IDS, SEED_REFERENCE_TIME } from "../fixture-ids.ts";
import type { Seed, SeedInput, SeedName } from "../seed-files.ts";
import { referenceTables } from "./readme-tables.ts";

/**
 * fixtures/commerce/README.md: what the files hold and the conventions they follow, then tables
 * of the records tests and demos use by name. Counts are read from the seed, so the text stays
 * true when the catalogue changes.
 */
export function readme(seed: Seed, input: SeedInput): string {
  return introduction(seed) + referenceTables(seed, input);
}

function introduction(seed: Seed): string {
  const count = (name: SeedName) => seed[name].length;
  const onSale = seed.variants.filter((variant) => variant.sale && Object.keys(variant.sale).length).length;
  const stock = (variant: Seed["variants"][number]) => Object.values(variant.stock).reduce((a, b) => a + b, 0);
  const low = seed.variants.filter((variant) => variant.stock.online! >= 1 && variant.stock.online! <= 3).length;
  const onlineOut = seed.variants.filter((variant) => variant.stock.online === 0 && stock(variant) > 0).length;
  const nowhere = seed.variants.filter((variant) => stock(variant) === 0).length;

  return `# Commerce seed (generated)

Seed data of the reference commerce backend, for the Ridgeline storefront's five sites. **Do not
edit by hand**: change the generator (\`backend/seed/generator/\`) and run

    npx tsx backend/seed/generate-fixtures.ts

The generator is deterministic (PRNGs seeded by stable keys: the same input gives the same
files). It validates its output with the loader's schemas (\`backend/seed/seed-files.ts\`).
\`backend/seed/load-seed.ts\` loads the files: \`loadSeed(db)\` in one transaction, or
\`seedIfEmpty(db)\` (only when there are no categories yet). Well-known ids for tests are in
\`backend/seed/fixture-ids.ts\` (\`SEED_IDS\`).

## Files

Every file is a JSON array, one record per line. Money is in minor units (cents), dates ISO 8601.

| file | records | what |
|---|---|---|
| categories.json | ${count("categories")} | category tree (ids 4–10 digits) |
| products.json | ${count("products")} | styles (ids: 8 upper-case letters or digits) |
| variants.json | ${count("variants")} | colour × size, with \`list\` prices in USD, CAD, GBP and EUR, \`sale\` prices where on sale, and \`stock\` per location |
| stores.json | ${count("stores")} | stores of the five sites (latitude and longitude in degrees × 1e6) |
| employees.json | ${count("employees")} | store associates (agent login), plain-text passwords |
| consumers.json | ${count("consumers")} | shoppers with addresses and saved cards, plain-text passwords |
| loyalty-vouchers.json | ${count("loyaltyVouchers")} | points → amount per currency |
| promotions.json | ${count("promotions")} | ORDER, PRODUCT and SHIPPING promotions |
| coupons.json | ${count("coupons")} | coupon codes of the coupon-only promotions |
| gift-cards.json | ${count("giftCards")} | gift cards (16–19 digit numbers, 4–8 digit PINs) |
| member-prices.json | ${count("memberPrices")} | member prices of the customer groups (percent off list) |

## Conventions

- **Variant ids** are the style id, a colour letter and a 2-character size code: \`NF0A3C8DKMD\` is
  the Summit Parka in Black (K), size M (MD). Size codes: XS XS, S SM, M MD, L LG, XL XL, XXL 2X;
  shoe sizes two digits (\`09\`, \`10\`) and halves as the last digit and H (\`9.5\` → \`9H\`,
  \`10.5\` → \`0H\`); tents \`1P\`–\`4P\`; sleeping bags RG, LN, WD; gift card denominations 25, 50,
  100, 250 → D1–D4. UPCs are 12-digit UPC-A codes with a valid check digit, unique.
- **Prices**: \`list\` is the original price and exists in all four currencies; \`sale\` (the
  current price) only where a variant is on sale, sometimes only in GBP and EUR. The loader writes
  one \`prices\` row per variant and currency, with \`sale_amount = list_amount\` when not on sale.
  XXL sizes cost 5.00 more. ${onSale} of ${count("variants")} variants are on sale in at least one currency.
- **Stock**: \`stock.online\` is the web warehouse; other keys are store ids; a store not named has
  none. The loader writes an \`inventory\` row for \`online\` and for every store, per variant
  (zero where not named). ${low} variants have 1–3 online, ${onlineOut} none online but some in a store,
  ${nowhere} none anywhere (all of product ${SEED_IDS.products.discontinued}, "Alpine Bivy Shelter", among them).
  Digital products have 99,999 online.
- **Categories**: products sit in leaf categories; a category page lists its descendants' products.
  ${SEED_IDS.categories.newArrivals} (New arrivals) and ${SEED_IDS.categories.sale} (Sale) have no products of their own: new arrivals
  are products with the badge \`New\`, sale ones those with a variant whose sale price is below list
  (the schema has one category per product).
- **Promotions**: a percent \`value\` is whole percent; an amount is minor units in the promotion's
  \`currency\` and applies only to carts in that currency. \`threshold\` is a subtotal in minor units
  of the cart's currency (a promotion without a currency applies in all four). A PRODUCT promotion's
  \`categoryId\` covers that category and its descendants. \`calloutMessage\` is
  \`approaching|in progress|earned\`, with \`{distance}\` standing for the amount still to spend.
- **Dates**: states are described as of ${new Date(SEED_REFERENCE_TIME).toISOString().slice(0, 10)} (\`SEED_REFERENCE_TIME\`); WINTER2027 becomes active on
  2027-12-01, so tests about it should inject that clock.

`;
}
