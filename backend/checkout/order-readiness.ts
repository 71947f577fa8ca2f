import type { CartAnswer, CartFlash } from "../../contracts/api/cart.ts";
import { INVALID_SHIPPING_ADDRESS, type AddressAnswer, type PaymentInstrumentAnswer, type ShipmentEntryAnswer } from "../../contracts/api/checkout.ts";
import type { CartRow } from "../cart/cart-store.ts";
import { ApiError } from "../http/errors.ts";
import { toMinor } from "../money.ts";
import { ADDRESS_METHODS } from "./delivery.ts";
import type { ConsumerRow } from "./payment-store.ts";
import { storedAddress } from "./pricing.ts";

/**
 * Whether a cart can become an order: checked by prepareOrder and again when the order is
 * placed, on the cart as answered after it was brought in line with stock and stores.
 */

export interface Readiness {
  email: string;
  billingAddress: AddressAnswer | null;
  shipments: ShipmentEntryAnswer[];
  instruments: PaymentInstrumentAnswer[];
}

/**
 * What an order needs, checked on the answered cart: items (empty: 400 INV405), an address for
 * home delivery (400 CHK380, field shippingAddress), an email (guests: from an address; 400
 * PYT406), a billing address for a card or buy-now-pay-later (the billing address, else the
 * shipping address; 400 BIL400), and payment covering the total (400 PYT400).
 */
export function checkReadiness(cart: CartRow, answer: CartAnswer, consumer: ConsumerRow | null, billingOverride?: AddressAnswer): Readiness {
  if (!answer.items.length) throw new ApiError(400, "INV405", "Your cart is empty: the order cannot be completed");
  const shipments = answer.shippingMethods as ShipmentEntryAnswer[];
  const instruments = answer.payment_instruments as PaymentInstrumentAnswer[];
  const shippingAddress = storedAddress(cart.shippingAddress);
  for (const shipment of shipments) {
    if (ADDRESS_METHODS.includes(shipment.code) && !shippingAddress) throw new ApiError(400, "CHK380", "A shipping address is needed for home delivery", { field: "shippingAddress", shippingId: shipment.shippingId });
  }
  const email = consumer?.email ?? cart.email ?? shippingAddress?.recipientContactEmail ?? storedAddress(cart.billingAddress)?.recipientContactEmail ?? null;
  if (!email) throw new ApiError(400, "PYT406", "An email address is needed for the order confirmation: add it to the shipping or billing address", { field: "email" });
  const billingAddress = billingOverride ?? storedAddress(cart.billingAddress) ?? shippingAddress;
  if (!billingAddress && instruments.some((entry) => entry.payment_method_id === "CREDIT_CARD" || entry.payment_method_id === "KLARNA")) throw new ApiError(400, "BIL400", "A billing address is needed for this payment method");
  if (toMinor(answer.totals.remainingToPay) > 0) {
    throw new ApiError(400, "PYT400", `${answer.totals.remainingToPay.toFixed(2)} ${answer.currency} are still to pay: add a payment method`, { remainingToPay: answer.totals.remainingToPay });
  }
  return { email, billingAddress: billingAddress ?? null, shipments, instruments };
}

/**
 * The error of a checkout step whose cart had to change first (409, the flash attached): CHK380
 * when only the shipping address was dropped (back to the address step), else INV405.
 */
export function refreshedCartError(flash: CartFlash[]): ApiError {
  if (flash.every((entry) => entry.type === INVALID_SHIPPING_ADDRESS)) {
    return new ApiError(409, "CHK380", "Your delivery address can no longer be used: enter it again", { flash });
  }
  return new ApiError(409, "INV405", "Some items are no longer available as they were: your cart was updated; check it before ordering", { flash });
}
