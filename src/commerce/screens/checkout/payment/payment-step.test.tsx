// @vitest-environment jsdom
import { SITES } from "../../../../../contracts/sites.ts";
import { cartCookieOf } from "../../../cookies.ts";
import axe from "axe-core";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { axeViolations } from "../../../../blocks/article-grid/testing/render-article-block.tsx";
import { messageFor } from "../../../errors/messages.ts";
import { updateCheckoutDetails } from "../checkout-details.ts";
import { GIFT_CARD_BALANCE, PAYMENT_METHODS, PAYMENT_SESSION, RECORDED_ERRORS, SAVED_CARDS, WALLET_APPROVAL_URL, recordedCart } from "./testing/payment-answers.ts";
import { PAYMENT_PATHS as PATHS, failWith, stubPaymentRoutes } from "./testing/payment-routes.ts";
import { renderPaymentStep } from "./testing/render-payment-step.tsx";
import { MEMBER_PROFILE } from "../../account-profile/testing/account-fixtures.ts";

// The commerce client loads when first needed (lazy-commerce.ts): loaded once here.
beforeAll(() => import("../../../commerce-access.ts"));

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.history.replaceState(null, "", "/en-us/checkout?step=billing");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const name of [...SITES.map((site) => cartCookieOf(site.siteId)), "rl_csrf"]) document.cookie = `${name}=; max-age=0; path=/`;
});

const GUEST = recordedCart("guestCart");
const MEMBER = recordedCart("memberCart");

const field = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole("button", { name }));
const remaining = () => screen.getByTestId("remaining-to-pay").textContent?.replace(/\s/g, " ");
/** What a screen reader reads of an element: its text without the parts hidden from it. */
function spoken(element: Element | null): string {
  if (!element) return "";
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll("[aria-hidden='true']")) hidden.remove();
  return copy.textContent ?? "";
}
/** The text of the elements an input's aria-describedby names. */
const description = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => spoken(document.getElementById(id)))
    .join(" ");
const methodsLoaded = () => screen.findByRole("group", { name: "Pay with" });

function fillCard(card: { number: string; month: string; year: string; cvc: string; holder: string }) {
  type("Card number", card.number);
  type("Month (MM)", card.month);
  type("Year (YYYY)", card.year);
  type("Security code", card.cvc);
  type("Name on card", card.holder);
}
const VALID_CARD = { number: "4111 1111 1111 1111", month: "12", year: String(new Date().getUTCFullYear() + 3), cvc: "123", holder: "Alex Walker" };

describe("billing step: what is offered", () => {
  test("a guest's US cart: the billing address as shipping, gift card, card / PayPal / Klarna, nothing paid yet", async () => {
    stubPaymentRoutes(GUEST.id, { [PATHS.methods]: PAYMENT_METHODS.guestMethods });
    const { container } = renderPaymentStep(GUEST);
    expect(screen.getByText("Loading payment methods…")).toBeTruthy();
    const payWith = await methodsLoaded();
    expect(within(payWith).getAllByRole("radio").map((radio) => radio.closest("label")!.textContent)).toEqual(["Credit card", "PayPal", "Klarna: buy now, pay later"]);
    expect((within(payWith).getByRole("radio", { name: "Credit card" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Gift card", { selector: "summary" })).toBeTruthy();
    // Guests see no loyalty, reward or athletes payment (not explained either: they are not theirs).
    expect(screen.queryByText(/Loyalty points/)).toBeNull();
    expect(screen.queryByText("Not available for this order")).toBeNull();
    expect((screen.getByRole("checkbox", { name: "Same as shipping address" }) as HTMLInputElement).checked).toBe(true);
    expect(container.querySelector("address")!.textContent).toContain("12 Beacon Street");
    expect(remaining()).toBe("$323.19");
    const next = screen.getByRole("button", { name: "Review your order" });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(description(next)).toBe("Save a billing address to continue.");
    expect(await axeViolations(container)).toEqual([]);
  });

  test("a Canadian cart: Klarna is not offered, and the step says why", async () => {
    const cart = recordedCart("caCart");
    stubPaymentRoutes(cart.id, { [PATHS.methods]: PAYMENT_METHODS.caMethods });
    renderPaymentStep(cart);
    const payWith = await methodsLoaded();
    expect(within(payWith).queryByRole("radio", { name: /Klarna/ })).toBeNull();
    const unavailable = screen.getByRole("list", { name: "Not available for this order" });
    expect(unavailable.textContent).toBe("Klarna: buy now, pay later: Klarna is not available for payments in CAD.");
    expect(remaining()).toBe("CAD 439.59");
  });

  test("the methods fail to load: the catalogue's message and a retry", async () => {
    const routes = stubPaymentRoutes(GUEST.id, { [PATHS.methods]: failWith(503, { errorId: "GEN500", message: "down" }) });
    renderPaymentStep(GUEST);
    expect((await screen.findByRole("alert")).textContent).toContain("The payment methods could not be loaded.");
    click("Try again");
    await waitFor(() => expect(routes.callsTo("GET", "/cart/v1/cart/:cart/paymentMethods")).toHaveLength(2));
  });
});

describe("billing address", () => {
  test("same as shipping, with the newsletter consent: the shipping address and its phone are sent; then it can be changed", async () => {
    const routes = stubPaymentRoutes(GUEST.id, { [PATHS.methods]: PAYMENT_METHODS.guestMethods, [PATHS.billingAddress]: GUEST });
    const { carts } = renderPaymentStep(GUEST);
    fireEvent.click(screen.getByRole("checkbox", { name: "Send me news and offers by email" }));
    click("Use this billing address");
    await waitFor(() => expect(carts).toHaveLength(1));
    const [call] = routes.callsTo("POST", "/cart/v1/cart/:cart/billingAddress");
    expect(call!.body).toEqual({
      address: { recipientFirstName: "Alex", recipientLastName: "Walker", addressLine1: "12 Beacon Street", city: "Boston", stateCityProvDept: "MA", postalCode: "02108", country: "US", recipientContactEmail: "alex.walker@example.com", recipientContactPhone: "+16175550181" },
      phone: "+16175550181",
      subscriptions: { newsletterConsent: true },
    });
    expect(screen.getByRole("button", { name: "Change billing address" })).toBeTruthy();
    expect(description(screen.getByRole("button", { name: "Review your order" }))).toBe("Add a payment for the remaining $323.19 to continue.");
  });

  test("another address: the fields' own checks first, then PYT406 and BILL410 at the fields the answer names", async () => {
    let answer = failWith(400, RECORDED_ERRORS.billingMissingCity);
    const routes = stubPaymentRoutes(GUEST.id, { [PATHS.methods]: PAYMENT_METHODS.guestMethods, [PATHS.billingAddress]: () => answer });
    const { container } = renderPaymentStep(GUEST);
    fireEvent.click(screen.getByRole("checkbox", { name: "Same as shipping address" }));
    type("First name", "");
    click("Use this billing address");
    expect(description(field("First name"))).toMatch(/./);
    expect(document.activeElement).toBe(field("First name"));
    expect(routes.callsTo("POST", "/cart/v1/cart/:cart/billingAddress")).toHaveLength(0);

    type("First name", "Jamie");
    click("Use this billing address");
    await waitFor(() => expect(description(field("City"))).toContain(messageFor("PYT406", RECORDED_ERRORS.billingMissingCity.message)));

    answer = failWith(400, RECORDED_ERRORS.billingMissingPhone);
    click("Use this billing address");
    await waitFor(() => expect(description(field(/^Phone/))).toContain("Please enter a phone number for billing."));
    expect(await axeViolations(container)).toEqual([]);
    expect(routes.callsTo("POST", "/cart/v1/cart/:cart/billingAddress").at(-1)!.body).toMatchObject({ address: { recipientFirstName: "Jamie", city: "Boston" }, subscriptions: { newsletterConsent: false } });
  });

  test("a member's saved billing addresses are offered, the main one chosen; the chosen one is sent", async () => {
    const cart = recordedCart("pickupCart");
    const routes = stubPaymentRoutes(cart.id, { [PATHS.methods]: PAYMENT_METHODS.memberMethods, [PATHS.savedCards]: SAVED_CARDS, [PATHS.billingAddress]: cart });
    renderPaymentStep(cart, { member: true, profile: MEMBER_PROFILE });
    const saved = screen.getByRole("group", { name: "Saved billing addresses" });
    // Only billing addresses (approach type B): the delivery ones are the shipping step's.
    expect(within(saved).getAllByRole("radio").map((radio) => radio.closest("label")!.textContent)).toEqual(["Alex WalkerPO Box 12, Boulder, CO 80306", "Another address"]);
    expect((within(saved).getByRole("radio", { name: /PO Box 12/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText("First name")).toBeNull();
    click("Use this billing address");
    await waitFor(() => expect(routes.callsTo("POST", "/cart/v1/cart/:cart/billingAddress")).toHaveLength(1));
    expect(routes.callsTo("POST", "/cart/v1/cart/:cart/billingAddress")[0]!.body).toMatchObject({ address: { recipientFirstName: "Alex", addressLine1: "PO Box 12", postalCode: "80306", country: "US" }, phone: "+13035550100" });
  });

  test("a member with a shipping address: same as shipping first; unticked, the saved billing addresses, and a new one opens the fields", async () => {
    stubPaymentRoutes(MEMBER.id, { [PATHS.methods]: PAYMENT_METHODS.memberMethods, [PATHS.savedCards]: SAVED_CARDS });
    renderPaymentStep({ ...MEMBER, payment_instruments: [] }, { member: true, profile: MEMBER_PROFILE });
    expect(screen.queryByRole("group", { name: "Saved billing addresses" })).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "Same as shipping address" }));
    const saved = screen.getByRole("group", { name: "Saved billing addresses" });
    fireEvent.click(within(saved).getByRole("radio", { name: "Another address" }));
    expect(field("First name")).toBeTruthy();
  });

  test("a cart picked up in store has no shipping address: the shopper enters one", async () => {
    const cart = recordedCart("pickupCart");
    stubPaymentRoutes(cart.id, { [PATHS.methods]: PAYMENT_METHODS.guestMethods });
    renderPaymentStep(cart);
    expect(screen.queryByRole("checkbox", { name: "Same as shipping address" })).toBeNull();
    expect(screen.getByText(/picked up in store: please enter a billing address/)).toBeTruthy();
    expect(field("First name").value).toBe("");
  });

  test("a guest's cart with no home delivery: the contact email of the shipping step goes with the billing address (the order's email)", async () => {
    const cart = recordedCart("pickupCart");
    updateCheckoutDetails(cart.id, { contactEmail: "sam.walker@example.com" });
    const routes = stubPaymentRoutes(cart.id, { [PATHS.methods]: PAYMENT_METHODS.guestMethods, [PATHS.billingAddress]: cart });
    renderPaymentStep(cart);
    type("First name", "Sam");
    type("Last name", "Walker");
    type("Address", "1600 Pearl Street");
    type("City", "Boulder");
    fireEvent.change(screen.getByLabelText("State"), { target: { value: "CO" } });
    type("ZIP code", "80302");
    type(/^Phone/, "3035550100");
    click("Use this billing address");
    await waitFor(() => expect(routes.callsTo("POST", "/cart/v1/cart/:cart/billingAddress")).toHaveLength(1));
    expect(routes.callsTo("POST", "/cart/v1/cart/:cart/billingAddress")[0]!.body).toMatchObject({ address: { recipientFirstName: "Sam", city: "Boulder", recipientContactEmail: "sam.walker@example.com" } });
    sessionStorage.clear();
  });
});

describe("credit card", () => {
  test("a valid card: its brand shows, the digits are sent, the card pays the rest", async () => {
    const routes = stubPaymentRoutes(GUEST.id, { [PATHS.methods]: PAYMENT_METHODS.guestMethods, [PATHS.addInstrument]: recordedCart("cartGiftAndCard") });
    renderPaymentStep(GUEST);
    await methodsLoaded();
    fillCard(VALID_CARD);
    expect(screen.getByText("Card type: Visa")).toBeTruthy();
    expect(field("Security code").maxLength).toBe(3);
    click("Use this card");
    await waitFor(() => expect(remaining()).toBe("$0.00"));
    expect(routes.callsTo("POST", "/cart/v1/cart/:cart/paymentInstruments")[0]!.body).toEqual({ payment_method_id: "CREDIT_CARD", number: "4111111111111111", expiryMonth: "12", expiryYear: VALID_CARD.year, holder: "Alex Walker", cvv: "123" });
    expect(screen.getByText("Credit card Visa ending 1111")).toBeTruthy();
    // The number and the code do not stay on the page.
    expect(field("Card number").value).toBe("");
    expect(field("Security code").value).toBe("");
  });

  test("American Express asks for 4 digits", async () => {
    stubPaymentRoutes(GUEST.id, { [PATHS.methods]: PAYMENT_METHODS.guestMethods });
    renderPaymentStep(GUEST);
    await methodsLoaded();
    type("Card number", "3782 822463 10005");
    expect(screen.getByText("Card type: American Express")).toBeTruthy();
    expect(field("Security code").maxLength).toBe(4);
  });

  test("a number failing the Luhn check, and an expired card (FE309), are told before any request", async () => {
    const routes = stubPaymentRoutes(GUEST.id, { [PATHS.methods]: PAYMENT_METHODS.guestMethods });
    renderPaymentStep(GUEST);
    await methodsLoaded();
    fillCard({ ...VALID_CARD, number: "4111 1111 1111 1112" });
    click("Use this card");
    expect(description(field("Card number"))).toContain("Enter a valid card number.");
    expect(document.activeElement).toBe(field("Card number"));

    fillCard({ ...VALID_CARD, month: "01", year: "2024" });
    click("Use this card");
    expect(description(field("Month (MM)"))).toBe(messageFor("FE309", undefined));
    expect(description(field("Year (YYYY)"))).toBe(messageFor("FE309", undefined));
    expect(document.activeElement).toBe(field("Month (MM)"));
    expect(routes.callsTo("POST", "/cart/v1/cart/:cart/paymentInstruments")).toHaveLength(0);
  });

  test("the commerce API's verdicts show at their fields (FE309 at the expiry, PAY400 at the number)", async () => {
    let answer = failWith(400, RECORDED_ERRORS.cardExpired);
    stubPaymentRoutes(GUEST.id, { [PATHS.methods]: PAYMENT_METHODS.guestMethods, [PATHS.addInstrument]: () => answer });
    renderPaymentStep(GUEST);
    await methodsLoaded();
    fillCard(VALID_CARD);
    click("Use this card");
    await waitFor(() => expect(description(field("Year (YYYY)"))).toBe(messageFor("FE309", undefined)));
    answer = failWith(400, RECORDED_ERRORS.cardLuhn);
    fillCard(VALID_CARD);
    click("Use this card");
    await waitFor(() => expect(description(field("Card number"))).toContain(messageFor("PAY400", RECORDED_ERRORS.cardLuhn.message)));
  });

  test("a member: saved cards (the main one chosen, the expired one not choosable), the code optional", async () => {
    const routes = stubPaymentRoutes(MEMBER.id, { [PATHS.methods]: PAYMENT_METHODS.memberMethods, [PATHS.savedCards]: SAVED_CARDS, [PATHS.addInstrument]: recordedCart("memberSavedCardApplied") });
    const { container, settled } = renderPaymentStep(MEMBER, { member: true });
    const saved = await screen.findByRole("group", { name: "Your saved cards" });
    await settled();
    expect(await axeViolations(container)).toEqual([]);
    const visa = within(saved).getByRole("radio", { name: "Visa ending 2222, expires 09/2030" }) as HTMLInputElement;
    expect(visa.checked).toBe(true);
    expect((within(saved).getByRole("radio", { name: /Mastercard ending 4444, expires 03\/2024/ }) as HTMLInputElement).disabled).toBe(true);
    expect(routes.callsTo("GET", "/consumers-v3/consumer/payment_instruments")[0]!.query).toEqual({ payment_method_id: "CREDIT_CARD" });
    click("Use this card");
    await waitFor(() => expect(remaining()).toBe("$0.00"));
    expect(routes.callsTo("POST", "/cart/v1/cart/:cart/paymentInstruments")[0]!.body).toEqual({ payment_method_id: "CREDIT_CARD", card: { paymentInstrumentId: "C1002-PI1" } });
  });

  test("a member saves a new card: already saved (PYT300) shows the server's message; the card still pays", async () => {
    const routes = stubPaymentRoutes(MEMBER.id, {
      [PATHS.methods]: PAYMENT_METHODS.memberMethods,
      [PATHS.savedCards]: SAVED_CARDS,
      [PATHS.addInstrument]: recordedCart("memberSavedCardApplied"),
      [PATHS.saveCard]: failWith(409, RECORDED_ERRORS.memberCardExists),
    });
    renderPaymentStep(MEMBER, { member: true });
    fireEvent.click(await screen.findByRole("radio", { name: "A new card" }));
    fillCard(VALID_CARD);
    fireEvent.click(screen.getByRole("checkbox", { name: "Save this card to my account" }));
    click("Use this card");
    await waitFor(() => expect(screen.getByText("This card is already saved in your account")).toBeTruthy());
    expect(routes.callsTo("POST", "/consumers-v3/consumer/payment_instruments")[0]!.body).toEqual({ payment_method_id: "CREDIT_CARD", card: { number: "4111111111111111", expiryMonth: "12", expiryYear: VALID_CARD.year, holder: "Alex Walker" } });
    expect(remaining()).toBe("$0.00");
  });

  test("any other save failure: the general message", async () => {
    stubPaymentRoutes(MEMBER.id, {
      [PATHS.methods]: PAYMENT_METHODS.memberMethods,
      [PATHS.savedCards]: { payment_instruments: [] },
      [PATHS.addInstrument]: recordedCart("memberSavedCardApplied"),
      [PATHS.saveCard]: failWith(403, { errorId: "AUT403", message: "The reCAPTCHA check failed" }),
    });
    renderPaymentStep(MEMBER, { member: true });
    await methodsLoaded();
    fillCard(VALID_CARD);
    fireEvent.click(screen.getByRole("checkbox", { name: "Save this card to my account" }));
    click("Use this card");
    expect(await screen.findByText("The card could not be saved to your account. It still pays this order.")).toBeTruthy();
  });
});

describe("gift card", () => {
  test("check the balance, apply it: a partial payment, what remains to pay goes down; a card without balance: GFC740 at the input", async () => {
    const routes = stubPaymentRoutes(GUEST.id, {
      [PATHS.methods]: PAYMENT_METHODS.guestMethods,
      [PATHS.giftCardBalance]: GIFT_CARD_BALANCE,
      [PATHS.addInstrument]: (body) => ((body as { number: string }).number.endsWith("0041") ? failWith(400, RECORDED_ERRORS.giftCardZero) : recordedCart("cartGiftCard")),
    });
    const { container } = renderPaymentStep(GUEST);
    await methodsLoaded();
    fireEvent.click(screen.getByText("Gift card", { selector: "summary" }));
    type("Gift card number", "6006 4910 0000 0000 033");
    type("PIN", "3333");
    click("Check balance");
    expect(await screen.findByText("Gift card ending 0033: $10.00 available.")).toBeTruthy();
    expect(routes.callsTo("POST", "/cart/v1/giftcard/balance")[0]!.body).toEqual({ number: "6006491000000000033", pin: "3333" });

    click("Apply");
    await waitFor(() => expect(remaining()).toBe("$313.19"));
    expect(screen.getByText("Gift card applied: it pays $10.00.")).toBeTruthy();
    const payments = screen.getByRole("list", { name: "Your payments" });
    expect(within(payments).getByRole("listitem").textContent).toContain("Gift card ending 0033$10.00");
    expect(routes.callsTo("POST", "/cart/v1/cart/:cart/paymentInstruments")[0]!.body).toEqual({ payment_method_id: "GIFT_CARD", number: "6006491000000000033", pin: "3333" });

    type("Gift card number", "6006491000000000041");
    type("PIN", "1111");
    click("Apply");
    await waitFor(() => expect(description(field("Gift card number"))).toBe(messageFor("GFC740", undefined)));
    expect(field("Gift card number").getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(container)).toEqual([]);
    expect(remaining()).toBe("$313.19");
  });

  test("the other gift card answers show at the input too: a wrong PIN, too many PINs on a balance check (GFC799), a third card (GFC410)", async () => {
    let balance: object = failWith(400, RECORDED_ERRORS.giftCardBalanceWrongPin);
    stubPaymentRoutes(GUEST.id, {
      [PATHS.methods]: PAYMENT_METHODS.guestMethods,
      [PATHS.giftCardBalance]: () => balance,
      [PATHS.addInstrument]: failWith(400, RECORDED_ERRORS.giftCardThird),
    });
    renderPaymentStep(GUEST);
    await methodsLoaded();
    fireEvent.click(screen.getByText("Gift card", { selector: "summary" }));
    type("Gift card number", "6006491000000000033");
    type("PIN", "9999");
    click("Check balance");
    await waitFor(() => expect(description(field("Gift card number"))).toBe(messageFor("GFC800", RECORDED_ERRORS.giftCardBalanceWrongPin.message)));
    balance = failWith(429, { errorId: "GFC799", message: "Too many wrong gift card PINs; try again later" });
    click("Check balance");
    await waitFor(() => expect(description(field("Gift card number"))).toBe(messageFor("GFC799", "Too many wrong gift card PINs; try again later")));
    click("Apply");
    await waitFor(() => expect(description(field("Gift card number"))).toBe(messageFor("GFC410", RECORDED_ERRORS.giftCardThird.message)));
    // Nothing went to the top of the step.
    expect(screen.queryAllByRole("alert").filter((alert) => !alert.closest("form"))).toEqual([]);
  });

  test("with two gift cards applied the method is explained instead of offered", async () => {
    const cart = recordedCart("cartTwoGiftCards");
    stubPaymentRoutes(cart.id, { [PATHS.methods]: PAYMENT_METHODS.methodsTwoGiftCards });
    renderPaymentStep(cart);
    await methodsLoaded();
    expect(screen.queryByText("Gift card", { selector: "summary" })).toBeNull();
    expect(screen.getByRole("list", { name: "Not available for this order" }).textContent).toContain("You have applied the most gift cards an order can take.");
    expect(remaining()).toBe("$288.19");
  });
});

describe("split payments", () => {
  test("removing an instrument: what remains to pay goes back up", async () => {
    const cart = recordedCart("cartGiftCard");
    const routes = stubPaymentRoutes(cart.id, { [PATHS.methods]: PAYMENT_METHODS.guestMethods, [PATHS.removeInstrument]: GUEST });
    renderPaymentStep(cart);
    expect(remaining()).toBe("$313.19");
    const giftCard = cart.payment_instruments[0]!;
    click("Remove Gift card ending 0033");
    await waitFor(() => expect(remaining()).toBe("$323.19"));
    expect(routes.callsTo("DELETE", "/cart/v1/cart/:cart/paymentInstruments")[0]!.body).toEqual({ payment_instrument_id: giftCard.payment_instrument_id });
    expect(screen.getByText("No payment added yet.")).toBeTruthy();
  });

  test("a failed removal shows at the list (PYT404)", async () => {
    const cart = recordedCart("cartGiftCard");
    stubPaymentRoutes(cart.id, { [PATHS.methods]: PAYMENT_METHODS.guestMethods, [PATHS.removeInstrument]: failWith(404, { errorId: "PYT404", message: "This payment instrument was not found" }) });
    renderPaymentStep(cart);
    click("Remove Gift card ending 0033");
    expect((await screen.findByRole("alert")).textContent).toBe(messageFor("PYT404", "This payment instrument was not found"));
  });

  test("fully paid with a known billing address: on to the summary; the card is listed last", async () => {
    const cart = recordedCart("cartGiftAndCard");
    stubPaymentRoutes(cart.id, { [PATHS.methods]: PAYMENT_METHODS.methodsTwoGiftCards });
    const { onContinue } = renderPaymentStep(cart);
    expect(remaining()).toBe("$0.00");
    expect(screen.getByText("Your order is fully paid.")).toBeTruthy();
    const items = within(screen.getByRole("list", { name: "Your payments" })).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("span")!.textContent)).toEqual(["Gift card ending 0025", "Gift card ending 0033", "Credit card Visa ending 1111"]);
    // The card's billing address is known: the step starts on its summary.
    expect(screen.getByRole("button", { name: "Change billing address" })).toBeTruthy();
    click("Review your order");
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});

describe("buy now, pay later", () => {
  test("the session's dialog: amount, currency, categories; Continue adds the KLARNA instrument with the session", async () => {
    const routes = stubPaymentRoutes(GUEST.id, { [PATHS.methods]: PAYMENT_METHODS.guestMethods, [PATHS.paymentSession]: PAYMENT_SESSION, [PATHS.addInstrument]: recordedCart("cartGiftAndKlarna") });
    renderPaymentStep(GUEST);
    await methodsLoaded();
    fireEvent.click(screen.getByRole("radio", { name: "Klarna: buy now, pay later" }));
    click("Pay with Klarna");
    const dialog = await screen.findByRole("dialog", { name: "Klarna: buy now, pay later" });
    expect(routes.callsTo("GET", "/cart/v1/paymentSession")[0]!.query).toEqual({ basketId: GUEST.id });
    expect(within(dialog).getByText("Amount: $323.19 (USD)")).toBeTruthy();
    expect(within(dialog).getAllByRole("radio").map((radio) => radio.closest("label")!.textContent)).toEqual(["Pay in 30 days", "Pay over time in instalments"]);
    expect(await axeViolations(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue with Klarna" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(routes.callsTo("POST", "/cart/v1/cart/:cart/paymentInstruments")[0]!.body).toEqual({ payment_method_id: "KLARNA", sessionId: PAYMENT_SESSION.sessionId });
    expect(within(screen.getByRole("list", { name: "Your payments" })).getByText("Klarna: buy now, pay later")).toBeTruthy();
    expect(remaining()).toBe("$0.00");
  });

  test("Cancel closes the dialog and adds nothing", async () => {
    const routes = stubPaymentRoutes(GUEST.id, { [PATHS.methods]: PAYMENT_METHODS.guestMethods, [PATHS.paymentSession]: PAYMENT_SESSION });
    renderPaymentStep(GUEST);
    await methodsLoaded();
    fireEvent.click(screen.getByRole("radio", { name: "Klarna: buy now, pay later" }));
    click("Pay with Klarna");
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(routes.callsTo("POST", "/cart/v1/cart/:cart/paymentInstruments")).toHaveLength(0);
  });
});

describe("payment wallet", () => {
  async function openWallet() {
    await methodsLoaded();
    fireEvent.click(screen.getByRole("radio", { name: "PayPal" }));
    click("Pay with PayPal");
    const dialog = await screen.findByRole("dialog", { name: "Pay with PayPal" });
    const frame = within(dialog).getByTitle("PayPal approval") as HTMLIFrameElement;
    return { dialog, frame };
  }
  const post = (data: unknown, origin: string, source: Window | null) => act(() => void window.dispatchEvent(new MessageEvent("message", { data, origin, source })));
  const approved = { type: "wallet-approval", status: "approved", payerEmail: "wallet.buyer@example.com" };
  const walletOrigin = new URL(WALLET_APPROVAL_URL).origin;

  test("the approval page in a frame; only its own, well-formed message adds the PAYPAL instrument", async () => {
    const routes = stubPaymentRoutes(GUEST.id, { [PATHS.methods]: PAYMENT_METHODS.guestMethods, [PATHS.addInstrument]: recordedCart("cartGiftAndPaypal") });
    renderPaymentStep(GUEST);
    const { dialog, frame } = await openWallet();
    // axe does not enter the frame (jsdom loads no page in it): the dialog around it.
    const { violations } = await axe.run(dialog, { iframes: false, rules: { "color-contrast": { enabled: false } } });
    expect(violations.map((violation) => violation.id)).toEqual([]);
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe(WALLET_APPROVAL_URL);
    expect(Object.fromEntries(src.searchParams)).toEqual({ parentOrigin: window.location.origin, amount: "323.19", currency: "USD" });

    await post(approved, "http://evil.test", frame.contentWindow);
    await post(approved, walletOrigin, window);
    await post({ type: "wallet-approval", status: "approved" }, walletOrigin, frame.contentWindow);
    await post({ type: "threeds-challenge-result", orderNumber: "RL12345678", transStatus: "Y" }, walletOrigin, frame.contentWindow);
    expect(routes.callsTo("POST", "/cart/v1/cart/:cart/paymentInstruments")).toHaveLength(0);
    expect(screen.getByRole("dialog")).toBeTruthy();

    await post(approved, walletOrigin, frame.contentWindow);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(routes.callsTo("POST", "/cart/v1/cart/:cart/paymentInstruments")[0]!.body).toEqual({ payment_method_id: "PAYPAL", payerEmail: "wallet.buyer@example.com" });
    expect(screen.getByText(/^PayPal alex\.walker@example\.com$/)).toBeTruthy();
    expect(remaining()).toBe("$0.00");
  });

  test("cancelled in the wallet: the dialog closes with an info notice", async () => {
    const routes = stubPaymentRoutes(GUEST.id, { [PATHS.methods]: PAYMENT_METHODS.guestMethods });
    renderPaymentStep(GUEST);
    const { frame } = await openWallet();
    await post({ type: "wallet-approval", status: "cancelled" }, walletOrigin, frame.contentWindow);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("The PayPal payment was cancelled. Choose another way to pay or try again.")).toBeTruthy();
    expect(routes.callsTo("POST", "/cart/v1/cart/:cart/paymentInstruments")).toHaveLength(0);
  });
});

describe("loyalty, rewards and the athletes payment", () => {
  test("a member: the offered voucher (the largest the points afford) applied and removed", async () => {
    const routes = stubPaymentRoutes(MEMBER.id, {
      [PATHS.methods]: PAYMENT_METHODS.memberMethods,
      [PATHS.savedCards]: SAVED_CARDS,
      [PATHS.reward]: (body) => ((body as { appliedLoyaltyVoucher: string | null }).appliedLoyaltyVoucher ? recordedCart("memberVoucher") : MEMBER),
    });
    renderPaymentStep(MEMBER, { member: true });
    const loyalty = await screen.findByRole("group", { name: "Loyalty points and rewards" });
    expect(within(loyalty).getByText("You have 3,200 points.")).toBeTruthy();
    fireEvent.click(within(loyalty).getByRole("button", { name: "Use 2,500 points for $30.00 off" }));
    await waitFor(() => expect(remaining()).toBe("$259.17"));
    expect(routes.callsTo("PUT", "/cart/v1/cart/:cart/reward")[0]!.body).toEqual({ appliedLoyaltyVoucher: "LV-USD-2500" });
    expect(within(loyalty).getByText("Reward applied: $30.00 off for 2,500 points.")).toBeTruthy();
    expect(screen.getByText("Reward code LV-USD-2500")).toBeTruthy();
    // The reward holds 2,500 of the 3,200 points: points pay with the 700 left.
    expect(description(field("Points to use"))).toBe("Up to 700. Leave empty to use them all.");
    fireEvent.click(within(loyalty).getByRole("button", { name: "Remove reward" }));
    await waitFor(() => expect(remaining()).toBe("$289.17"));
    expect(description(field("Points to use"))).toBe("Up to 3,200. Leave empty to use them all.");
    expect(routes.callsTo("PUT", "/cart/v1/cart/:cart/reward")[1]!.body).toEqual({ appliedLoyaltyVoucher: null });
  });

  test("points beyond the balance: REW140 at the points input; a reward code not known: REW401 at its input", async () => {
    stubPaymentRoutes(MEMBER.id, {
      [PATHS.methods]: PAYMENT_METHODS.memberMethods,
      [PATHS.savedCards]: SAVED_CARDS,
      [PATHS.addInstrument]: (body) => failWith(400, (body as { payment_method_id: string }).payment_method_id === "LOYALTY_POINTS" ? RECORDED_ERRORS.memberTooManyPoints : RECORDED_ERRORS.memberRewardUnknown),
    });
    renderPaymentStep(MEMBER, { member: true });
    await screen.findByRole("group", { name: "Loyalty points and rewards" });
    type("Points to use", "5000");
    expect(description(field("Points to use"))).toBe("Up to 3,200. Leave empty to use them all.");
    click("Use points");
    expect(description(field("Points to use"))).toContain("Enter a whole number of points up to 3,200.");
    type("Points to use", "3000");
    click("Use points");
    await waitFor(() => expect(description(field("Points to use"))).toContain(messageFor("REW140", RECORDED_ERRORS.memberTooManyPoints.message, RECORDED_ERRORS.memberTooManyPoints)));

    fireEvent.click(screen.getByText("Reward code", { selector: "summary" }));
    type("Reward code", "NOPE");
    fireEvent.click(within(field("Reward code").closest("form")!).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(description(field("Reward code"))).toBe(messageFor("REW401", RECORDED_ERRORS.memberRewardUnknown.message)));
  });

  test("a reward code's error goes once the field is edited, and once a voucher is applied", async () => {
    stubPaymentRoutes(MEMBER.id, {
      [PATHS.methods]: PAYMENT_METHODS.memberMethods,
      [PATHS.savedCards]: SAVED_CARDS,
      [PATHS.addInstrument]: () => failWith(400, RECORDED_ERRORS.memberRewardUnknown),
      [PATHS.reward]: recordedCart("memberVoucher"),
    });
    renderPaymentStep(MEMBER, { member: true });
    const loyalty = await screen.findByRole("group", { name: "Loyalty points and rewards" });
    const rewardError = messageFor("REW401", RECORDED_ERRORS.memberRewardUnknown.message);
    const applyCode = () => fireEvent.click(within(field("Reward code").closest("form")!).getByRole("button", { name: "Apply" }));
    fireEvent.click(screen.getByText("Reward code", { selector: "summary" }));
    type("Reward code", "NOPE");
    applyCode();
    await waitFor(() => expect(description(field("Reward code"))).toBe(rewardError));
    type("Reward code", "NOPE2");
    expect(description(field("Reward code"))).toBe("");
    expect(field("Reward code").getAttribute("aria-invalid")).toBeNull();

    applyCode();
    await waitFor(() => expect(description(field("Reward code"))).toBe(rewardError));
    fireEvent.click(within(loyalty).getByRole("button", { name: "Use 2,500 points for $30.00 off" }));
    await within(loyalty).findByText("Reward applied: $30.00 off for 2,500 points.");
    expect(description(field("Reward code"))).toBe("");
    expect(screen.queryByText(rewardError)).toBeNull();
  });

  test("an athlete: the allowance's remaining and payable amounts; the athletes payment pays the order", async () => {
    const cart = recordedCart("athleteCart");
    const routes = stubPaymentRoutes(cart.id, { [PATHS.methods]: PAYMENT_METHODS.athleteMethods, [PATHS.savedCards]: { payment_instruments: [] }, [PATHS.addInstrument]: recordedCart("athletePaid") });
    renderPaymentStep(cart, { member: true });
    const athletes = await screen.findByRole("group", { name: "Athletes payment" });
    expect(athletes.textContent).toContain("Your allowance: $1,900.00 left. It can pay $289.17 of this order.");
    fireEvent.click(within(athletes).getByRole("button", { name: "Use athletes payment" }));
    await waitFor(() => expect(remaining()).toBe("$0.00"));
    expect(routes.callsTo("POST", "/cart/v1/cart/:cart/paymentInstruments")[0]!.body).toEqual({ payment_method_id: "ATHLETES_PAYMENT" });
    expect(within(athletes).getByText("Athletes payment applied.")).toBeTruthy();
    // Riley is no loyalty member (REW130): no loyalty, and nothing to explain about it.
    expect(screen.queryByRole("group", { name: "Loyalty points and rewards" })).toBeNull();
  });
});

test("in French and German", async () => {
  const cart = recordedCart("caCart");
  stubPaymentRoutes(cart.id, { [PATHS.methods]: PAYMENT_METHODS.caMethods });
  renderPaymentStep({ ...cart, siteId: "RL-CAFR" });
  await screen.findByRole("group", { name: "Payer avec" });
  expect(screen.getByRole("heading", { name: "Adresse de facturation" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Vérifier votre commande" })).toBeTruthy();
  cleanup();
  stubPaymentRoutes(GUEST.id, { [PATHS.methods]: PAYMENT_METHODS.guestMethods });
  renderPaymentStep({ ...GUEST, siteId: "RL-DE" });
  await screen.findByRole("group", { name: "Bezahlen mit" });
  expect(screen.getByRole("button", { name: "Diese Rechnungsadresse verwenden" })).toBeTruthy();
});
