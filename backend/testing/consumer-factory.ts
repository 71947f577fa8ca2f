import { randomInt, randomUUID } from "node:crypto";
import type { Database } from "../db/database.ts";
import { consumers, storeEmployees, stores } from "../db/schema.ts";
import { hashPassword } from "../identity/passwords.ts";

/** Test data for the identity calls: consumers, stores and employees with real password hashes. */

export const DEFAULT_PASSWORD = "Trail-Runner-42";

type ConsumerRow = typeof consumers.$inferInsert;

/** Inserts a consumer; answers the row and the password in clear. */
export async function createConsumer(db: Database, overrides: Partial<ConsumerRow> & { password?: string } = {}) {
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  const id = fields.id ?? randomUUID();
  const [row] = await db
    .insert(consumers)
    .values({
      id,
      consumerNo: String(randomInt(1_000_000_000, 10_000_000_000)),
      email: `shopper-${id.slice(0, 8)}@example.com`,
      firstName: "Alex",
      lastName: "Walker",
      passwordHash: await hashPassword(password),
      ...fields,
    })
    .returning();
  return { ...row!, password };
}

/** Inserts a store (unless it exists) and one of its employees; answers both and the password. */
export async function createStoreEmployee(
  db: Database,
  options: { storeId?: string; storeName?: string; employeeId?: string; name?: string; password?: string } = {},
) {
  const storeId = options.storeId ?? `S${randomInt(100000, 999999)}`;
  const password = options.password ?? DEFAULT_PASSWORD;
  const [store] = await db
    .insert(stores)
    .values({
      id: storeId,
      name: options.storeName ?? "Downtown Outfitters",
      siteId: "RL-US",
      addressLine1: "1 Main Street",
      city: "Denver",
      postalCode: "80202",
      country: "US",
      latitude: 39_739_236,
      longitude: -104_990_251,
      phone: "+13035550100",
    })
    .onConflictDoUpdate({ target: stores.id, set: { id: storeId } })
    .returning();
  const [employee] = await db
    .insert(storeEmployees)
    .values({
      id: options.employeeId ?? `E${randomInt(100000, 999999)}`,
      storeId,
      name: options.name ?? "Sam Associate",
      email: "associate@example.com",
      passwordHash: await hashPassword(password),
    })
    .returning();
  return { store: store!, employee: employee!, password };
}
