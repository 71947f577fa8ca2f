import { afterAll, beforeAll, expect, test } from "vitest";
import { eq, sql } from "drizzle-orm";
import type pg from "pg";
import { releasedWhenBeginFails, type OpenDatabase } from "./database.ts";
import { freshDatabase } from "../testing/backend-under-test.ts";
import { categories, inventory, products, variants } from "./schema.ts";

let database: OpenDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => database?.close());

test("migrations create the schema, and rows round-trip", async () => {
  const { db } = database;
  await db.insert(categories).values({ id: "990001", slug: "test", name: "Test" });
  await db.insert(products).values({ id: "TST00001", slug: "tester", name: "Tester", categoryId: "990001" });
  await db.insert(variants).values({ id: "TST00001BLK", productId: "TST00001", upc: "000000000001", colorCode: "BLK", colorName: "Black", size: "M" });
  const [row] = await db.select().from(variants).where(eq(variants.productId, "TST00001"));
  expect(row?.colorName).toBe("Black");
});

test("constraints keep stock from going negative", async () => {
  const { db } = database;
  await db.insert(inventory).values({ variantId: "TST00001BLK", locationId: "online", quantity: 1 });
  await expect(db.update(inventory).set({ quantity: sql`${inventory.quantity} - 2` }).where(eq(inventory.variantId, "TST00001BLK"))).rejects.toThrow();
});

test("PGlite on disk makes its data folder, parents included, and keeps data across opens", async () => {
  const { mkdtempSync, rmSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const path = await import("node:path");
  const { openDatabase } = await import("./database.ts");
  const root = mkdtempSync(path.join(tmpdir(), "pglite-"));
  const dataDir = path.join(root, "not", "yet", "there");
  try {
    const first = await openDatabase({ dataDir });
    await first.db.insert(categories).values({ id: "990099", slug: "kept", name: "Kept" });
    await first.close();
    const second = await openDatabase({ dataDir });
    expect((await second.db.select().from(categories).where(eq(categories.id, "990099"))).map((row) => row.slug)).toEqual(["kept"]);
    await second.close();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

/**
 * The pool's guard for a failed BEGIN (`releasedWhenBeginFails`) on a client as pg-pool hands it
 * out: the same client object at every checkout, with a new `release` each time. The guard once
 * wrapped `query` again at every checkout, so that each statement ran through one wrapper per
 * transaction the client had ever run (thousands on a busy server, and a full stack in the end).
 */
function pooledClient() {
  const sent: string[] = [];
  const releases: unknown[][] = [];
  const client = {
    query(text: string) {
      sent.push(text);
      return text === "begin" ? Promise.reject(new Error("connection lost")) : Promise.resolve({ rows: [] });
    },
    release: (() => undefined) as (error?: unknown) => void,
  };
  const checkOut = (checkout: number) => {
    // As pg-pool does: a release of this checkout's own.
    client.release = (error?: unknown) => void releases.push([checkout, error]);
    return releasedWhenBeginFails(client as unknown as pg.PoolClient) as unknown as typeof client;
  };
  return { sent, releases, checkOut };
}

test("a pooled client's query is wrapped once, however often it is checked out", async () => {
  const { sent, checkOut } = pooledClient();
  const first = checkOut(1).query;
  for (let checkout = 2; checkout <= 1000; checkout++) checkOut(checkout);
  const client = checkOut(1001);
  expect(client.query).toBe(first);
  await client.query("select 1");
  expect(sent).toEqual(["select 1"]);
});

test("a failed BEGIN releases its own checkout, once, with the error", async () => {
  const { releases, checkOut } = pooledClient();
  checkOut(1).release();
  const client = checkOut(2);
  await expect(client.query("begin")).rejects.toThrow("connection lost");
  await Promise.resolve();
  client.release(); // drizzle releasing it too is ignored
  expect(releases).toEqual([
    [1, undefined],
    [2, expect.objectContaining({ message: "connection lost" })],
  ]);
});
