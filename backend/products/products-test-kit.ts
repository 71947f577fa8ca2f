import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { z } from "zod";
import { isErrorId } from "../../contracts/errors/catalogue.ts";
import { consumers } from "../db/schema.ts";
import type { Identity } from "../identity/tokens.ts";
import { seedIfEmpty } from "../seed/load-seed.ts";
import { backendUnderTest } from "../testing/backend-under-test.ts";

/**
 * Helpers of the products tests: a backend on a fresh database with the whole commerce seed
 * (the catalogue, and this area's reviews, questions, sets and search index), tokens for
 * shoppers, and calls whose answers are checked against a contract (or the error format,
 * with a catalogue id) and are never a 5xx.
 */

const errorAnswer = z.strictObject({
  errorDetails: z
    .array(z.looseObject({ errorId: z.string().refine(isErrorId, "not a catalogue id"), message: z.string().min(1) }))
    .length(1),
  correlationId: z.string().min(1),
});

export interface ErrorEntry {
  errorId: string;
  message: string;
  [detail: string]: unknown;
}

export async function productsBackend() {
  const backend = await backendUnderTest();
  const { db } = backend.database;
  await seedIfEmpty(db);

  const token = (identity: Identity) => backend.deps.tokens.issueAccessToken(identity).accessToken;
  const guestToken = (guestId: string = randomUUID()) => token({ kind: "guest", guestId });
  const agentToken = () => token({ kind: "agent", employeeId: "E1001", storeId: "S1001" });

  /** A registered consumer in the database (Robin Fletcher), and a token for them. */
  async function memberToken(): Promise<{ consumerId: string; token: string }> {
    const consumerId = randomUUID();
    const suffix = consumerId.slice(0, 8);
    await db.insert(consumers).values({ id: consumerId, consumerNo: `C${suffix}`, email: `shopper-${suffix}@example.test`, passwordHash: "x", firstName: "Robin", lastName: "Fletcher", phone: `+1555${suffix}` });
    return { consumerId, token: token({ kind: "registered", consumerId }) };
  }

  type Init = { body?: unknown; token?: string; headers?: Record<string, string> };

  /** A call that must succeed with `status` and answer `contract`; the parsed answer. */
  async function ok<T extends z.ZodType>(contract: T, method: string, path: string, init: Init = {}, status = 200): Promise<z.output<T>> {
    const response = await backend.call(method, path, init);
    expect(response.status, `${method} ${path}: ${response.text}`).toBe(status);
    const parsed = contract.safeParse(response.json);
    expect(parsed.error?.issues ?? [], `${method} ${path} answers its contract`).toEqual([]);
    return parsed.data as z.output<T>;
  }

  /** A call that must fail with `status` and a catalogue error; the error entry. */
  async function fails(status: number, method: string, path: string, init: Init = {}): Promise<ErrorEntry> {
    const response = await backend.call(method, path, init);
    expect(response.status, `${method} ${path}: ${response.text}`).toBe(status);
    const parsed = errorAnswer.safeParse(response.json);
    expect(parsed.error?.issues ?? [], `${method} ${path} answers a catalogue error: ${response.text}`).toEqual([]);
    return parsed.data!.errorDetails[0]! as ErrorEntry;
  }

  return { backend, db, call: backend.call, token, guestToken, agentToken, memberToken, ok, fails, close: () => backend.close() };
}

export type ProductsKit = Awaited<ReturnType<typeof productsBackend>>;
