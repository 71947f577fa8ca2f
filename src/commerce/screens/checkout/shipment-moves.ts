import type { ShipmentEntryAnswer, ShippingId, ShippingMethodCode } from "../../../../contracts/api/checkout.ts";

/**
 * Choosing a delivery method moves all the lines of a shipment (the commerce API groups lines by
 * method). The shopper confirms first ("cart change shipping method" dialog, commerce spec §2)
 * when the move is more than the one line they look at: several lines move, or the lines join
 * another shipment. Pure.
 */
export const shippingIdOfMethod = (code: ShippingMethodCode): ShippingId => (code === "standard" ? "me" : code);

export function needsMoveConfirmation(shipment: Pick<ShipmentEntryAnswer, "shippingId" | "code" | "itemIds">, code: ShippingMethodCode, shipments: readonly Pick<ShipmentEntryAnswer, "shippingId">[]): boolean {
  if (code === shipment.code) return false;
  const target = shippingIdOfMethod(code);
  const joins = shipments.some((other) => other.shippingId === target && other.shippingId !== shipment.shippingId);
  return joins || shipment.itemIds.length > 1;
}
