// @vitest-environment jsdom
import { SITES } from "../../../../contracts/sites.ts";
import { cartCookieOf } from "../../cookies.ts";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import type { ConsumerProfileAnswer } from "../../../../contracts/api/consumer.ts";
import { messageFor } from "../../errors/messages.ts";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import { addressedCart, checkoutCart, HOME_ADDRESS, orderOf, shipment } from "./testing/checkout-cart.ts";
import { apiError, fakeCheckoutBackend } from "./testing/fake-checkout-backend.ts";
import { currentLocation, renderCheckout } from "./testing/render-checkout.tsx";

// The commerce client loads when first needed (lazy-commerce.ts): loaded once here.
beforeAll(() => import("../../commerce-access.ts"));

// The billing step is the payment helper's screen (tested beside it): here a stand-in that pays.
vi.mock("./payment/payment-step.tsx", () => ({
  PaymentStep: (props: { onContinue(): void }) => (
    <button type="button" onClick={props.onContinue}>
      Continue to review
    </button>
  ),
}));

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const name of [...SITES.map((site) => cartCookieOf(site.siteId)), "rl_csrf"]) document.cookie = `${name}=; max-age=0; path=/`;
});

const stepHeading = () => screen.getByRole("heading", { level: 2, name: /^Step/ });
const currentStep = () => screen.getByRole("navigation", { name: "Checkout steps" }).querySelector('[aria-current="step"]')?.textContent;
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillGuestAddress() {
  type("Email", "ada@example.com");
  type("First name", "Ada");
  type("Last name", "Lovelace");
  type("Address", "350 Fifth Avenue");
  type("City", "New York");
  fireEvent.change(screen.getByLabelText("State"), { target: { value: "NY" } });
  type("ZIP code", "10118");
  type("Phone", "212 555 0123");
}

describe("checkout: the shell and the steps", () => {
  test("an empty cart links back to the cart", async () => {
    fakeCheckoutBackend({ cart: checkoutCart({ items: [], shippingMethods: [] }) });
    renderCheckout();
    expect((await screen.findByRole("link", { name: "Back to cart" })).getAttribute("href")).toBe("/en-us/cart");
    expect(screen.getByText("Your cart is empty.")).toBeTruthy();
  });

  test("no cart at all: the same, without a call", async () => {
    const backend = fakeCheckoutBackend({ cart: null });
    renderCheckout();
    expect(await screen.findByRole("link", { name: "Back to cart" })).toBeTruthy();
    expect(backend.called().filter((call) => call.includes("/cart"))).toEqual([]);
  });

  test("a step asked for too early opens the first one still to do, and the URL says so", async () => {
    fakeCheckoutBackend({ cart: addressedCart() });
    renderCheckout({ search: "?step=summary" });
    await waitFor(() => expect(currentStep()).toContain("Payment"));
    await waitFor(() => expect(currentLocation.search).toBe("?step=billing"));
    const steps = within(screen.getByRole("navigation", { name: "Checkout steps" })).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual(["Shipping (completed)", "Payment", "Review"]);
    expect(within(steps[0]!).getByRole("link").getAttribute("href")).toBe("?step=shipping");
  });

  test("editors' titles replace the site's words", async () => {
    fakeCheckoutBackend({ cart: checkoutCart() });
    renderCheckout({ props: { heading: "Secure checkout", shippingTitle: "Delivery" } });
    expect(await screen.findByRole("heading", { level: 1, name: "Secure checkout" })).toBeTruthy();
    await waitFor(() => expect(stepHeading().textContent).toBe("Step 1 of 3: Delivery"));
  });
});

describe("checkout: shipping step", () => {
  test("a guest gives an email and an address: checked, validated by the server, set; billing opens with its heading focused", async () => {
    const backend = fakeCheckoutBackend({ cart: checkoutCart() });
    const { container } = renderCheckout();
    await screen.findByLabelText("First name");
    await screen.findByRole("radio", { name: /Standard delivery/ });
    expect(await axeViolations(container)).toEqual([]);
    fillGuestAddress();
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(currentStep()).toContain("Payment"));
    expect(document.activeElement).toBe(stepHeading());
    expect(currentLocation.search).toBe("?step=billing");
    const sent = backend.calls.filter((call) => call.path.endsWith("/shippingAddress"));
    expect(sent.map((call) => call.body)).toEqual([
      {
        address: {
          recipientFirstName: "Ada",
          recipientLastName: "Lovelace",
          addressLine1: "350 Fifth Avenue",
          city: "New York",
          stateCityProvDept: "NY",
          postalCode: "10118",
          country: "US",
          recipientContactPhone: "+12125550123",
          recipientContactEmail: "ada@example.com",
        },
      },
    ]);
    expect(backend.called()).toContain("POST /cart/shippingAddress/validation");
  });

  test("the client's rules first: nothing is sent, the first field in error takes focus", async () => {
    const backend = fakeCheckoutBackend({ cart: checkoutCart() });
    renderCheckout();
    await screen.findByLabelText("First name");
    type("Email", "ada@localhost");
    type("ZIP code", "1011");
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Email", { selector: "input" })));
    expect(screen.getByLabelText("Email", { selector: "input" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Email is not valid")).toBeTruthy();
    expect(screen.getByText("Enter a valid postal code")).toBeTruthy();
    expect(backend.called().some((call) => call.includes("shippingAddress"))).toBe(false);
  });

  test.each([
    ["a P.O. box (SHP500)", apiError(400, "SHP500", { field: "addressLine1" }, "We cannot deliver to a P.O. box"), "Address", "We cannot deliver to a P.O. box"],
    ["an invalid postal code (CHK380)", apiError(400, "CHK380", { field: "postalCode" }, "postalCode: not a postal code of US"), "ZIP code", "postalCode: not a postal code of US"],
    ["no phone (SHP410)", apiError(400, "SHP410", { field: "recipientContactPhone" }, "A phone number is needed for delivery"), "Phone", "A phone number is needed for delivery"],
  ])("the server's %s shows at its field", async (_name, error, label, message) => {
    fakeCheckoutBackend({ cart: checkoutCart(), errors: { "POST /cart/shippingAddress": error } });
    renderCheckout();
    await screen.findByLabelText("First name");
    fillGuestAddress();
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    const field = screen.getByLabelText(label, { selector: "input" });
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(field.getAttribute("aria-describedby")!.split(" ")[0]!)!.textContent).toContain(messageFor(error.errorId, message, error.details));
    expect(currentStep()).toContain("Shipping");
  });

  test("shipments list their lines and methods with prices and delivery times; a change moving several lines asks first", async () => {
    const two = checkoutCart({ items: [checkoutCart().items[0]!, { ...checkoutCart().items[0]!, id: "line-2", name: "Trail Tee" }], shippingMethods: [shipment({ itemIds: ["line-1", "line-2"], storeId: null })] });
    const backend = fakeCheckoutBackend({ cart: { ...two, shippingMethods: [{ ...two.shippingMethods[0]!, address: HOME_ADDRESS }] } });
    renderCheckout();
    const shipmentBox = await screen.findByRole("region", { name: /Shipment 1 of 1/ });
    expect(within(shipmentBox).getByText("Trail Tee")).toBeTruthy();
    const standard = await within(shipmentBox).findByRole("radio", { name: /Standard delivery.*3–5 business days.*\$6\.95/ });
    expect((standard as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(shipmentBox).getByRole("radio", { name: /Ship to store/ }));
    // No store is known for ship to store: the site's stores to choose from first.
    const stores = await screen.findByRole("dialog", { name: "Choose a store" });
    expect(backend.called().includes("POST /cart/v1/shippingMethod")).toBe(false);
    fireEvent.click(await within(stores).findByRole("button", { name: "Choose this store: Ridgeline New York" }));
    // Both lines move: the shopper confirms first.
    const confirm = await screen.findByRole("dialog", { name: "Change delivery method" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Change delivery method" }));
    await waitFor(() => expect(backend.calls.find((call) => call.path === "/cart/v1/shippingMethod")?.body).toMatchObject({ shippingId: "me", code: "sts", storeId: "RL-NYC-01" }));
    expect(await screen.findByRole("heading", { name: "Who picks up?" })).toBeTruthy();
  });

  test("with free shipping earned, the methods show the price charged, as the summary does: Free, the rate struck through", async () => {
    const cart = addressedCart();
    const freeShipping = { promotionId: "SHIP-FREE75", promotionName: "Free shipping over $75", level: "SHIPPING" as const, couponCode: null, price: -6.95 };
    fakeCheckoutBackend({ cart: { ...cart, orderPromotions: [freeShipping], totals: { ...cart.totals, shipping: 0 } }, freeShipping: true });
    renderCheckout();
    const shipmentBox = await screen.findByRole("region", { name: /Shipment 1 of 1/ });
    const standard = await within(shipmentBox).findByRole("radio", { name: /Standard delivery/ });
    expect(standard.closest("label")!.textContent).toMatch(/Free \$6\.95$/);
    expect(standard.closest("label")!.querySelector("s")!.textContent).toBe("$6.95");
    const summary = screen.getByTestId("order-summary");
    expect(summary.querySelector('[data-row="shipping"] dd')!.textContent).toBe("Free");
  });

  test("a pickup-only cart needs no address, but a pickup contact", async () => {
    const backend = fakeCheckoutBackend({ cart: checkoutCart({ shippingMethods: [shipment({ code: "pickup", storeId: "RL-NYC-01" })] }) });
    renderCheckout();
    expect(await screen.findByRole("heading", { name: "Who picks up?" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Shipping address" })).toBeNull();
    expect(await screen.findByText(/Store: Ridgeline New York/)).toBeTruthy();
    fireEvent.change(within(screen.getByRole("region", { name: "Contact" })).getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(screen.getAllByText("This field is required")).toHaveLength(3));
    const pickup = screen.getByRole("region", { name: "Who picks up?" });
    fireEvent.change(within(pickup).getByLabelText("First name"), { target: { value: "Ada" } });
    fireEvent.change(within(pickup).getByLabelText("Last name"), { target: { value: "Lovelace" } });
    fireEvent.change(within(pickup).getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(currentStep()).toContain("Payment"));
    expect(backend.called().some((call) => call.includes("shippingAddress"))).toBe(false);
  });

  test("the gift option dialog keeps a message with the checkout", async () => {
    fakeCheckoutBackend({ cart: checkoutCart() });
    renderCheckout();
    fireEvent.click(await screen.findByRole("button", { name: "Add a gift option" }));
    const dialog = await screen.findByRole("dialog", { name: "Gift option" });
    fireEvent.change(within(dialog).getByLabelText("Gift message"), { target: { value: "Happy trails!" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save gift message" }));
    expect(await screen.findByText("Gift message: “Happy trails!”")).toBeTruthy();
  });
});

describe("checkout: summary and placing the order", () => {
  test("everything to review with Edit links; prepareOrder on arrival", async () => {
    const backend = fakeCheckoutBackend({ cart: addressedCart({ paid: true }) });
    const { container } = renderCheckout({ search: "?step=summary" });
    await waitFor(() => expect(backend.called()).toContain("POST /cart/v1/cart/prepareOrder"));
    await waitFor(() => expect((screen.getByTestId("place-order") as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole("link", { name: "Edit Delivery" }).getAttribute("href")).toBe("?step=shipping");
    expect(screen.getByRole("link", { name: "Edit Payment" }).getAttribute("href")).toBe("?step=billing");
    expect(screen.getByText("Visa •••• 1111", { exact: false })).toBeTruthy();
    expect(screen.getAllByText("350 Fifth Avenue").length).toBeGreaterThan(0);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole("link", { name: "Edit Delivery" }));
    await waitFor(() => expect(currentStep()).toContain("Shipping"));
  });

  test("a double click places one order; then the confirmation", async () => {
    const cart = addressedCart({ paid: true });
    const backend = fakeCheckoutBackend({ cart, holdPlace: true });
    const { queryClient } = renderCheckout({ search: "?step=summary" });
    const button = await screen.findByTestId("place-order");
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute("aria-busy")).toBe("true"));
    fireEvent.click(button);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => backend.releasePlace());
    await waitFor(() => expect(currentLocation.pathname).toBe("/en-us/order-confirmation"));
    expect(currentLocation.search).toBe("?orderNo=RL12345678");
    expect(backend.called().filter((call) => call === "PUT /cart/v2/checkout/order")).toHaveLength(1);
    expect(backend.calls.find((call) => call.method === "PUT")?.body).toEqual({ paymentMethod: { code: "CREDIT_CARD" }, cartId: cart.id });
    expect(backend.calls.find((call) => call.method === "PUT")?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(sessionStorage.getItem("order-confirmation:RL12345678")!).orderNumber).toBe("RL12345678");
    expect(queryClient.getQueryData(["commerce", "RL-US", "cart"])).toBeNull();
  });

  test("a network failure is retried with the same cart and key: one order", async () => {
    const cart = addressedCart({ paid: true });
    const backend = fakeCheckoutBackend({ cart });
    const real = backend.fetch.getMockImplementation()!;
    let first = true;
    backend.fetch.mockImplementation(async (input, init) => {
      if (first && init?.method === "PUT") {
        first = false;
        await real(input, init); // the order is placed, but its answer is lost
        throw new TypeError("Failed to fetch");
      }
      return real(input, init);
    });
    renderCheckout({ search: "?step=summary" });
    const button = await screen.findByTestId("place-order");
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(currentLocation.pathname).toBe("/en-us/order-confirmation"), { timeout: 3000 });
    const puts = backend.calls.filter((call) => call.method === "PUT");
    expect(puts).toHaveLength(2);
    expect(puts[1]!.body).toEqual(puts[0]!.body);
    // The same attempt: the same idempotency key, so the commerce API answers the order it placed.
    expect(puts[0]!.idempotencyKey).toBeTruthy();
    expect(puts[1]!.idempotencyKey).toBe(puts[0]!.idempotencyKey);
  });

  test("INV405 when placing: back to shipping with the message, the cart read again", async () => {
    const backend = fakeCheckoutBackend({ cart: addressedCart({ paid: true }), errors: { "PUT /cart/v2/checkout/order": apiError(409, "INV405", {}, "Some items are no longer available") } });
    renderCheckout({ search: "?step=summary" });
    const button = await screen.findByTestId("place-order");
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(currentStep()).toContain("Shipping"));
    expect(screen.getByRole("alert").textContent).toContain("Some items are no longer available");
    expect(backend.called().filter((call) => call === "GET /cart").length).toBeGreaterThanOrEqual(2);
  });
});

describe("checkout: 3-D Secure", () => {
  const CHALLENGE_URL = "http://bank.test:3320/mock/3ds/challenge?orderNumber=RL12345678";
  const pending = (cart: ReturnType<typeof addressedCart>) =>
    orderOf(cart, { status: "payment_pending", flash: [{ type: "PaymentNotAuthorized", message: "Authenticate", details: { challengeUrl: CHALLENGE_URL } }] });

  async function openChallenge(backend: ReturnType<typeof fakeCheckoutBackend>) {
    renderCheckout({ search: "?step=summary" });
    const button = await screen.findByTestId("place-order");
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Confirm your payment" });
    const frame = dialog.querySelector("iframe")!;
    expect(frame.getAttribute("src")).toBe(`${CHALLENGE_URL}&parentOrigin=${encodeURIComponent(window.location.origin)}`);
    expect(backend.called()).not.toContain("PATCH /cart/v2/checkout/order/RL12345678");
    return frame;
  }
  const post = (data: unknown, origin: string, source: MessageEventSource | null) =>
    act(async () => {
      window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
    });
  const result = (transStatus: string) => ({ type: "threeds-challenge-result", orderNumber: "RL12345678", transStatus });

  test("only the challenge page's own message counts; Y places the order", async () => {
    const cart = addressedCart({ paid: true });
    const backend = fakeCheckoutBackend({ cart, order: pending });
    const frame = await openChallenge(backend);
    await post(result("Y"), "http://evil.test", frame.contentWindow);
    await post(result("Y"), "http://bank.test:3320", window);
    await post({ type: "threeds-challenge-result", transStatus: "Y" }, "http://bank.test:3320", frame.contentWindow);
    expect(backend.called().some((call) => call.startsWith("PATCH"))).toBe(false);
    await post(result("Y"), "http://bank.test:3320", frame.contentWindow);
    await waitFor(() => expect(currentLocation.pathname).toBe("/en-us/order-confirmation"));
    expect(backend.calls.find((call) => call.method === "PATCH")?.body).toEqual({ paymentMethod: { code: "CREDIT_CARD" }, additionalData: { threeDS2Result: { transStatus: "Y" } } });
  });

  test("a failed challenge returns to billing with the error and a new cart with the same lines", async () => {
    const cart = addressedCart({ paid: true });
    const backend = fakeCheckoutBackend({ cart, order: pending });
    const frame = await openChallenge(backend);
    await post(result("N"), "http://bank.test:3320", frame.contentWindow);
    await waitFor(() => expect(currentStep()).toContain("Payment"));
    expect(screen.getByText(/Your payment could not be authenticated/)).toBeTruthy();
    expect(screen.getByText("Your items are still in your cart.")).toBeTruthy();
    expect(backend.calls.filter((call) => call.path === "/cart/v1/item").map((call) => call.body)).toEqual([{ basketId: "cart-2", productId: cart.items[0]!.productId, qty: 1 }]);
    expect(backend.cart()!.id).toBe("cart-2");
    expect(backend.called().filter((call) => call === "PUT /cart/v2/checkout/order")).toHaveLength(1);
  });
});

describe("checkout: delivery changes", () => {
  test("a change that joins another shipment asks first ('cart change shipping method'), then moves the lines", async () => {
    const base = checkoutCart();
    const items = [base.items[0]!, { ...base.items[0]!, id: "line-2", name: "Trail Tee" }];
    const backend = fakeCheckoutBackend({
      cart: checkoutCart({ items, shippingMethods: [shipment({ address: HOME_ADDRESS, itemIds: ["line-1"] }), shipment({ code: "pickup", storeId: "RL-NYC-01", itemIds: ["line-2"] })] }),
    });
    renderCheckout();
    const pickupBox = await screen.findByRole("region", { name: /Shipment 2 of 2/ });
    fireEvent.click(await within(pickupBox).findByRole("radio", { name: /Standard delivery/ }));
    const dialog = await screen.findByRole("dialog", { name: "Change delivery method" });
    expect(within(dialog).getByText("Trail Tee")).toBeTruthy();
    expect(backend.called()).not.toContain("POST /cart/v1/shippingMethod");
    fireEvent.click(within(dialog).getByRole("button", { name: "Change delivery method" }));
    await waitFor(() => expect(screen.getAllByRole("region", { name: /Shipment \d of 1/ })).toHaveLength(1));
    expect(backend.calls.find((call) => call.path === "/cart/v1/shippingMethod")?.body).toMatchObject({ shippingId: "pickup", code: "standard" });
  });
});

describe("checkout: express", () => {
  const profile = {
    consumerNo: "C1",
    memberId: "M1",
    consumerType: "REGULAR",
    consumerDetails: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", addresses: [{ id: "addr-1", approachType: "S", main: true, ...HOME_ADDRESS }] },
  } as unknown as ConsumerProfileAnswer;
  const card = {
    payment_instrument_id: "saved-1",
    payment_method_id: "CREDIT_CARD" as const,
    card: { paymentInstrumentId: "saved-1", main: true, brand: "VISA", last4: "1111", maskedNumber: "************1111", expiryMonth: 12, expiryYear: 2030, holder: "Ada Lovelace", expired: false },
    address: null,
  };

  test("a member with a default address and card goes straight to the summary, marked Express checkout", async () => {
    const backend = fakeCheckoutBackend({ cart: checkoutCart(), member: { profile, cards: [card] } });
    renderCheckout();
    expect(await screen.findByText("Express checkout")).toBeTruthy();
    await waitFor(() => expect(currentStep()).toContain("Review"));
    expect(currentLocation.search).toBe("?step=summary");
    expect(backend.calls.find((call) => call.path.endsWith("/shippingAddress"))?.body).toMatchObject({ address: { addressLine1: "350 Fifth Avenue", recipientContactPhone: "+12125550123" } });
    expect(backend.calls.find((call) => call.path.endsWith("/paymentInstruments"))?.body).toEqual({ payment_method_id: "CREDIT_CARD", card: { paymentInstrumentId: "saved-1" } });
  });

  test("a member who asks for a step (Edit) is not sent to the summary", async () => {
    const backend = fakeCheckoutBackend({ cart: checkoutCart(), member: { profile, cards: [card] } });
    renderCheckout({ search: "?step=shipping" });
    // The step waits for the profile: the default address is chosen, never a guest's empty form first.
    expect(((await screen.findByRole("radio", { name: /350 Fifth Avenue/ })) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText("Address")).toBeNull();
    expect(backend.called().some((call) => call.includes("paymentInstruments"))).toBe(false);
  });
});
