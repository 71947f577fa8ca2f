import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq, sql } from "drizzle-orm";
import { buildSeedFiles } from "./generate-fixtures.ts";
import type { OpenDatabase } from "../db/database.ts";
import { categories, consumers, coupons, giftCards, inventory, loyaltyVouchers, memberPriceRules, prices, products, promotions, storeEmployees, stores, variants } from "../db/schema.ts";
import { isLocked, MAX_LOGIN_ATTEMPTS } from "../identity/lockout.ts";
import { verifyPassword } from "../identity/passwords.ts";
import { freshDatabase } from "../testing/backend-under-test.ts";
import { SEED_IDS, SEED_PASSWORDS, SEED_REFERENCE_TIME } from "./fixture-ids.ts";
import { loadSeed, seedIfEmpty, type SeedSummary } from "./load-seed.ts";
import { CURRENCIES, DEFAULT_SEED_DIR, SEED_FILES, SeedFileError, readSeed } from "./seed-files.ts";

let database: OpenDatabase;
let summary: SeedSummary | undefined;
const db = () => database.db;

beforeAll(async () => {
  database = await freshDatabase();
  // (Its speed is not asserted here: timings belong to the bench scripts, not to tests.)
  summary = await seedIfEmpty(database.db);
}, 60_000);
afterAll(async () => database?.close());

/** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db().execute(statement)) as { rows: T[] };
  return result.rows;
}

async function count(statement: ReturnType<typeof sql>): Promise<number> {
  const [row] = await query<{ n: number }>(sql`select count(*)::int as n from (${statement}) as rows`);
  return row!.n;
}

describe("loading", () => {
  test("an empty database gets the whole seed, counted per table", async () => {
    expect(summary).toBeDefined();
    const counted: Record<keyof SeedSummary, number> = {
      categories: await db().$count(categories),
      products: await db().$count(products),
      variants: await db().$count(variants),
      prices: await db().$count(prices),
      inventory: await db().$count(inventory),
      stores: await db().$count(stores),
      storeEmployees: await db().$count(storeEmployees),
      consumers: await db().$count(consumers),
      addresses: await count(sql`select 1 from addresses`),
      savedCards: await count(sql`select 1 from saved_cards`),
      loyaltyVouchers: await db().$count(loyaltyVouchers),
      promotions: await db().$count(promotions),
      coupons: await db().$count(coupons),
      giftCards: await db().$count(giftCards),
      memberPrices: await db().$count(memberPriceRules),
    };
    expect(counted).toEqual(summary);
  });

  test("the minimums: 12 categories, 200 products, 10 stores with 2–4 employees each", () => {
    expect(summary!.categories).toBeGreaterThanOrEqual(12);
    expect(summary!.products).toBeGreaterThanOrEqual(200);
    expect(summary!.stores).toBeGreaterThanOrEqual(10);
    expect(summary!.prices).toBe(summary!.variants * CURRENCIES.length);
    expect(summary!.inventory).toBe(summary!.variants * (summary!.stores + 1));
  });

  test("seedIfEmpty on a seeded database does nothing", async () => {
    const before = await db().$count(variants);
    expect(await seedIfEmpty(db())).toBeUndefined();
    expect(await db().$count(variants)).toBe(before);
    expect(await db().$count(categories)).toBe(summary!.categories);
  });

  test("concurrent seedIfEmpty calls on an empty database load it once", async () => {
    const other = await freshDatabase();
    try {
      const fastHash = { hashPassword: async (plain: string) => `plain$${plain}` };
      const results = await Promise.all([seedIfEmpty(other.db, DEFAULT_SEED_DIR, fastHash), seedIfEmpty(other.db, DEFAULT_SEED_DIR, fastHash)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await other.db.$count(products)).toBe(summary!.products);
    } finally {
      await other.close();
    }
  }, 60_000);

  test("loadSeed on a seeded database fails and leaves it as it was (one transaction)", async () => {
    await expect(loadSeed(db(), DEFAULT_SEED_DIR, { hashPassword: async (plain) => plain })).rejects.toThrow();
    expect(await db().$count(categories)).toBe(summary!.categories);
    expect(await db().$count(inventory)).toBe(summary!.inventory);
  });

  test("the files are what the generator makes (deterministic, and not edited by hand)", async () => {
    const files = buildSeedFiles();
    expect(buildSeedFiles()).toEqual(files);
    // The generator owns the top-level files, all of them; subfolders (consumer/, products/,
    // stores/…) hold other areas' seeds, which the generator neither writes nor reads.
    const entries = await readdir(DEFAULT_SEED_DIR, { withFileTypes: true });
    const onDisk = entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name).sort();
    expect(onDisk).toEqual([...files.keys()].sort());
    expect([...files.keys()].filter((file) => file.includes("/")), "the generator writes top-level files only").toEqual([]);
    for (const [file, content] of files) expect(await readFile(path.join(DEFAULT_SEED_DIR, file), "utf8"), file).toBe(content);
  });
});

describe("catalogue", () => {
  test("the ids the content fixtures link to exist", async () => {
    const rows = await db().select().from(categories);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of ["100100", "100200", "100300", "100400"]) expect(byId.has(id), id).toBe(true);

    // Every /c/{slug}-{id} link and product filter of fixtures/content names a seeded record.
    const contentRoot = path.resolve(DEFAULT_SEED_DIR, "../content");
    const texts = await Promise.all(
      (await readdir(contentRoot, { recursive: true })).filter((file) => file.endsWith(".json")).map((file) => readFile(path.join(contentRoot, file), "utf8")),
    );
    const links = new Set(texts.flatMap((text) => [...text.matchAll(/\/c\/([a-z0-9-]+)-(\d{4,10})\b/g)].map((match) => `${match[1]}-${match[2]}`)));
    expect(links.size).toBeGreaterThan(0);
    for (const link of links) {
      const id = link.slice(link.lastIndexOf("-") + 1);
      expect(byId.get(id)?.slug, link).toBe(link.slice(0, link.lastIndexOf("-")));
    }

    const [parka] = await db().select().from(products).where(eq(products.id, SEED_IDS.products.summitParka));
    expect(parka?.name).toBe("Summit Parka");
    expect(byId.get(parka!.categoryId)?.parentId).toBe(SEED_IDS.categories.jackets);
  });

  test("ids follow the spec's patterns; UPCs are unique 12-digit codes", async () => {
    const productRows = await db().select({ id: products.id }).from(products);
    for (const { id } of productRows) expect(id).toMatch(/^[A-Z0-9]{8}$/);
    const variantRows = await db().select({ id: variants.id, productId: variants.productId, upc: variants.upc }).from(variants);
    for (const variant of variantRows) {
      expect(variant.id).toMatch(/^[A-Z0-9]{11}$/);
      expect(variant.id.startsWith(variant.productId)).toBe(true);
      expect(variant.upc).toMatch(/^\d{12}$/);
    }
    expect(new Set(variantRows.map((variant) => variant.upc)).size).toBe(variantRows.length);
    for (const { id } of await db().select({ id: categories.id }).from(categories)) expect(id).toMatch(/^\d{4,10}$/);
  });

  test("every product has 2–4 colours × 3–6 sizes, each variant priced in all four currencies", async () => {
    const shapes = await query<{ id: string; colours: number; sizes: number; variants: number }>(sql`
      select p.id, count(distinct v.color_code)::int as colours, count(distinct v.size)::int as sizes, count(v.id)::int as variants
      from products p left join variants v on v.product_id = p.id group by p.id`);
    for (const shape of shapes) {
      expect(shape.colours, shape.id).toBeGreaterThanOrEqual(2);
      expect(shape.colours, shape.id).toBeLessThanOrEqual(4);
      expect(shape.sizes, shape.id).toBeGreaterThanOrEqual(3);
      expect(shape.sizes, shape.id).toBeLessThanOrEqual(6);
      expect(shape.variants, shape.id).toBe(shape.colours * shape.sizes);
    }
    expect(await count(sql`select v.id from variants v left join prices p on p.variant_id = v.id group by v.id having count(distinct p.currency) <> 4`)).toBe(0);
    expect(await count(sql`select 1 from prices where currency not in ('USD', 'CAD', 'GBP', 'EUR')`)).toBe(0);
  });

  test("about a fifth of the variants are on sale; list ≥ sale everywhere", async () => {
    const onSale = await count(sql`select distinct variant_id from prices where sale_amount < list_amount`);
    const share = onSale / summary!.variants;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.3);
    expect(await count(sql`select 1 from prices where sale_amount > list_amount or sale_amount <= 0`)).toBe(0);
    // Some sales are regional (GBP and EUR only).
    expect(await count(sql`select variant_id from prices group by variant_id having bool_or(sale_amount < list_amount) and bool_or(sale_amount = list_amount)`)).toBeGreaterThan(0);
  });

  test("products have names, descriptions, attributes, badges and ratings; some are digital or made to order", async () => {
    const rows = await db().select().from(products);
    for (const product of rows) {
      expect(product.description.length, product.id).toBeGreaterThan(20);
      expect(Object.keys(product.attributes).length, product.id).toBeGreaterThan(0);
      expect(product.ratingScore).toBeLessThanOrEqual(50);
    }
    expect(rows.filter((product) => product.badge).length).toBeGreaterThan(20);
    expect(rows.filter((product) => product.badge === "New").length).toBeGreaterThan(5);
    expect(rows.filter((product) => product.reviewsCount > 0).length).toBeGreaterThan(rows.length / 2);
    expect(rows.find((product) => product.id === SEED_IDS.products.eGiftCard)).toMatchObject({ isDigital: true, categoryId: SEED_IDS.categories.giftCards });
    expect(rows.filter((product) => product.isCustoms).length).toBeGreaterThanOrEqual(2);
    const footwear = await db().select({ size: variants.size }).from(variants).innerJoin(products, eq(products.id, variants.productId)).where(eq(products.categoryId, SEED_IDS.categories.hikingBoots));
    expect(footwear.every(({ size }) => /^\d+(\.5)?$/.test(size))).toBe(true);
  });
});

describe("inventory", () => {
  const totals = sql`select variant_id, sum(quantity) filter (where location_id = 'online') as online, sum(quantity) filter (where location_id <> 'online') as stores from inventory group by variant_id`;

  test("every variant has a row online and in every store", async () => {
    expect(await count(sql`select variant_id from inventory group by variant_id having count(*) <> ${summary!.stores + 1}`)).toBe(0);
    expect(await count(sql`select distinct location_id from inventory`)).toBe(summary!.stores + 1);
  });

  test("some variants are low online, some out online but in a store, some out everywhere", async () => {
    expect(await count(sql`select 1 from (${totals}) t where online between 1 and 3`)).toBeGreaterThan(20);
    expect(await count(sql`select 1 from (${totals}) t where online = 0 and stores > 0`)).toBeGreaterThan(20);
    expect(await count(sql`select 1 from (${totals}) t where online = 0 and stores = 0`)).toBeGreaterThan(5);
  });

  test("the well-known variants are in their documented states", async () => {
    const stockOf = async (variantId: string) => {
      const rows = await db().select().from(inventory).where(eq(inventory.variantId, variantId));
      const online = rows.find((row) => row.locationId === "online")!.quantity;
      return { online, stores: rows.reduce((sum, row) => sum + (row.locationId === "online" ? 0 : row.quantity), 0) };
    };
    expect((await stockOf(SEED_IDS.variants.inStock)).online).toBeGreaterThan(10);
    expect((await stockOf(SEED_IDS.variants.lowStock)).online).toBe(2);
    expect(await stockOf(SEED_IDS.variants.onlineOutInStore)).toEqual({ online: 0, stores: 5 });
    expect(await stockOf(SEED_IDS.variants.outEverywhere)).toEqual({ online: 0, stores: 0 });
    expect(await count(sql`select 1 from inventory i join variants v on v.id = i.variant_id where v.product_id = ${SEED_IDS.products.discontinued} and i.quantity > 0`)).toBe(0);
  });
});

describe("stores and people", () => {
  test("stores on every site, with coordinates, phones, hours and 2–4 employees who can sign in", async () => {
    const rows = await db().select().from(stores);
    expect(new Set(rows.map((store) => store.siteId))).toEqual(new Set(["RL-US", "RL-CA", "RL-CAFR", "RL-GB", "RL-DE"]));
    for (const store of rows) {
      expect(Math.abs(store.latitude)).toBeGreaterThan(1_000_000);
      expect(store.phone).toMatch(/^\+\d{10,15}$/);
      expect(Object.keys(store.hours)).toHaveLength(7);
      const staff = await db().$count(storeEmployees, eq(storeEmployees.storeId, store.id));
      expect(staff, store.id).toBeGreaterThanOrEqual(2);
      expect(staff, store.id).toBeLessThanOrEqual(4);
    }
    const [employee] = await db().select().from(storeEmployees).where(eq(storeEmployees.id, SEED_IDS.employees.boston));
    expect(employee!.passwordHash).not.toContain(SEED_PASSWORDS.employee);
    expect(await verifyPassword(SEED_PASSWORDS.employee, employee!.passwordHash)).toBe(true);
  });

  test("consumers of every kind, with hashed passwords, unique phones, addresses and cards", async () => {
    const rows = await db().select().from(consumers);
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    const C = SEED_IDS.consumers;
    for (const email of Object.values(C)) expect(byEmail.has(email), email).toBe(true);
    expect(byEmail.get(C.loyalty)).toMatchObject({ loyaltyMember: true });
    expect(byEmail.get(C.loyalty)!.loyaltyPoints).toBeGreaterThan(2500);
    expect(byEmail.get(C.employee)).toMatchObject({ consumerType: "EMPLOYEE", employeeTermsAccepted: false });
    expect(byEmail.get(C.employee)!.annualCap).toBeGreaterThan(0);
    expect(byEmail.get(C.athlete)).toMatchObject({ athlete: true });
    expect(byEmail.get(C.athlete)!.annualCap).toBeGreaterThan(0);
    expect(byEmail.get(C.wranx)!.identityTypes).toEqual(["WRANX"]);
    expect(byEmail.get(C.ipa)!.identityTypes).toEqual(["IPA"]);

    const locked = byEmail.get(C.locked)!;
    expect(locked.failedLogins).toBe(MAX_LOGIN_ATTEMPTS);
    expect(isLocked(locked, new Date())).toBe(true);
    expect(byEmail.get(C.lastAttempt)!.failedLogins).toBe(MAX_LOGIN_ATTEMPTS - 2);

    expect(await verifyPassword(SEED_PASSWORDS.consumer, byEmail.get(C.regular)!.passwordHash)).toBe(true);
    expect(await verifyPassword("wrong-password", byEmail.get(C.regular)!.passwordHash)).toBe(false);
    const phones = rows.map((row) => row.phone).filter(Boolean);
    expect(new Set(phones).size).toBe(phones.length);

    const shape = await query<{ email: string; main_s: number; main_b: number; main_cards: number; expired_cards: number }>(sql`
      select c.email,
        (select count(*)::int from addresses a where a.consumer_id = c.id and a.approach_type = 'S' and a.main) as main_s,
        (select count(*)::int from addresses a where a.consumer_id = c.id and a.approach_type = 'B' and a.main) as main_b,
        (select count(*)::int from saved_cards s where s.consumer_id = c.id and s.main) as main_cards,
        (select count(*)::int from saved_cards s where s.consumer_id = c.id and s.expiry_year < 2026) as expired_cards
      from consumers c where c.email <> ${C.partial}`);
    for (const row of shape) expect(row, row.email).toMatchObject({ main_s: 1, main_b: 1, main_cards: 1, expired_cards: 1 });
  });

  test("loyalty vouchers in every currency: 500 → 5.00, 1000 → 10.00, 2500 → 30.00", async () => {
    for (const currency of CURRENCIES) {
      const rows = await db().select().from(loyaltyVouchers).where(eq(loyaltyVouchers.currency, currency));
      const amounts = Object.fromEntries(rows.map((row) => [row.points, row.amount]));
      expect(amounts, currency).toMatchObject({ 500: 500, 1000: 1000, 2500: 3000 });
    }
  });
});

describe("member prices", () => {
  test("one price per customer group, off the list price; loyalty on full-price items only; gift cards excluded", async () => {
    const rows = await db().select().from(memberPriceRules);
    const byGroup = Object.fromEntries(rows.map((row) => [row.customerGroup, [row.percentOff, row.fullPriceOnly]]));
    expect(byGroup).toEqual({ EMPLOYEE: [40, false], ATHLETE: [30, false], PRO: [25, false], LOYALTY: [10, true] });
    for (const row of rows) expect(row.excludedCategoryIds).toEqual([SEED_IDS.categories.giftCards]);
  });
});

describe("promotions, coupons and gift cards", () => {
  test("order, product and shipping promotions, GWP, GUEST and REGISTERED ones; one malformed callout", async () => {
    const rows = await db().select().from(promotions);
    expect(new Set(rows.map((row) => row.level))).toEqual(new Set(["ORDER", "PRODUCT", "SHIPPING"]));
    const P = SEED_IDS.promotions;
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(P.orderPercent)).toMatchObject({ level: "ORDER", kind: "percent", value: 10, threshold: 10000 });
    expect(byId.get(P.productCategory)).toMatchObject({ level: "PRODUCT", value: 20, categoryId: SEED_IDS.categories.fleece });
    expect(byId.get(P.freeShipping)).toMatchObject({ level: "SHIPPING", kind: "free-shipping", threshold: 7500 });
    expect(byId.get(P.guest)).toMatchObject({ customerGroup: "GUEST" });
    expect(byId.get(P.registered)).toMatchObject({ customerGroup: "REGISTERED" });
    expect(byId.get(P.guest)!.threshold).toBeGreaterThan(0);
    expect(byId.get(P.registered)!.threshold).toBeGreaterThan(0);

    const gwp = byId.get(P.giftWithPurchase)!;
    expect(gwp).toMatchObject({ kind: "gift", giftVariantId: SEED_IDS.variants.gwpGift });
    expect(gwp.id).toContain("GWP");
    const [giftPrice] = await db().select().from(prices).where(sql`${prices.variantId} = ${gwp.giftVariantId} and ${prices.currency} = 'USD'`);
    expect(giftPrice!.saleAmount).toBeLessThanOrEqual(3000);

    const malformed = rows.filter((row) => row.calloutMessage.split("|").length !== 3);
    expect(malformed.map((row) => row.id)).toEqual([P.malformedCallout]);
    expect(malformed[0]!.calloutMessage.split("|")).toHaveLength(2);
    expect(rows.filter((row) => row.couponRequired).length).toBeGreaterThanOrEqual(4);
  });

  test("coupons: valid, expired, limit reached, not yet active (as of the seed's reference time)", async () => {
    const now = new Date(SEED_REFERENCE_TIME);
    const state = async (code: string) => {
      const [coupon] = await db().select().from(coupons).where(eq(coupons.code, code));
      if (!coupon) return "missing";
      if (coupon.endsAt && coupon.endsAt < now) return "expired";
      if (coupon.startsAt && coupon.startsAt > now) return "not yet active";
      if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) return "limit reached";
      return "valid";
    };
    const C = SEED_IDS.coupons;
    expect(await state(C.valid)).toBe("valid");
    expect(await state(C.expired)).toBe("expired");
    expect(await state(C.limitReached)).toBe("limit reached");
    expect(await state(C.notYetActive)).toBe("not yet active");
    const [first100] = await db().select().from(coupons).where(eq(coupons.code, C.limitReached));
    expect(first100).toMatchObject({ maxRedemptions: 100, redemptions: 100 });
  });

  test("gift cards: balances in several currencies, a zero balance, an expired one; PINs stored only as hashes", async () => {
    const rows = await db().select().from(giftCards);
    const seeded = new Map((await readSeed()).giftCards.map((card) => [card.number, card.pin]));
    for (const card of rows) {
      expect(card.number).toMatch(/^\d{16,19}$/);
      expect(card.legacyPin).toBeNull();
      expect(card.pinHash).toMatch(/^scrypt\$/);
      expect(await verifyPassword(seeded.get(card.number)!, card.pinHash!)).toBe(true);
    }
    const now = new Date(SEED_REFERENCE_TIME);
    const usable = rows.filter((card) => card.balance > 0 && (!card.expiresAt || card.expiresAt > now));
    expect(new Set(usable.map((card) => card.currency))).toEqual(new Set(CURRENCIES));
    expect(rows.some((card) => card.balance === 0)).toBe(true);
    expect(rows.some((card) => card.expiresAt !== null && card.expiresAt < now && card.balance > 0)).toBe(true);
  });
});

describe("bad seed files fail loudly, naming the file and the field", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "seed-"));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  /** A copy of the seed with one file's records changed. */
  async function seedWith(file: string, change: (records: Record<string, unknown>[]) => void): Promise<string> {
    const copy = await mkdtemp(path.join(dir, "case-"));
    await cp(DEFAULT_SEED_DIR, copy, { recursive: true });
    const records = JSON.parse(await readFile(path.join(copy, file), "utf8")) as Record<string, unknown>[];
    change(records);
    await writeFile(path.join(copy, file), JSON.stringify(records));
    return copy;
  }

  const failure = async (seedDir: string) => {
    const error = await loadSeed(db(), seedDir).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SeedFileError);
    return error as SeedFileError;
  };

  test("a field of the wrong shape", async () => {
    const error = await failure(await seedWith(SEED_FILES.products.file, (records) => (records[3]!.id = "not-a-style-id")));
    expect(path.basename(error.file)).toBe("products.json");
    expect(error.field).toBe("[3].id");
    expect(error.message).toMatch(/products\.json at \[3\]\.id: style ids are 8 upper-case letters or digits/);
  });

  test("a missing price and a sale above list", async () => {
    const missing = await failure(await seedWith(SEED_FILES.variants.file, (records) => delete (records[10]!.list as Record<string, number>).EUR));
    expect(missing.message).toContain("variants.json at [10].list.EUR");
    const above = await failure(await seedWith(SEED_FILES.variants.file, (records) => (records[0]!.sale = { USD: 999_999_99 })));
    expect(above.message).toContain("variants.json at [0].sale.USD");
  });

  test("a reference to nothing", async () => {
    const error = await failure(await seedWith(SEED_FILES.coupons.file, (records) => (records[0]!.promotionId = "NO-SUCH-PROMOTION")));
    expect(error.message).toMatch(/coupons\.json at \[0\]\.promotionId: unknown promotion "NO-SUCH-PROMOTION"/);
    const store = await failure(await seedWith(SEED_FILES.variants.file, (records) => ((records[5]!.stock as Record<string, number>).S9999 = 3)));
    expect(store.message).toContain("variants.json at [5].stock.S9999");
  });

  test("member prices: a second rule of one group, an unknown excluded category; a pro member without a cap", async () => {
    const twice = await failure(await seedWith(SEED_FILES.memberPrices.file, (records) => (records[1]!.customerGroup = records[0]!.customerGroup)));
    expect(twice.message).toMatch(/member-prices\.json at \[1\]\.customerGroup: "EMPLOYEE" is already used by record 0/);
    const unknown = await failure(await seedWith(SEED_FILES.memberPrices.file, (records) => (records[0]!.excludedCategoryIds = ["999999"])));
    expect(unknown.message).toMatch(/member-prices\.json at \[0\]\.excludedCategoryIds\[0\]: unknown category "999999"/);
    const pro = await failure(await seedWith(SEED_FILES.consumers.file, (records) => (records.find((record) => record.email === SEED_IDS.consumers.wranx)!.annualCap = null)));
    expect(pro.message).toMatch(/consumers\.json at \[\d+\]\.annualCap: employees, athletes and pro members need an annual cap or credit/);
  });

  test("a duplicate, invalid JSON and a missing file", async () => {
    const duplicate = await failure(await seedWith(SEED_FILES.consumers.file, (records) => (records[1]!.email = records[0]!.email)));
    expect(duplicate.message).toMatch(/consumers\.json at \[1\]\.email: ".+" is already used by record 0/);

    const broken = await seedWith(SEED_FILES.stores.file, () => {});
    await writeFile(path.join(broken, SEED_FILES.stores.file), "[{");
    expect((await failure(broken)).message).toMatch(/stores\.json: not valid JSON/);

    const incomplete = await seedWith(SEED_FILES.giftCards.file, () => {});
    await rm(path.join(incomplete, SEED_FILES.giftCards.file));
    expect((await failure(incomplete)).message).toMatch(/gift-cards\.json: the file is missing/);
  });

  test("nothing was written by the failed loads", async () => {
    expect(await db().$count(categories)).toBe(summary!.categories);
  });
});
