// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { orderDetailsAnswer, purchaseHistoryAnswer } from "../../../../contracts/api/orders.ts";
import { GUEST_AUDIENCE } from "../../../../contracts/personalisation/audience.ts";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import { EngineProvider } from "../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../registry/create-registry.ts";
import { messageFor } from "../../errors/messages.ts";
import OrderHistory from "./order-history.tsx";
import { clearSessionCookies, errorAnswer, pdfAnswer, stubCommerce, type RecordedCall, type Route } from "./testing/commerce-routes.ts";
import { CANCELLED_ORDER, GIFT_CARD_ORDER, historyPage, JUST_PLACED, ON_ITS_WAY, orderNumberOf, orderSeries, RECENT_ORDERS } from "./testing/order-factory.ts";
import { renderOrderHistory } from "./testing/render-order-history.tsx";
import type { OrderDetailsAnswer } from "../../../../contracts/api/orders.ts";

// The commerce client loads when first needed (lazy-commerce.ts): loaded once here.
beforeAll(() => import("../../commerce-access.ts"));

const HISTORY = "/consumers-v3/consumer/purchasehistory";
const details = (order: OrderDetailsAnswer): Route => ({ method: "GET", path: `/consumers-v3/consumer/purchase/${order.orderNumber}`, answers: [order] });
const historyOf = (orders: readonly OrderDetailsAnswer[]): Route => ({ method: "POST", path: HISTORY, answers: [(call: RecordedCall) => historyPage(orders, (call.body as { offset?: number } | undefined)?.offset ?? 0)] });
const cards = () => within(screen.getByRole("list", { name: "Orders" })).getAllByRole("article");
const cardOf = (orderNumber: string) => screen.getByRole("article", { name: `Order ${orderNumber}` });
const actions = () => screen.getByRole("group", { name: "Order actions" });
/** The dialog's code loads when first opened: slower than a second on a busy two-core machine. */
const LAZY = { timeout: 5_000 };

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSessionCookies();
});

test("the scenarios are answers as the API gives them", () => {
  for (const order of RECENT_ORDERS) expect(orderDetailsAnswer.safeParse(order).error).toBeUndefined();
  expect(purchaseHistoryAnswer.safeParse(historyPage(orderSeries(12), 10)).error).toBeUndefined();
});

describe("order history", () => {
  test("a guest gets nothing: no heading, no call", () => {
    const routes = stubCommerce([], { signedIn: false });
    const { container } = renderOrderHistory({ signedIn: false });
    expect(container.innerHTML).toBe("");
    expect(routes.calls).toEqual([]);
  });

  test("the server renders a member's heading and a loading status, never an order", () => {
    window.history.replaceState(null, "", `/en-us/account?order=${ON_ITS_WAY.orderNumber}`);
    const page = pageContext({ pathname: "/en-us/account", search: `order=${ON_ITS_WAY.orderNumber}`, audience: { ...GUEST_AUDIENCE, loggedIn: true } });
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <EngineProvider value={{ registry: createRegistry([]), page }}>
          <OrderHistory blockId="orders" heading="" emptyText="" />
        </EngineProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain("Your orders</h2>");
    expect(html).toContain("Loading the order…");
    expect(html).not.toContain("Summit Parka");
  });

  test("the member's orders, newest first: number, date, status and total of each", async () => {
    const routes = stubCommerce([historyOf(RECENT_ORDERS)]);
    const { container } = renderOrderHistory();
    await screen.findByRole("list", { name: "Orders" });
    expect(cards().map((card) => within(card).getByRole("heading").textContent)).toEqual(RECENT_ORDERS.map((order) => `Order ${order.orderNumber}`));
    const onItsWay = cardOf(ON_ITS_WAY.orderNumber);
    expect(within(onItsWay).getByText("11/20/2026")).toBeTruthy();
    expect(within(onItsWay).getByText("In transit")).toBeTruthy();
    expect(within(onItsWay).getByText("$385.51")).toBeTruthy();
    expect(within(onItsWay).getByText("2 items: Summit Parka, Ridgeline Logo Beanie")).toBeTruthy();
    expect(within(cardOf(CANCELLED_ORDER.orderNumber)).getByText("Cancelled")).toBeTruthy();
    expect(within(cardOf(JUST_PLACED.orderNumber)).getByText("Processing")).toBeTruthy();
    expect(screen.getByText("Showing 4 of 4 orders")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more orders" })).toBeNull();
    expect(routes.to(HISTORY).map((call) => call.body)).toEqual([{ offset: 0 }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test("paging: 'Show more' asks for the next 10 and appends them; the first new order takes the focus", async () => {
    const orders = orderSeries(12);
    const routes = stubCommerce([historyOf(orders)]);
    renderOrderHistory();
    await screen.findByRole("list", { name: "Orders" });
    expect(cards()).toHaveLength(10);
    expect(screen.getByText("Showing 10 of 12 orders")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show more orders" }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(cards().map((card) => within(card).getByRole("heading").textContent)).toEqual(orders.map((order) => `Order ${order.orderNumber}`));
    expect(routes.to(HISTORY).map((call) => call.body)).toEqual([{ offset: 0 }, { offset: 10 }]);
    expect(screen.getByText("Showing 12 of 12 orders")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more orders" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(cardOf(orders[10]!.orderNumber)).getByRole("link")));
  });

  test("no order yet: the editor's text and a way to the shop", async () => {
    stubCommerce([historyOf([])]);
    renderOrderHistory({ props: { emptyText: "Nothing here yet.", shopHref: "/en-us/c/jackets-100200" } });
    expect(await screen.findByText("Nothing here yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start shopping" }).getAttribute("href")).toBe("/en-us/c/jackets-100200");
  });

  test("the list could not be read: said, and tried again on request", async () => {
    stubCommerce([{ method: "POST", path: HISTORY, answers: [errorAnswer(500, "GEN500", "boom"), historyPage(RECENT_ORDERS)] }]);
    renderOrderHistory();
    expect((await screen.findByRole("alert")).textContent).toContain("Your orders could not be loaded.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Orders" })).toBeTruthy();
  });

  test("'View details' puts the order in the URL and shows it; 'All orders' goes back to the list", async () => {
    stubCommerce([historyOf(RECENT_ORDERS), details(ON_ITS_WAY)]);
    renderOrderHistory();
    await screen.findByRole("list", { name: "Orders" });
    const link = within(cardOf(ON_ITS_WAY.orderNumber)).getByRole("link", { name: `View details of order ${ON_ITS_WAY.orderNumber}` });
    expect(link.getAttribute("href")).toBe(`?order=${ON_ITS_WAY.orderNumber}`);
    fireEvent.click(link);
    expect(window.location.search).toBe(`?order=${ON_ITS_WAY.orderNumber}`);
    const title = screen.getByRole("heading", { level: 3, name: `Order ${ON_ITS_WAY.orderNumber}` });
    await waitFor(() => expect(document.activeElement).toBe(title));
    await screen.findByText("Handed to the carrier");
    fireEvent.click(screen.getByRole("button", { name: /All orders/ }));
    expect(window.location.search).toBe("");
    expect(await screen.findByRole("list", { name: "Orders" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Your orders" })));
  });
});

describe("an order's details (?order=)", () => {
  test("lines, shipments with the carrier's tracking link, payments and totals; a shipped order cannot be cancelled", async () => {
    const routes = stubCommerce([details(ON_ITS_WAY)]);
    const { container } = renderOrderHistory({ search: `order=${ON_ITS_WAY.orderNumber}` });
    const tracking = await screen.findByRole("link", { name: /1ZRL6E501234567890/ });
    expect(tracking.getAttribute("href")).toBe("https://www.ups.com/track?tracknum=1ZRL6E501234567890");
    expect(tracking.getAttribute("target")).toBe("_blank");
    expect(screen.getByText("UPS")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 5, name: "Delivery to your address" })).toBeTruthy();
    // The town part by the US rule the confirmation and billing screens use (ui/town-line.ts).
    expect(screen.getByText("Alex Walker, 1 Main St, Boulder, CO 80302, US")).toBeTruthy();
    expect(screen.getByText("11/30/2026")).toBeTruthy();
    expect(screen.getByText("Free gift")).toBeTruthy();
    expect(screen.getByText("Black · M", { selector: "li:first-child > span" })).toBeTruthy();
    expect(screen.getByText("Visa ending 1111")).toBeTruthy();
    expect(screen.getByText("Gift card")).toBeTruthy();
    const totals = screen.getByRole("complementary", { name: "Order total" });
    expect(within(totals).getByText("$350.00")).toBeTruthy();
    expect(within(totals).getByText("$6.95")).toBeTruthy();
    expect(within(totals).getByText("$28.56")).toBeTruthy();
    expect(within(totals).getByText("$385.51")).toBeTruthy();
    expect(within(actions()).queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(within(actions()).getByRole("button", { name: "Download invoice" })).toBeTruthy();
    expect(within(actions()).getByRole("button", { name: "Return label" })).toBeTruthy();
    expect(within(actions()).queryByRole("button", { name: "Resend gift card email" })).toBeNull();
    expect(routes.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /consumers-v3/consumer/purchase/${ON_ITS_WAY.orderNumber}`]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test("a cancelled order offers nothing to do", async () => {
    stubCommerce([details(CANCELLED_ORDER)]);
    renderOrderHistory({ search: `order=${CANCELLED_ORDER.orderNumber}` });
    await screen.findAllByText("Cancelled");
    expect(screen.queryByRole("group", { name: "Order actions" })).toBeNull();
  });

  test("not the member's order (OHS4004): the catalogue's message, and the way back", async () => {
    stubCommerce([{ method: "GET", path: /^\/consumers-v3\/consumer\/purchase\//, answers: [errorAnswer(404, "OHS4004", "Order not found")] }, historyOf(RECENT_ORDERS)]);
    renderOrderHistory({ search: `order=${orderNumberOf(99)}` });
    expect((await screen.findByRole("alert")).textContent).toBe(messageFor("OHS4004", undefined));
    fireEvent.click(screen.getByRole("button", { name: /All orders/ }));
    expect(await screen.findByRole("list", { name: "Orders" })).toBeTruthy();
  });

  test("a URL naming no order number shows the list", async () => {
    const routes = stubCommerce([historyOf(RECENT_ORDERS)]);
    renderOrderHistory({ search: "order=../../etc" });
    expect(await screen.findByRole("list", { name: "Orders" })).toBeTruthy();
    expect(routes.unanswered).toEqual([]);
  });
});

describe("order actions", () => {
  const cancelled: OrderDetailsAnswer = { ...JUST_PLACED, status: "cancelled", fulfilmentStatus: "cancelled", cancellable: false, invoiceAvailable: false };

  test("cancel asks first: keeping the order calls nothing; confirming cancels, says so and refreshes the list", async () => {
    const routes = stubCommerce([details(JUST_PLACED), historyOf([JUST_PLACED]), { method: "POST", path: "/consumers-v3/consumer/CancelOrder", answers: [cancelled] }]);
    renderOrderHistory({ search: `order=${JUST_PLACED.orderNumber}` });
    fireEvent.click(await within(await screen.findByRole("group", { name: "Order actions" })).findByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: `Cancel order ${JUST_PLACED.orderNumber}?` }, LAZY);
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep the order" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), LAZY);
    await waitFor(() => expect(document.activeElement).toBe(within(actions()).getByRole("button", { name: "Cancel order" })));
    expect(routes.to("/consumers-v3/consumer/CancelOrder")).toEqual([]);

    fireEvent.click(within(actions()).getByRole("button", { name: "Cancel order" }));
    fireEvent.click(within(await screen.findByRole("dialog", {}, LAZY)).getByRole("button", { name: "Yes, cancel the order" }));
    const done = await screen.findByText("Your order is cancelled. Your payment will be given back.", {}, LAZY);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), LAZY);
    expect(routes.to("/consumers-v3/consumer/CancelOrder").map((call) => call.body)).toEqual([{ orderNumber: JUST_PLACED.orderNumber }]);
    expect(screen.getAllByText("Cancelled").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Download invoice" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(done.closest("[tabindex]")), LAZY);
  });

  test("a cancellation refused because the order shipped meanwhile (409 ORD409) says so and reads the order again", async () => {
    const shipped: OrderDetailsAnswer = { ...JUST_PLACED, cancellable: false, fulfilmentStatus: "shipped" };
    const routes = stubCommerce([
      { method: "GET", path: `/consumers-v3/consumer/purchase/${JUST_PLACED.orderNumber}`, answers: [JUST_PLACED, shipped] },
      { method: "POST", path: "/consumers-v3/consumer/CancelOrder", answers: [errorAnswer(409, "ORD409", "This order has already shipped", { reason: "shipped", status: "placed" })] },
    ]);
    renderOrderHistory({ search: `order=${JUST_PLACED.orderNumber}` });
    fireEvent.click(await within(await screen.findByRole("group", { name: "Order actions" })).findByRole("button", { name: "Cancel order" }));
    fireEvent.click(within(await screen.findByRole("dialog", {}, LAZY)).getByRole("button", { name: "Yes, cancel the order" }));
    expect((await screen.findByRole("alert", {}, LAZY)).textContent).toBe("This order has already shipped and can no longer be cancelled. You can return it once it arrives.");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull());
    expect(routes.to(`/consumers-v3/consumer/purchase/${JUST_PLACED.orderNumber}`)).toHaveLength(2);
  });

  describe("documents", () => {
    let clicked: { download: string; href: string }[];
    beforeEach(() => {
      clicked = [];
      vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:order-document"), revokeObjectURL: vi.fn() }));
      vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ download: this.download, href: this.getAttribute("href") ?? "" });
      });
    });

    test("the invoice: the client's PDF offered as a download named with the order number", async () => {
      const routes = stubCommerce([details(ON_ITS_WAY), { method: "POST", path: "/consumers-v3/consumer/purchase/invoice/download", answers: [pdfAnswer("invoice-INV-RL20000030.pdf")] }]);
      renderOrderHistory({ search: `order=${ON_ITS_WAY.orderNumber}` });
      fireEvent.click(await within(await screen.findByRole("group", { name: "Order actions" })).findByRole("button", { name: "Download invoice" }));
      await waitFor(() => expect(clicked).toEqual([{ download: `invoice-${ON_ITS_WAY.orderNumber}.pdf`, href: "blob:order-document" }]));
      expect(routes.to("/consumers-v3/consumer/purchase/invoice/download").map((call) => call.body)).toEqual([{ orderNumber: ON_ITS_WAY.orderNumber }]);
      const file = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as File;
      expect(file.type).toBe("application/pdf");
      // The link is gone once clicked.
      expect(document.querySelector("a[download]")).toBeNull();
    });

    test("the return label, likewise", async () => {
      const routes = stubCommerce([details(ON_ITS_WAY), { method: "POST", path: `/consumers-v3/consumer/return/${ON_ITS_WAY.orderNumber}/returnLabel`, answers: [pdfAnswer(`return-label-${ON_ITS_WAY.orderNumber}.pdf`)] }]);
      renderOrderHistory({ search: `order=${ON_ITS_WAY.orderNumber}` });
      fireEvent.click(await within(await screen.findByRole("group", { name: "Order actions" })).findByRole("button", { name: "Return label" }));
      await waitFor(() => expect(clicked).toEqual([{ download: `return-label-${ON_ITS_WAY.orderNumber}.pdf`, href: "blob:order-document" }]));
      expect(routes.to(`/consumers-v3/consumer/return/${ON_ITS_WAY.orderNumber}/returnLabel`)).toHaveLength(1);
    });

    test("a label refused after the return period (409 RTN500 window): told why, nothing downloaded", async () => {
      stubCommerce([details(ON_ITS_WAY), { method: "POST", path: `/consumers-v3/consumer/return/${ON_ITS_WAY.orderNumber}/returnLabel`, answers: [errorAnswer(409, "RTN500", "The return period for this order has ended", { reason: "window", status: "placed" })] }]);
      renderOrderHistory({ search: `order=${ON_ITS_WAY.orderNumber}` });
      fireEvent.click(await within(await screen.findByRole("group", { name: "Order actions" })).findByRole("button", { name: "Return label" }));
      expect((await screen.findByRole("alert")).textContent).toBe("The return period for this order has ended.");
      expect(clicked).toEqual([]);
    });
  });

  test("an e-gift card order: its email sent again; the daily limit (429 GFC725) is told", async () => {
    const routes = stubCommerce([
      details(GIFT_CARD_ORDER),
      {
        method: "POST",
        path: "/consumers-v3/consumer/resendGiftCardEmail",
        answers: [
          { orderNumber: GIFT_CARD_ORDER.orderNumber, recipientEmail: "alex.walker@example.com", resent: [{ itemId: "gift-1", productId: "RLGC0050XXX", name: "Ridgeline e-gift card" }], sentAt: "2026-11-26T10:00:00.000Z" },
          errorAnswer(429, "GFC725", "A gift card email can be sent again 3 times a day; try again tomorrow"),
        ],
      },
    ]);
    renderOrderHistory({ search: `order=${GIFT_CARD_ORDER.orderNumber}` });
    expect(await screen.findByText("Quantity 1 · E-gift card")).toBeTruthy();
    const resend = await within(actions()).findByRole("button", { name: "Resend gift card email" });
    fireEvent.click(resend);
    expect(await screen.findByText("The gift card email is on its way again to alex.walker@example.com.")).toBeTruthy();
    expect(routes.to("/consumers-v3/consumer/resendGiftCardEmail").map((call) => call.body)).toEqual([{ orderNumber: GIFT_CARD_ORDER.orderNumber }]);
    await act(async () => fireEvent.click(within(actions()).getByRole("button", { name: "Resend gift card email" })));
    expect((await screen.findByRole("alert")).textContent).toBe("The gift card email has been sent again several times today. Please try again tomorrow.");
  });
});

test("on the German site: the words and the money of the site", async () => {
  stubCommerce([historyOf([{ ...JUST_PLACED, siteId: "RL-DE", currency: "EUR" }])]);
  renderOrderHistory({ siteId: "RL-DE" });
  expect(await screen.findByRole("heading", { level: 2, name: "Ihre Bestellungen" })).toBeTruthy();
  expect(await screen.findByText("26/11/2026")).toBeTruthy();
  expect(screen.getByText(/^385,51\s€$/)).toBeTruthy();
  expect(screen.getByText("In Bearbeitung")).toBeTruthy();
});
