import { and, eq } from "drizzle-orm";
import type { PlaceOrderRequest } from "../../contracts/api/checkout.ts";
import { storeEmployees, stores } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { ApiError } from "../http/errors.ts";
import type { Identity } from "../identity/tokens.ts";

/** The store and associate an order placed in a store records. */
export interface InStoreSale {
  storeId: string;
  storeEmployeeId?: string;
}

/**
 * The in-store sale an order records: only an associate's token records one, and it is the
 * token's store and employee (a body naming others is refused); a shopper's token sending one
 * is refused (403 AUT432), so no shopper can attribute a sale to a store or an associate.
 */
export function inStoreSaleOf(identity: Identity, requested: PlaceOrderRequest["inStoreSalesInfo"]): { storeId: string; storeEmployeeId: string } | undefined {
  if (identity.kind !== "agent") {
    if (requested) throw new ApiError(403, "AUT432", "Only an in-store associate can record an in-store sale", { field: "inStoreSalesInfo" });
    return undefined;
  }
  const fromToken = { storeId: identity.storeId, storeEmployeeId: identity.employeeId };
  if (requested && (requested.storeId !== fromToken.storeId || (requested.storeEmployeeId ?? fromToken.storeEmployeeId) !== fromToken.storeEmployeeId)) {
    throw new ApiError(403, "AUT432", "The in-store sale must be the signed-in associate's", { field: "inStoreSalesInfo" });
  }
  return fromToken;
}

/** Buy-in-store: the store must exist on the cart's site and the employee work there (400 STR404). */
export async function verifiedInStoreSale(tx: Executor, info: InStoreSale, siteId: string) {
  const [store] = await tx.select({ siteId: stores.siteId }).from(stores).where(eq(stores.id, info.storeId));
  if (!store || store.siteId !== siteId) throw new ApiError(400, "STR404", "The store of this in-store sale was not found", { field: "inStoreSalesInfo.storeId" });
  if (info.storeEmployeeId) {
    const [employee] = await tx.select({ id: storeEmployees.id }).from(storeEmployees).where(and(eq(storeEmployees.id, info.storeEmployeeId), eq(storeEmployees.storeId, info.storeId)));
    if (!employee) throw new ApiError(400, "STR404", "The employee of this in-store sale does not work at that store", { field: "inStoreSalesInfo.storeEmployeeId" });
  }
  return { storeId: info.storeId, storeEmployeeId: info.storeEmployeeId ?? null };
}
