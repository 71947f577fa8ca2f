import type { CartAnswer } from "../../contracts/api/cart.ts";
import type { AddressAnswer, PaymentInstrumentAnswer, PaymentMethodId, ShippingId, ShippingMethodCode } from "../../contracts/api/checkout.ts";
import type { CardOutcome } from "./payments.ts";

/**
 * What the row of an order placed by checkout holds. Its jsonb columns follow
 * backend/orders/order-record.ts (minor units; its fields plus checkout's own: labels, item
 * locations, the payment's redemption details and the tracking secret `st`).
 */

export interface CheckoutOrderItem {
  id: string;
  productId: string;
  masterId: string;
  name: string;
  slug: string;
  upc: string;
  qty: number;
  color: string;
  size: string;
  unitOriginal: number;
  unitCurrent: number;
  rowTotal: number;
  priceAfterItemDiscount: number;
  priceAfterOrderDiscount: number;
  shippingId: ShippingId;
  shippingMethod: ShippingMethodCode;
  storeId: string | null;
  /** The inventory location the item was taken from (online or a store): where it goes back. */
  location: string;
  bonus: boolean;
  isDigital: boolean;
  isCustoms: boolean;
}

export interface CheckoutOrderShipment {
  shippingId: ShippingId;
  method: ShippingMethodCode;
  label: string;
  deliveryTime: string;
  amount: number;
  address: AddressAnswer | null;
  storeId: string | null;
  itemIds: string[];
}

export interface CheckoutOrderTotals {
  itemSubTotal: number;
  itemTotal: number;
  totalDiscount: number;
  totalDiscountPercentage: number;
  shipping: number;
  netAmount: number;
  taxAmount: number;
  total: number;
  totalUnits: number;
  taxIncluded: boolean;
  taxName: string;
  /** As answered by the cart (currency units). */
  appliedRewards: unknown[];
  promoSummary: CartAnswer["promoSummary"];
  orderPromotions: CartAnswer["orderPromotions"];
  couponItems: CartAnswer["couponItems"];
}

export interface CheckoutOrderInstrument {
  payment_instrument_id: string;
  payment_method_id: PaymentMethodId;
  /** What it paid, minor units. */
  amount: number;
  brand: string | null;
  last4: string | null;
  /** Gift card: its number (to give the balance back). */
  giftCardNumber?: string;
  /** Loyalty points spent (points and reward vouchers). */
  points?: number;
  voucherId?: string;
  /** Credit card: the processor's verdict at placement. */
  outcome?: CardOutcome;
  /** The instrument as answered at placement. */
  answer: PaymentInstrumentAnswer;
}

export interface CheckoutOrderPayment {
  /** The payment method the shopper chose (the place call's paymentMethod.code). */
  code: PaymentMethodId;
  /** The tracking secret: with the order number, it identifies the order without a sign-in. */
  st: string;
  instruments: CheckoutOrderInstrument[];
  billingAddress: AddressAnswer | null;
  newsletterConsent: boolean;
  threeDS: { required: boolean; outcome: CardOutcome | null; result: "Y" | "N" | null };
  /** Stock, balances and coupons given back (payment failed or cancelled). */
  released: boolean;
  coupons: string[];
  inStoreSalesInfo: { storeId: string; storeEmployeeId: string | null } | null;
  recaptchaProvided: boolean;
}
