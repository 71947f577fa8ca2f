import { z } from "zod";
import { cartAnswer } from "./cart.ts";

/** Saved for later (commerce spec §3, §7): items moved out of the cart to buy another time. */
const id = z.string().trim().min(1).max(64);

/** PUT /cart/v2/saveForLater: move a cart line to the list. */
export const saveForLaterRequest = z.object({ basketId: id, itemId: id });
/** POST /cart/v2/cart/{basketId}/saveForLater: move a saved item back into the cart. */
export const moveToCartRequest = z.object({ itemId: id, qty: z.number().int().min(1).max(999_999).optional() });

export const savedItemAnswer = z.strictObject({
  itemId: z.string(),
  productId: z.string(),
  masterId: z.string(),
  name: z.string(),
  pageUrl: z.string(),
  /** In stock online now. */
  available: z.boolean(),
  qty: z.number().int().positive(),
});

export const savedForLaterAnswer = z.strictObject({
  saveForLaterId: z.string().nullable(),
  items: z.array(savedItemAnswer),
  total: z.number().int().min(0),
});

/** Moves between cart and list answer both. */
export const savedForLaterWithCartAnswer = savedForLaterAnswer.extend({ cart: cartAnswer });

/** POST /cart/v1/deviceFingerPrint */
export const deviceFingerprintRequest = z.object({ basketId: id, fingerprint: z.string().trim().min(8).max(4096) });
export const deviceFingerprintAnswer = z.strictObject({ basketId: z.string(), accepted: z.literal(true) });

/** POST /cart/v1/reserveWithItem: a new cart holding the item for pickup at a store. */
export const reserveWithItemRequest = z.object({
  productId: z.string().regex(/^[A-Z0-9]{11}$/, "must be the 11-character product id of a colour and size"),
  qty: z.number().int().min(1).max(999_999).optional(),
  storeId: id,
  siteId: z.string().optional(),
});

export type SavedForLaterAnswer = z.infer<typeof savedForLaterAnswer>;
