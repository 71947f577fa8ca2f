import type { OrderDetailsAnswer } from "../../../../../contracts/api/orders.ts";
import type { CommerceClient } from "../../../api/client.ts";
import { CommerceApiError } from "../../../api/client-transport.ts";
import { messageFor } from "../../../errors/messages.ts";
import { historyPage } from "./order-factory.ts";

const notFound = () => new CommerceApiError("OHS4004", 404, messageFor("OHS4004", undefined), { method: "GET", path: "/fake" }, { errorDetails: [{ errorId: "OHS4004" }] });

/** A one-page PDF, enough for a browser to open the download. */
const pdf = (name: string) => new File(["%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF"], name, { type: "application/pdf" });

/**
 * Stories only: a commerce client holding the member's orders in memory, so that a story's list,
 * paging, details and actions work without a backend: a cancellation cancels the order in
 * memory, the documents are small PDFs, the gift card email "goes" to the order's email.
 */
export function fakeOrderCommerce(start: readonly OrderDetailsAnswer[]) {
  let orders = [...start];
  const find = (orderNumber: string) => orders.find((order) => order.orderNumber === orderNumber);
  const client = {
    purchaseHistory: async ({ offset = 0 }: { offset?: number } = {}) => historyPage(orders, offset),
    orderDetails: async (orderNumber: string) => find(orderNumber) ?? Promise.reject(notFound()),
    cancelOrder: async (orderNumber: string) => {
      const order = find(orderNumber);
      if (!order) throw notFound();
      const cancelled: OrderDetailsAnswer = {
        ...order,
        status: "cancelled",
        fulfilmentStatus: "cancelled",
        cancellable: false,
        invoiceAvailable: false,
        shipments: order.shipments.map((shipment) => ({ ...shipment, status: "cancelled", estimatedDelivery: null })),
      };
      orders = orders.map((candidate) => (candidate === order ? cancelled : candidate));
      return cancelled;
    },
    downloadInvoice: async (orderNumber: string) => pdf(`invoice-INV-${orderNumber}.pdf`),
    returnLabel: async (orderNumber: string) => pdf(`return-label-${orderNumber}.pdf`),
    resendGiftCardEmail: async ({ orderNumber }: { orderNumber: string }) => {
      const order = find(orderNumber);
      if (!order) throw notFound();
      const lines = order.items.filter((item) => item.isDigitalProduct);
      return { orderNumber, recipientEmail: order.email, resent: lines.map((line) => ({ itemId: line.id, productId: line.productId, name: line.name })), sentAt: new Date().toISOString() };
    },
    stores: async () => ({ stores: [], total: 0 }),
  };
  return client as unknown as CommerceClient;
}
