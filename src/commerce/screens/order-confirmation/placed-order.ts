import { queryOptions } from "@tanstack/react-query";
import type { OrderAnswer } from "../../../../contracts/api/checkout.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import { ORDER_NUMBER_PATTERN } from "../../../../contracts/api/commerce-constants.ts";

export type { OrderAnswer };

const STORAGE_PREFIX = "order-confirmation:";

export const isOrderNumber = (value: string | null | undefined): value is string => typeof value === "string" && ORDER_NUMBER_PATTERN.test(value);

/**
 * The checkout keeps the order it has just placed for this tab (sessionStorage): the confirmation
 * shows it at once, and again on a reload, without a call.
 */
export function rememberPlacedOrder(order: OrderAnswer): void {
  try {
    sessionStorage.setItem(`${STORAGE_PREFIX}${order.orderNumber}`, JSON.stringify(order));
  } catch {
    // Storage full or refused (private mode): the confirmation reads the order from the API.
  }
}

function storedOrder(orderNumber: string): OrderAnswer | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(`${STORAGE_PREFIX}${orderNumber}`) ?? "null");
    // Only this tab's own checkout wrote it; a record of another shape (an older version) is ignored.
    if (parsed && typeof parsed === "object" && "orderNumber" in parsed && parsed.orderNumber === orderNumber && "items" in parsed && Array.isArray(parsed.items)) return parsed as OrderAnswer;
  } catch {
    // Unreadable: read it from the API.
  }
  return undefined;
}

/**
 * The order of the confirmation page: the one this tab placed, else the shopper's own order from
 * the API (`GET /cart/v2/checkout/order/{orderNumber}`: another shopper's order is 404 ORD409).
 */
export const placedOrderQuery = (siteId: string, orderNumber: string) =>
  queryOptions({
    queryKey: ["commerce", siteId, "placed-order", orderNumber] as const,
    queryFn: ({ client }): Promise<OrderAnswer> | OrderAnswer => storedOrder(orderNumber) ?? withCommerce(client, siteId, (commerce) => commerce.getOrder(orderNumber)),
    staleTime: Infinity,
    retry: false,
  });
