import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { ORDER_NUMBER_PATTERN } from "../../../../contracts/api/commerce-constants.ts";
import type { OrderDetailsAnswer, PurchaseHistoryAnswer } from "../../../../contracts/api/orders.ts";
import { withCommerce } from "../../lazy-commerce.ts";

/**
 * The order history's reads: the member's orders page by page, and one order's details. The
 * shopper's own data, read in the browser only (decision 0018).
 */

/**
 * The member's orders, newest first, a page of the API's default size (10) at a time: each
 * further page starts where the orders shown end, until `total` are shown.
 */
export const purchaseHistoryQuery = (siteId: string) =>
  infiniteQueryOptions({
    queryKey: ["commerce", siteId, "account", "orders"] as const,
    queryFn: ({ client, pageParam }): Promise<PurchaseHistoryAnswer> => withCommerce(client, siteId, (commerce) => commerce.purchaseHistory({ offset: pageParam })),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const shown = last.offset + last.orders.length;
      return last.orders.length > 0 && shown < last.total ? shown : undefined;
    },
    staleTime: 60_000,
    retry: false,
  });

/** One of the member's orders (another shopper's answers 404 OHS4004, as an unknown one). */
export const orderDetailsQuery = (siteId: string, orderNumber: string) =>
  queryOptions({
    queryKey: ["commerce", siteId, "account", "order", orderNumber] as const,
    queryFn: ({ client }): Promise<OrderDetailsAnswer> => withCommerce(client, siteId, (commerce) => commerce.orderDetails(orderNumber)),
    staleTime: 30_000,
    retry: false,
  });

/** An order number from the URL (`?order=`), as the API writes them (`RL` and 8 digits); undefined for anything else. */
export function orderNumberOf(value: string | null | undefined): string | undefined {
  const candidate = value?.trim().toUpperCase();
  return candidate && ORDER_NUMBER_PATTERN.test(candidate) ? candidate : undefined;
}
