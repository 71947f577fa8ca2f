import type { CartFlash } from "../../contracts/api/cart.ts";
import { PAYMENT_NOT_AUTHORIZED, type Channel, type OrderAnswer } from "../../contracts/api/checkout.ts";
import type { OrderStatus } from "../../contracts/api/orders.ts";
import { totalsAnswer } from "../cart/cart-answer.ts";
import { toUnits } from "../money.ts";
import type { OrderRow } from "../orders/order-record.ts";
import type { CheckoutOrderItem, CheckoutOrderPayment, CheckoutOrderShipment, CheckoutOrderTotals } from "./order-row.ts";
import type { ProviderLinks } from "./test-provider-pages.ts";

/** The Order answer (commerce spec §3) of a row checkout wrote; a pending one links its 3-D Secure challenge. */
export function toOrderAnswer(row: OrderRow, links: Pick<ProviderLinks, "challengeUrl">): OrderAnswer {
  const totals = row.totals as CheckoutOrderTotals;
  const payment = row.payment as CheckoutOrderPayment;
  return {
    orderNumber: row.orderNumber,
    st: payment.st,
    status: row.status as OrderStatus,
    channel: row.channel as Channel,
    siteId: row.siteId,
    currency: row.currency,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    items: (row.items as CheckoutOrderItem[]).map(itemAnswer),
    shipments: (row.shipments as CheckoutOrderShipment[]).map(shipmentAnswer),
    // An order is paid in full: nothing remains to pay.
    totals: totalsAnswer(totals, row.currency, 0, totals.appliedRewards),
    paymentMethod: { code: payment.code, instruments: payment.instruments.map((entry) => entry.answer) },
    billingAddress: payment.billingAddress,
    flash: row.status === "payment_pending" ? [challengeFlash(row.orderNumber, payment, links.challengeUrl(row.orderNumber))] : [],
    promoSummary: totals.promoSummary,
    inStoreSalesInfo: payment.inStoreSalesInfo,
  };
}

/**
 * What a pending order tells the client: run the bank's 3-D Secure challenge for the card's
 * amount, at `challengeUrl` (the test bank's page; the client appends `&parentOrigin=…`).
 */
function challengeFlash(orderNumber: string, payment: CheckoutOrderPayment, challengeUrl: string): CartFlash {
  const card = payment.instruments.find((entry) => entry.payment_method_id === "CREDIT_CARD");
  return {
    type: PAYMENT_NOT_AUTHORIZED,
    message: "Your bank needs you to confirm this payment",
    details: { orderNumber, paymentMethod: payment.code, action: "threeDS2Challenge", amount: toUnits(card?.amount ?? 0), challengeUrl },
  };
}

function itemAnswer(item: CheckoutOrderItem): OrderAnswer["items"][number] {
  return {
    id: item.id,
    productId: item.productId,
    masterId: item.masterId,
    name: item.name,
    upc: item.upc,
    qty: item.qty,
    price: {
      original: toUnits(item.unitOriginal),
      current: toUnits(item.unitCurrent),
      rowTotal: toUnits(item.rowTotal),
      priceAfterItemDiscount: toUnits(item.priceAfterItemDiscount),
      priceAfterOrderDiscount: toUnits(item.priceAfterOrderDiscount),
    },
    attributes: { color: item.color, size: item.size },
    isDigitalProduct: item.isDigital,
    isCustoms: item.isCustoms,
    bonus: item.bonus,
    shippingId: item.shippingId,
    shippingMethod: item.shippingMethod,
    storeId: item.storeId,
  };
}

function shipmentAnswer(shipment: CheckoutOrderShipment): OrderAnswer["shipments"][number] {
  return {
    shippingId: shipment.shippingId,
    code: shipment.method,
    label: shipment.label,
    deliveryTime: shipment.deliveryTime,
    price: { amount: toUnits(shipment.amount) },
    address: shipment.address,
    storeId: shipment.storeId,
    itemIds: shipment.itemIds,
  };
}
