import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import { z } from "zod";
import { consumers, storeEmployees, stores } from "../db/schema.ts";
import type { Identity } from "../identity/tokens.ts";
import { errorAnswer } from "../cart/cart-test-kit.ts";
import { DEFAULT_SEED_DIR, employeeSchema, storeSchema } from "../seed/seed-files.ts";
import { backendUnderTest } from "../testing/backend-under-test.ts";
import { seedStores } from "./seed.ts";

/**
 * A backend on a fresh database holding the stores area's seed (countries, regional texts,
 * postal areas, collection points) and the commerce seed's stores and associates, with token
 * helpers. `call` checks what every answer must be: never a 5xx, a catalogue error when it
 * fails, and (given a contract) the contract when it succeeds.
 */
export async function storesBackend() {
  const backend = await backendUnderTest();
  const { db } = backend.database;
  await seedStores(db);
  const seedStoresRows = z.array(storeSchema).parse(JSON.parse(await readFile(path.join(DEFAULT_SEED_DIR, "stores.json"), "utf8")));
  const seedEmployees = z.array(employeeSchema).parse(JSON.parse(await readFile(path.join(DEFAULT_SEED_DIR, "employees.json"), "utf8")));
  await db.insert(stores).values(seedStoresRows);
  await db.insert(storeEmployees).values(seedEmployees.map(({ password: _password, ...employee }) => ({ ...employee, passwordHash: "not-used" })));

  const token = (identity: Identity) => backend.deps.tokens.issueAccessToken(identity).accessToken;
  const guestToken = (guestId: string = randomUUID()) => token({ kind: "guest", guestId });
  const agentToken = (storeId: string, employeeId = "E1001") => token({ kind: "agent", employeeId, storeId });

  async function member(): Promise<{ consumerId: string; token: string }> {
    const consumerId = randomUUID();
    const suffix = consumerId.slice(0, 8);
    await db.insert(consumers).values({ id: consumerId, consumerNo: `C${suffix}`, email: `fav-${suffix}@example.test`, passwordHash: "x", firstName: "Fav", lastName: "Shopper" });
    return { consumerId, token: token({ kind: "registered", consumerId }) };
  }

  async function call<T extends z.ZodType>(method: string, url: string, init: { body?: unknown; token?: string; headers?: Record<string, string>; contract?: T } = {}) {
    const response = await backend.call(method, url, init);
    expect(response.status, `${method} ${url}: ${response.text}`).toBeLessThan(500);
    if (response.status >= 400) {
      const parsed = errorAnswer.safeParse(response.json);
      expect(parsed.error?.issues ?? [], `${method} ${url} answers a catalogue error: ${response.text}`).toEqual([]);
    } else if (init.contract) {
      const parsed = init.contract.safeParse(response.json);
      expect(parsed.error?.issues ?? [], `${method} ${url} answers its contract`).toEqual([]);
    }
    const errorId = response.json?.errorDetails?.[0]?.errorId;
    return { ...response, errorId, data: response.json as unknown as z.output<T> };
  }

  return { backend, db, token, guestToken, agentToken, member, call, seedStores: seedStoresRows, close: () => backend.close() };
}

export type StoresKit = Awaited<ReturnType<typeof storesBackend>>;
