import type { TrackOrderAnswer } from "../../../../../contracts/api/orders.ts";
import { ON_ITS_WAY, JUST_PLACED } from "../../order-history/testing/order-factory.ts";

/** Tests and stories only: what TrackOrder answers for an order (its status and tracking, no address). */
export const trackedOrder = (order: typeof ON_ITS_WAY): TrackOrderAnswer => ({
  orderNumber: order.orderNumber,
  status: order.status,
  fulfilmentStatus: order.fulfilmentStatus,
  createdAt: order.createdAt,
  shipments: order.shipments.map(({ address: _address, ...shipment }) => shipment),
});

/** On its way with UPS. */
export const TRACKED_ON_ITS_WAY = trackedOrder(ON_ITS_WAY);
/** Placed a moment ago: nothing handed to a carrier yet. */
export const TRACKED_JUST_PLACED = trackedOrder(JUST_PLACED);
