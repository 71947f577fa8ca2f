import { randomUUID } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { MAX_SAVED_CARDS, paymentInstrumentsQuery, savePaymentInstrumentRequest, updatePaymentInstrumentRequest } from "../../contracts/api/consumer.ts";
import { cardBrand, isExpired, isTooFarAhead, luhnValid, parseExpiry } from "../checkout/payments.ts";
import { savedCardAddresses, savedCards } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { readBody, readQuery, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { cardAnswer, cardsOf, loadConsumer, ownAddress, requireConsumerId, type CardRow } from "./consumer-store.ts";
import { verifyRecaptcha } from "../http/recaptcha.ts";

/**
 * Saved payment instruments (commerce spec §3 Payment instrument; §7 GET, POST
 * /consumers-v3/consumer/payment_instruments, PATCH, DELETE …/{paymentInstrumentId}).
 *
 * The account keeps cards only: brand, last four digits, expiry and holder. The full number is
 * read to check it (Luhn, brand) and dropped; the security code is not asked for. The same card
 * twice (same brand, last four and expiry) is refused with PYT300 — the number itself is not
 * kept, not even hashed, so this is how a duplicate is recognised. Saving needs a recaptcha
 * (§5; 403 AUT403). Checkout pays with a saved card by its id (backend/checkout).
 */
export function registerPaymentInstrumentRoutes(api: Api, deps: BackendDeps) {
  const { db } = deps;
  const path = "/consumers-v3/consumer/payment_instruments";

  api.on("GET", path, async (c) => {
    const consumerId = requireConsumerId(c, deps);
    const { payment_method_id: methodId } = readQuery(c, paymentInstrumentsQuery);
    await loadConsumer(db, consumerId);
    const cards = methodId === undefined || methodId === "CREDIT_CARD" ? await cardsOf(db, consumerId, new Date(deps.now())) : [];
    return c.json({ payment_instruments: cards });
  });

  api.on("POST", path, async (c) => {
    const consumerId = requireConsumerId(c, deps);
    const body = await readBody(c, savePaymentInstrumentRequest);
    await verifyRecaptcha(deps, body.recaptcha_response, "save_card");
    if (body.payment_method_id !== "CREDIT_CARD") throw new ApiError(400, "ATTR300", "payment_method_id: only cards are saved to the account", { field: "payment_method_id" });
    const now = new Date(deps.now());
    const digits = body.card.number.replace(/[\s-]/g, "");
    if (!luhnValid(digits)) throw new ApiError(400, "PAY400", "The card number is not valid", { field: "card.number" });
    const expiry = checkedExpiry(body.card.expiryMonth, body.card.expiryYear, now);
    const brand = cardBrand(digits).toUpperCase();
    const last4 = digits.slice(-4);

    const answer = await db.transaction(async (tx) => {
      await loadConsumer(tx, consumerId, { lock: true });
      const cards = await tx.select().from(savedCards).where(eq(savedCards.consumerId, consumerId));
      if (cards.some((card) => isSameCard(card, { brand, last4, ...expiry }))) throw duplicate();
      if (cards.length >= MAX_SAVED_CARDS) throw new ApiError(409, "PRO412", `At most ${MAX_SAVED_CARDS} cards can be saved; remove one first`);
      const address = body.billingAddressId ? await requireOwnAddress(tx, consumerId, body.billingAddressId) : undefined;
      // Main when saved as main (the others stop being it), or when no card is main yet.
      const main = body.card.main ?? !cards.some((other) => other.main);
      if (main) await tx.update(savedCards).set({ main: false }).where(eq(savedCards.consumerId, consumerId));
      const [card] = await tx
        .insert(savedCards)
        .values({ id: randomUUID(), consumerId, brand, last4, expiryMonth: expiry.month, expiryYear: expiry.year, holder: body.card.holder, main })
        .returning();
      if (address) await tx.insert(savedCardAddresses).values({ cardId: card!.id, addressId: address.id });
      return cardAnswer(card!, address, now);
    });
    return c.json(answer, 201);
  });

  api.on("PATCH", `${path}/:paymentInstrumentId`, async (c) => {
    const consumerId = requireConsumerId(c, deps);
    const body = await readBody(c, updatePaymentInstrumentRequest);
    const now = new Date(deps.now());
    const expiry = body.expiryMonth !== undefined && body.expiryYear !== undefined ? checkedExpiry(body.expiryMonth, body.expiryYear, now) : undefined;
    const answer = await db.transaction(async (tx) => {
      await loadConsumer(tx, consumerId, { lock: true });
      const card = await requireOwnCard(tx, consumerId, c.req.param("paymentInstrumentId") ?? "");
      if (expiry) {
        const others = await tx
          .select()
          .from(savedCards)
          .where(and(eq(savedCards.consumerId, consumerId), ne(savedCards.id, card.id)));
        if (others.some((other) => isSameCard(other, { brand: card.brand, last4: card.last4, ...expiry }))) throw duplicate();
      }
      if (body.main) await tx.update(savedCards).set({ main: false }).where(eq(savedCards.consumerId, consumerId));
      const changes = {
        ...(body.main ? { main: true } : {}),
        ...(expiry ? { expiryMonth: expiry.month, expiryYear: expiry.year } : {}),
        ...(body.holder !== undefined ? { holder: body.holder } : {}),
      };
      const [written] = Object.keys(changes).length ? await tx.update(savedCards).set(changes).where(eq(savedCards.id, card.id)).returning() : [card];
      if (body.billingAddressId === null) await tx.delete(savedCardAddresses).where(eq(savedCardAddresses.cardId, card.id));
      else if (body.billingAddressId !== undefined) {
        const address = await requireOwnAddress(tx, consumerId, body.billingAddressId);
        await tx.insert(savedCardAddresses).values({ cardId: card.id, addressId: address.id }).onConflictDoUpdate({ target: savedCardAddresses.cardId, set: { addressId: address.id } });
      }
      const [link] = await tx.select().from(savedCardAddresses).where(eq(savedCardAddresses.cardId, card.id));
      return cardAnswer(written!, link ? await ownAddress(tx, consumerId, link.addressId) : undefined, now);
    });
    return c.json(answer);
  });

  /** Removes the card; answers the cards left. Removing the main card leaves none main until the shopper picks one. */
  api.on("DELETE", `${path}/:paymentInstrumentId`, async (c) => {
    const consumerId = requireConsumerId(c, deps);
    const answer = await db.transaction(async (tx) => {
      await loadConsumer(tx, consumerId, { lock: true });
      const card = await requireOwnCard(tx, consumerId, c.req.param("paymentInstrumentId") ?? "");
      await tx.delete(savedCards).where(eq(savedCards.id, card.id));
      return { payment_instruments: await cardsOf(tx, consumerId, new Date(deps.now())) };
    });
    return c.json(answer);
  });
}

/** A card expiry that can be saved: a real month, not past, at most 20 years ahead (FE309). */
function checkedExpiry(month: number | string, year: number | string, now: Date): { month: number; year: number } {
  const expiry = parseExpiry(month, year);
  if (!expiry || isTooFarAhead(expiry, now)) throw new ApiError(400, "FE309", "The card's expiry date is not valid", { field: "card.expiryMonth" });
  if (isExpired(expiry, now)) throw new ApiError(400, "FE309", "This card has expired", { field: "card.expiryYear" });
  return expiry;
}

function isSameCard(card: CardRow, other: { brand: string; last4: string; month: number; year: number }): boolean {
  return card.brand.toUpperCase() === other.brand.toUpperCase() && card.last4 === other.last4 && card.expiryMonth === other.month && card.expiryYear === other.year;
}

const duplicate = () => new ApiError(409, "PYT300", "This card is already saved in your account");

/** One of the caller's cards; unknown and someone else's are the same 404 PYT404. */
async function requireOwnCard(db: Executor, consumerId: string, cardId: string): Promise<CardRow> {
  const [card] =
    cardId.length <= 64
      ? await db
          .select()
          .from(savedCards)
          .where(and(eq(savedCards.id, cardId), eq(savedCards.consumerId, consumerId)))
      : [];
  if (!card) throw new ApiError(404, "PYT404", "This saved card was not found");
  return card;
}

async function requireOwnAddress(db: Executor, consumerId: string, addressId: string) {
  const address = await ownAddress(db, consumerId, addressId);
  if (!address) throw new ApiError(404, "PYT405", "This address was not found in your account", { field: "billingAddressId" });
  return address;
}
