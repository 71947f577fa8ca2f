// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { orderAnswer } from "../../../../contracts/api/checkout.ts";
import { EngineProvider } from "../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../registry/create-registry.ts";
import { bindCommerce } from "../../commerce-access.ts";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import OrderConfirmation from "./order-confirmation.tsx";
import { rememberPlacedOrder } from "./placed-order.ts";
import { PLACED_ORDER } from "./testing/placed-order-fixture.ts";

function tree(search: string, loggedIn = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = pageContext({ siteId: "RL-US", localePath: "en-us", pathname: "/en-us/order-confirmation", search, audience: loggedIn ? ({ loggedIn: true } as never) : undefined });
  return (
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={{ registry: createRegistry([]), page }}>
        <OrderConfirmation blockId="oc" heading="" message="" />
      </EngineProvider>
    </QueryClientProvider>
  );
}

const calls: { method: string; path: string; body?: unknown }[] = [];
function stubFetch(answer: (method: string, path: string, body: unknown) => Response) {
  calls.length = 0;
  document.cookie = "rl_csrf=test-token; path=/";
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), "http://storefront.test");
      const method = (init?.method ?? "GET").toUpperCase();
      const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      const path = url.pathname.replace(/^\/api\/(commerce|session)/, (_all, kind: string) => (kind === "session" ? "/session" : ""));
      calls.push({ method, path, body });
      return answer(method, path, body);
    }),
  );
}
const STORES = { stores: [{ id: "S1001", name: "Ridgeline Boston" }] };
const error = (status: number, errorId: string, message: string) => Response.json({ errorDetails: [{ errorId, message }], correlationId: "t" }, { status });

beforeEach(() => {
  sessionStorage.clear();
  void bindCommerce;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("the fixture is an order as the API answers it", () => {
  expect(orderAnswer.safeParse(PLACED_ORDER).success).toBe(true);
});

describe("order confirmation", () => {
  test("the server renders the heading and a loading status, never an order", () => {
    rememberPlacedOrder(PLACED_ORDER);
    const html = renderToString(tree("orderNo=RL12345678"));
    expect(html).toContain("Thank you for your order");
    expect(html).toContain("Loading your order");
    expect(html).not.toContain("RL12345678");
  });

  test("the order this tab placed: number, delivery per shipment (the store by name), payments, totals; no order call", async () => {
    stubFetch((method, path) => (path === "/consumers-v3/utilities/stores" ? Response.json(STORES) : error(500, "GEN500", "no call expected")));
    rememberPlacedOrder(PLACED_ORDER);
    render(tree("orderNo=RL12345678"));
    const section = screen.getByRole("region", { name: "Thank you for your order" });
    await within(section).findByText("RL12345678");
    expect(within(section).getByText("We have sent a confirmation to alex.walker@example.com.")).toBeTruthy();
    expect(within(section).getByRole("heading", { name: "Delivery to your address · $6.95" })).toBeTruthy();
    expect(within(section).getByRole("heading", { name: "Pick up in store" })).toBeTruthy();
    expect(await within(section).findByText("Ridgeline Boston")).toBeTruthy();
    expect(within(section).getByText("Visa ending 1111")).toBeTruthy();
    expect(within(section).getByText("$402.15")).toBeTruthy();
    expect(within(section).getByText("$412.15")).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(["/consumers-v3/utilities/stores"]);
    // The checkout navigated here with the focus on its button: the heading takes it.
    expect(document.activeElement).toBe(within(section).getByRole("heading", { level: 1 }));
    expect(await axeViolations(section)).toEqual([]);
  });

  test("shipping made free by a promotion shows no shipment price; the card's brand reads as a name", async () => {
    stubFetch(() => error(500, "GEN500", "no call expected"));
    const [, card] = PLACED_ORDER.paymentMethod.instruments;
    rememberPlacedOrder({
      ...PLACED_ORDER,
      totals: { ...PLACED_ORDER.totals, shipping: 0, total: 405.2 },
      paymentMethod: { ...PLACED_ORDER.paymentMethod, instruments: [{ ...card!, card: { ...card!.card!, brand: "visa" } }] },
    });
    render(tree("orderNo=RL12345678"));
    const section = screen.getByRole("region", { name: "Thank you for your order" });
    await within(section).findByText("RL12345678");
    expect(within(section).getByRole("heading", { name: "Delivery to your address" })).toBeTruthy();
    expect(within(section).queryByText(/\$6\.95/)).toBeNull();
    expect(within(section).getByText("Visa ending 1111")).toBeTruthy();
  });

  test("after a reload in another tab the order is read from the API; another shopper's order is not found", async () => {
    stubFetch((method, path) => (path === "/cart/v2/checkout/order/RL12345678" ? Response.json(PLACED_ORDER) : error(404, "ORD409", "Order not found")));
    render(tree("orderNo=RL12345678"));
    await screen.findByText("RL12345678");
    cleanup();
    render(tree("orderNo=RL87654321"));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expect.stringContaining("could not find this order"));
  });

  test("no order number, or not one: nothing to show and no call", () => {
    stubFetch(() => error(500, "GEN500", "no call expected"));
    render(tree("orderNo=../../x"));
    expect(screen.getByText("There is no order to show here.")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  test("a guest creates an account: sign-up, then sign-in with the order number and its secret", async () => {
    stubFetch((method, path) => {
      if (path === "/consumers-v3/auth/signup") return Response.json({ consumerNo: "C1" });
      if (path === "/session/signin") return Response.json({ loggedIn: true, consumerNo: "C1", consumerType: "REGISTERED", basketId: null, mergedCartItemCountIncreased: false, isEmployeeDiscountTCAccepted: false });
      return error(404, "API404", "unexpected");
    });
    rememberPlacedOrder(PLACED_ORDER);
    render(tree("orderNo=RL12345678"));
    const panel = await screen.findByRole("region", { name: "Save this order to an account" });
    expect((within(panel).getByLabelText("First name") as HTMLInputElement).value).toBe("Alex");
    fireEvent.change(within(panel).getByLabelText("Password"), { target: { value: "Trail-Ready-2026" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Create account" }));
    await screen.findByText("This order is now in your account.");
    const accountCalls = calls.filter((call) => call.method === "POST");
    expect(accountCalls.map((call) => `${call.method} ${call.path}`)).toEqual(["POST /consumers-v3/auth/signup", "POST /session/signin"]);
    expect(JSON.parse(sessionStorage.getItem("rl-cart-sign-in")!)).toMatchObject({ siteId: "RL-US", before: 0, increased: false });
    expect(accountCalls[1]!.body).toMatchObject({ username: "alex.walker@example.com", password: "Trail-Ready-2026", orderNo: "RL12345678", st: PLACED_ORDER.st });
  });

  test("a wrong password shows the catalogue's message and keeps the form", async () => {
    stubFetch((method, path) => (path === "/session/signin" ? error(401, "AUT401", "Invalid credentials") : error(404, "API404", "unexpected")));
    rememberPlacedOrder(PLACED_ORDER);
    render(tree("orderNo=RL12345678"));
    const panel = await screen.findByRole("region", { name: "Save this order to an account" });
    fireEvent.click(within(panel).getByRole("button", { name: "I have an account" }));
    fireEvent.change(within(panel).getByLabelText("Password"), { target: { value: "nope" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(within(panel).getByRole("alert").textContent).toBe("The email address or password is not right."));
    expect(within(panel).getByLabelText("Email")).toBeTruthy();
  });

  test("a member sees no sign-in offer", async () => {
    rememberPlacedOrder(PLACED_ORDER);
    render(tree("orderNo=RL12345678", true));
    await screen.findByText("RL12345678");
    expect(screen.queryByRole("region", { name: "Save this order to an account" })).toBeNull();
  });
});
