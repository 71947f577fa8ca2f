import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { AddressAnswer, AddressInput } from "../../contracts/api/checkout.ts";
import { accountAddressRequest, MAX_ADDRESSES } from "../../contracts/api/consumer.ts";
import { SITES } from "../../contracts/sites.ts";
import { checkBillingAddress, checkShippingAddress } from "../checkout/addresses.ts";
import { addresses, savedCardAddresses } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { readBody, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { addressAnswer, addressesOf, loadConsumer, ownAddress, requireConsumerId, type AddressRow } from "./consumer-store.ts";

/**
 * The address book (commerce spec §3 Address; §7 POST /consumers-v3/consumer/address, PUT and
 * DELETE …/address/{addressId}; §8 CCA400, CCA401, PRO414).
 *
 * Addresses are checked as checkout checks them (backend/checkout/addresses.ts), so a saved
 * address is one checkout accepts: a shipping address (S, the default) is in a country of the
 * sites (PAY401), has a phone (SHP410), a state for US and CA and a postal code of its country
 * (CHK380), and is no P.O. box or military address (SHP500); a billing address (B) has a phone
 * (BILL410) and a postal code of its country (PYT406). Missing or malformed fields: CHK320.
 *
 * The first address of a kind is its main one; saving one as main makes the others of its kind
 * not main. The same address of the same kind twice: 409 CCA400. An unknown id, or someone
 * else's: 404 CCA401. A billing address a saved card uses cannot be deleted: 409 PRO414.
 */
export function registerAddressRoutes(api: Api, deps: BackendDeps) {
  const { db } = deps;

  api.on("POST", "/consumers-v3/consumer/address", async (c) => {
    const consumerId = requireConsumerId(c, deps);
    const { address: input } = await readBody(c, accountAddressRequest, "CHK320");
    const approachType = input.approachType ?? "S";
    const checked = checkAccountAddress(input, approachType);
    const row = await db.transaction(async (tx) => {
      await loadConsumer(tx, consumerId, { lock: true });
      const book = await addressesOf(tx, consumerId);
      if (book.some((other) => other.approachType === approachType && sameAddress(other, checked))) throw duplicate();
      if (book.length >= MAX_ADDRESSES) throw new ApiError(409, "PRO412", `At most ${MAX_ADDRESSES} addresses can be saved; remove one first`);
      const main = input.main ?? !book.some((other) => other.approachType === approachType);
      if (main) await unsetMain(tx, consumerId, approachType);
      const [inserted] = await tx
        .insert(addresses)
        .values({ id: randomUUID(), consumerId, approachType, main, ...checked })
        .returning();
      return inserted!;
    });
    return c.json(addressAnswer(row), 201);
  });

  api.on("PUT", "/consumers-v3/consumer/address/:addressId", async (c) => {
    const consumerId = requireConsumerId(c, deps);
    const { address: input } = await readBody(c, accountAddressRequest, "CHK320");
    const row = await db.transaction(async (tx) => {
      await loadConsumer(tx, consumerId, { lock: true });
      const existing = await requireOwnAddress(tx, consumerId, c.req.param("addressId") ?? "");
      const approachType = input.approachType ?? (existing.approachType === "B" ? "B" : "S");
      const checked = checkAccountAddress(input, approachType);
      const book = await addressesOf(tx, consumerId);
      const others = book.filter((other) => other.id !== existing.id && other.approachType === approachType);
      if (others.some((other) => sameAddress(other, checked))) throw duplicate();
      // Kept main unless told otherwise; moved to the other kind, it is main there only when that kind has none.
      const main = input.main ?? (approachType === existing.approachType ? existing.main : !others.some((other) => other.main));
      if (main) await unsetMain(tx, consumerId, approachType);
      const [written] = await tx
        .update(addresses)
        .set({ approachType, main, ...checked })
        .where(eq(addresses.id, existing.id))
        .returning();
      return written!;
    });
    return c.json(addressAnswer(row));
  });

  /** Removes the address; answers the book as it is now. Removing the main one leaves its kind without one. */
  api.on("DELETE", "/consumers-v3/consumer/address/:addressId", async (c) => {
    const consumerId = requireConsumerId(c, deps);
    const book = await db.transaction(async (tx) => {
      await loadConsumer(tx, consumerId, { lock: true });
      const existing = await requireOwnAddress(tx, consumerId, c.req.param("addressId") ?? "");
      const [usedByCard] = await tx.select().from(savedCardAddresses).where(eq(savedCardAddresses.addressId, existing.id)).limit(1);
      if (usedByCard) throw new ApiError(409, "PRO414", "A saved card uses this billing address; change or remove the card first", { paymentInstrumentId: usedByCard.cardId });
      await tx.delete(addresses).where(eq(addresses.id, existing.id));
      return addressesOf(tx, consumerId);
    });
    return c.json({ addresses: book.map(addressAnswer) });
  });
}

const SITE_COUNTRIES = new Set(SITES.map((site) => site.country));

/** The address normalised by checkout's rules for its kind, or a 400 naming the field. */
export function checkAccountAddress(input: AddressInput, approachType: "S" | "B"): AddressAnswer {
  if (approachType === "S" && !SITE_COUNTRIES.has(input.country)) {
    throw new ApiError(400, "PAY401", `We do not deliver to ${input.country}; shipping addresses are in ${[...SITE_COUNTRIES].join(", ")}`, { field: "address.country" });
  }
  const checked = approachType === "S" ? checkShippingAddress(input, input.country) : checkBillingAddress(input, undefined);
  if ("problem" in checked) {
    const field = checked.problem.field.startsWith("address.") ? checked.problem.field : `address.${checked.problem.field === "phone" ? "recipientContactPhone" : checked.problem.field}`;
    throw new ApiError(400, checked.problem.errorId, checked.problem.message, { field });
  }
  return checked.address;
}

const key = (value: string | null) => (value ?? "").trim().toLowerCase().replace(/\s+/g, " ");

/** The same place for the same person: compared without case and spacing. */
function sameAddress(row: AddressRow, address: AddressAnswer): boolean {
  const fields = ["recipientFirstName", "recipientLastName", "addressLine1", "addressLine2", "city", "stateCityProvDept", "postalCode", "country"] as const;
  return fields.every((field) => key(row[field]) === key(address[field]));
}

const duplicate = () => new ApiError(409, "CCA400", "This address is already in your address book");

async function unsetMain(db: Executor, consumerId: string, approachType: string): Promise<void> {
  await db
    .update(addresses)
    .set({ main: false })
    .where(and(eq(addresses.consumerId, consumerId), eq(addresses.approachType, approachType)));
}

/** One of the caller's addresses; unknown and someone else's are the same 404 CCA401. */
async function requireOwnAddress(db: Executor, consumerId: string, addressId: string): Promise<AddressRow> {
  const row = addressId.length <= 64 ? await ownAddress(db, consumerId, addressId) : undefined;
  if (!row) throw new ApiError(404, "CCA401", "This address was not found in your address book");
  return row;
}
