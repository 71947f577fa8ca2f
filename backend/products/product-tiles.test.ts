import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { products } from "../db/schema.ts";
import { ALL_CURRENCIES, createProduct, removePrice } from "../testing/catalogue-factory.ts";
import { readTileRows, type TileRow } from "./product-tiles.ts";
import { productsBackend, type ProductsKit } from "./products-test-kit.ts";

/**
 * The tiles' read was restructured (decision 0036: each product's variants by its key, the
 * colours in the same pass, sent by name). It must give the rows the read before it gave: that
 * read is kept here as the reference, and both run on the seed catalogue (and products made to
 * test the edges: a variant without a price in a currency, a product without variants) for a
 * table of id lists, in every currency.
 */
async function referenceRows(kit: ProductsKit, productIds: readonly string[], currency: string): Promise<TileRow[]> {
  const result = (await kit.db.execute(sql`
    select p.id, p.name, p.slug, p.category_id, p.gender, p.badge,
      array(select distinct on (v.color_name) v.color_name from variants v where v.product_id = p.id order by v.color_name) as colors,
      coalesce(array_agg(pc.list_amount order by v.id) filter (where pc.list_amount is not null), '{}') as list_amounts,
      coalesce(array_agg(pc.sale_amount order by v.id) filter (where pc.list_amount is not null), '{}') as sale_amounts,
      coalesce(array_agg(coalesce(i.quantity, 0) order by v.id) filter (where pc.list_amount is not null), '{}') as online,
      array[coalesce(r.stars_1, 0), coalesce(r.stars_2, 0), coalesce(r.stars_3, 0), coalesce(r.stars_4, 0), coalesce(r.stars_5, 0)] as stars
    from products p
    join variants v on v.product_id = p.id
    left join prices pc on pc.variant_id = v.id and pc.currency = ${currency}
    left join inventory i on i.variant_id = v.id and i.location_id = 'online'
    left join product_ratings r on r.product_id = p.id
    where p.id = any(${sql.param([...productIds])}::text[])
    group by p.id, r.product_id`)) as unknown as { rows: TileRow[] };
  return result.rows;
}

const byId = (rows: readonly TileRow[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

let kit: ProductsKit;
let idLists: [string, string[]][];
beforeAll(async () => {
  kit = await productsBackend();
  const { db } = kit;
  // A product of three variants, the first unpriced in EUR; one priced in USD only, without
  // any inventory row.
  const partlyPriced = await createProduct(db, { price: 4200, stock: 3, variants: 3 });
  await removePrice(db, partlyPriced.variantId, "EUR");
  const usdOnly = await createProduct(db, { price: 1500, stock: null, currencies: ["USD"] });
  // A product without variants: no row either way.
  const [template] = await db.select().from(products).limit(1);
  await db.insert(products).values({ ...template!, id: "RLNOVARS", slug: "no-variants" });

  const all = (await db.select({ id: products.id }).from(products)).map((row) => row.id).sort();
  // A fixed shuffle (no randomness: the same lists every run).
  const shuffled = all.map((id, index) => ({ id, key: (index * 7919) % all.length })).sort((a, b) => a.key - b.key).map((entry) => entry.id);
  idLists = [
    ["every product", all],
    ["a page of 24", shuffled.slice(0, 24)],
    ["another page of 24", shuffled.slice(24, 48)],
    ["one product", [all[0]!]],
    ["the edge products", [partlyPriced.productId, usdOnly.productId, "RLNOVARS"]],
    ["unknown ids and repeats", ["RLUNKNOWN", all[1]!, all[1]!, "NOPE"]],
    ["nothing known", ["RLUNKNOWN"]],
  ];
}, 60_000);
afterAll(async () => kit?.close());

describe("the tiles' read gives the rows of the read before it", () => {
  test.each(ALL_CURRENCIES)("in %s, for every list of ids", async (currency) => {
    for (const [name, ids] of idLists) {
      const [actual, expected] = await Promise.all([readTileRows(kit.db, ids, currency), referenceRows(kit, ids, currency)]);
      expect(byId(actual), name).toEqual(byId(expected));
      // The same read again (on PostgreSQL, by then a prepared statement on some connection).
      expect(byId(await readTileRows(kit.db, ids, currency)), name).toEqual(byId(expected));
    }
  });

  test("a product without variants has no row; a variant unpriced in the currency is left out of its product's amounts", async () => {
    const [edges] = idLists.filter(([name]) => name === "the edge products").map(([, ids]) => ids);
    const amounts = async (currency: string) => Object.fromEntries((await readTileRows(kit.db, edges!, currency)).map((row) => [row.id, row.list_amounts.length]));
    expect(await amounts("USD")).toEqual({ [edges![0]!]: 3, [edges![1]!]: 1 });
    expect(await amounts("EUR")).toEqual({ [edges![0]!]: 2, [edges![1]!]: 0 });
  });
});
