import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/database.ts";
import {
  addresses,
  categories,
  consumers,
  coupons,
  giftCards,
  inventory,
  loyaltyVouchers,
  memberPriceRules,
  prices,
  products,
  promotions,
  savedCards,
  storeEmployees,
  stores,
  variants,
} from "../db/schema.ts";
import { hashPassword } from "../identity/passwords.ts";
import { AREA_SEEDS } from "./area-seeds.ts";
import { CURRENCIES, DEFAULT_SEED_DIR, ONLINE_LOCATION, readSeed, type Seed } from "./seed-files.ts";

/**
 * Loads the commerce seed (`fixtures/commerce/`, see its README) into a database: validated
 * first (bad data fails with the file and the field), passwords hashed with the auth module's
 * scrypt, then every table in dependency order in one transaction. Small tables go in
 * multi-row INSERTs; the three big ones (variants, prices, inventory: tens of thousands of
 * rows) as one `INSERT … SELECT FROM unnest(arrays)` each, which is several times faster on
 * PGlite and needs only one bind parameter per column on PostgreSQL.
 */

/** Rows per multi-row INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
export const INSERT_CHUNK_ROWS = 1000;
/** Rows per unnest INSERT (each column is one array parameter). */
export const UNNEST_CHUNK_ROWS = 50_000;

/** Serialises concurrent `seedIfEmpty` calls on a PostgreSQL server (any stable number). */
const SEED_LOCK_KEY = 0x5eed_c0de;

export interface SeedSummary {
  categories: number;
  products: number;
  variants: number;
  prices: number;
  inventory: number;
  stores: number;
  storeEmployees: number;
  consumers: number;
  addresses: number;
  savedCards: number;
  loyaltyVouchers: number;
  promotions: number;
  coupons: number;
  giftCards: number;
  memberPrices: number;
}

export interface LoadSeedOptions {
  /** The password hasher; the auth module's scrypt by default. */
  hashPassword?: (plain: string) => Promise<string>;
}

type Executor = Pick<Database, "insert" | "execute" | "select">;

async function insertChunked<T extends PgTable>(tx: Executor, table: T, rows: readonly T["$inferInsert"][]): Promise<number> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK_ROWS) {
    await tx.insert(table).values(rows.slice(start, start + INSERT_CHUNK_ROWS) as T["$inferInsert"][]);
  }
  return rows.length;
}

type ColumnValues<Row> = [column: PgColumn, sqlType: "text" | "integer", value: (row: Row) => string | number];

/** `insert into t (a, b) select * from unnest($1::text[], $2::integer[])`, in chunks. */
async function insertUnnest<Row>(tx: Executor, table: PgTable, rows: readonly Row[], columns: ColumnValues<Row>[]): Promise<number> {
  const names = sql.join(columns.map(([column]) => sql.identifier(column.name)), sql`, `);
  for (let start = 0; start < rows.length; start += UNNEST_CHUNK_ROWS) {
    const chunk = rows.slice(start, start + UNNEST_CHUNK_ROWS);
    const arrays = sql.join(columns.map(([, type, value]) => sql`${sql.param(chunk.map(value))}::${sql.raw(type)}[]`), sql`, `);
    await tx.execute(sql`insert into ${table} (${names}) select * from unnest(${arrays})`);
  }
  return rows.length;
}

const toDate = (value: string | null) => (value === null ? null : new Date(value));

/**
 * The seed's passwords and gift card PINs hashed, concurrently (scrypt runs on the libuv pool), once per distinct
 * password: the demo accounts share a few published passwords (fixtures/commerce/README.md),
 * and at ~70 ms per scrypt hash, hashing each of them separately would dominate the load time.
 * Accounts with the same password therefore share a hash (and its salt); a password changed
 * through the API gets its own.
 */
async function hashPasswords(seed: Seed, hash: (plain: string) => Promise<string>) {
  const distinct = [...new Set([...seed.employees, ...seed.consumers].map((account) => account.password).concat(seed.giftCards.map((card) => card.pin)))];
  const hashed = new Map(await Promise.all(distinct.map(async (plain) => [plain, await hash(plain)] as const)));
  return {
    employeeHashes: seed.employees.map((employee) => hashed.get(employee.password)!),
    consumerHashes: seed.consumers.map((consumer) => hashed.get(consumer.password)!),
    giftCardPinHashes: seed.giftCards.map((card) => hashed.get(card.pin)!),
  };
}

async function insertSeed(tx: Executor, seed: Seed, hashes: Awaited<ReturnType<typeof hashPasswords>>): Promise<SeedSummary> {
  const storeIds = seed.stores.map((store) => store.id);
  const locations = [ONLINE_LOCATION, ...storeIds];

  // Parents before children, so that the tree reads in order (parent_id has no foreign key).
  const depth = new Map<string, number>();
  const parentOf = new Map(seed.categories.map((category) => [category.id, category.parentId]));
  const depthOf = (id: string, seen = 0): number => {
    const parent = parentOf.get(id);
    return parent === null || parent === undefined || seen > parentOf.size ? 0 : 1 + depthOf(parent, seen + 1);
  };
  for (const category of seed.categories) depth.set(category.id, depthOf(category.id));
  const orderedCategories = [...seed.categories].sort((a, b) => depth.get(a.id)! - depth.get(b.id)!);

  const summary: SeedSummary = {
    categories: await insertChunked(tx, categories, orderedCategories),
    products: await insertChunked(tx, products, seed.products),
    variants: await insertUnnest(tx, variants, seed.variants, [
      [variants.id, "text", (variant) => variant.id],
      [variants.productId, "text", (variant) => variant.productId],
      [variants.upc, "text", (variant) => variant.upc],
      [variants.colorCode, "text", (variant) => variant.colorCode],
      [variants.colorName, "text", (variant) => variant.colorName],
      [variants.size, "text", (variant) => variant.size],
    ]),
    prices: await insertUnnest(
      tx,
      prices,
      seed.variants.flatMap((variant) => CURRENCIES.map((currency) => ({ variantId: variant.id, currency, list: variant.list[currency], sale: variant.sale?.[currency] ?? variant.list[currency] }))),
      [
        [prices.variantId, "text", (price) => price.variantId],
        [prices.currency, "text", (price) => price.currency],
        [prices.listAmount, "integer", (price) => price.list],
        [prices.saleAmount, "integer", (price) => price.sale],
      ],
    ),
    stores: await insertChunked(tx, stores, seed.stores),
    inventory: await insertUnnest(
      tx,
      inventory,
      seed.variants.flatMap((variant) => locations.map((locationId) => ({ variantId: variant.id, locationId, quantity: variant.stock[locationId] ?? 0 }))),
      [
        [inventory.variantId, "text", (row) => row.variantId],
        [inventory.locationId, "text", (row) => row.locationId],
        [inventory.quantity, "integer", (row) => row.quantity],
      ],
    ),
    storeEmployees: await insertChunked(
      tx,
      storeEmployees,
      seed.employees.map(({ password: _password, ...employee }, index) => ({ ...employee, passwordHash: hashes.employeeHashes[index]! })),
    ),
    consumers: await insertChunked(
      tx,
      consumers,
      seed.consumers.map(({ password: _password, addresses: _addresses, cards: _cards, lockedUntil, ...consumer }, index) => ({
        ...consumer,
        lockedUntil: toDate(lockedUntil),
        passwordHash: hashes.consumerHashes[index]!,
      })),
    ),
    addresses: await insertChunked(
      tx,
      addresses,
      seed.consumers.flatMap((consumer) => consumer.addresses.map((address) => ({ ...address, consumerId: consumer.id }))),
    ),
    savedCards: await insertChunked(
      tx,
      savedCards,
      seed.consumers.flatMap((consumer) => consumer.cards.map((card) => ({ ...card, consumerId: consumer.id }))),
    ),
    loyaltyVouchers: await insertChunked(tx, loyaltyVouchers, seed.loyaltyVouchers),
    promotions: await insertChunked(
      tx,
      promotions,
      seed.promotions.map((promotion) => ({ ...promotion, startsAt: toDate(promotion.startsAt), endsAt: toDate(promotion.endsAt) })),
    ),
    coupons: await insertChunked(
      tx,
      coupons,
      seed.coupons.map((coupon) => ({ ...coupon, startsAt: toDate(coupon.startsAt), endsAt: toDate(coupon.endsAt) })),
    ),
    giftCards: await insertChunked(
      tx,
      giftCards,
      seed.giftCards.map(({ pin: _pin, ...card }, index) => ({ ...card, pinHash: hashes.giftCardPinHashes[index]!, expiresAt: toDate(card.expiresAt) })),
    ),
    memberPrices: await insertChunked(tx, memberPriceRules, seed.memberPrices),
  };
  return summary;
}

/**
 * Loads the seed of `dir` in one transaction. Fails (and writes nothing) on invalid files or
 * when rows with the same ids exist already; use `seedIfEmpty` to load only into an empty database.
 */
export async function loadSeed(db: Database, dir: string = DEFAULT_SEED_DIR, options: LoadSeedOptions = {}): Promise<SeedSummary> {
  const seed = await readSeed(dir);
  const hashes = await hashPasswords(seed, options.hashPassword ?? hashPassword);
  return db.transaction(async (tx) => {
    const summary = await insertSeed(tx, seed, hashes);
    for (const seedArea of AREA_SEEDS) await seedArea(tx);
    return summary;
  });
}

async function hasCategories(tx: Executor): Promise<boolean> {
  const rows = await tx.select({ id: categories.id }).from(categories).limit(1);
  return rows.length > 0;
}

/**
 * Loads the seed only into a database without categories; answers the counts, or undefined
 * when it did nothing. Concurrent callers (several server processes starting on one
 * PostgreSQL database) are serialised by a transaction-scoped advisory lock: one loads, the
 * others see the categories and skip.
 */
export async function seedIfEmpty(db: Database, dir: string = DEFAULT_SEED_DIR, options: LoadSeedOptions = {}): Promise<SeedSummary | undefined> {
  if (await hasCategories(db)) return undefined;
  const seed = await readSeed(dir);
  const hashes = await hashPasswords(seed, options.hashPassword ?? hashPassword);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasCategories(tx)) return undefined;
    const summary = await insertSeed(tx, seed, hashes);
    for (const seedArea of AREA_SEEDS) await seedArea(tx);
    return summary;
  });
}
