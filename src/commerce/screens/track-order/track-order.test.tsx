// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { trackOrderAnswer } from "../../../../contracts/api/orders.ts";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import { EngineProvider } from "../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../registry/create-registry.ts";
import { clearSessionCookies, errorAnswer, stubCommerce, type ErrorAnswer } from "../order-history/testing/commerce-routes.ts";
import { ON_ITS_WAY } from "../order-history/testing/order-factory.ts";
import TrackOrder from "./track-order.tsx";
import { renderTrackOrder } from "./testing/render-track-order.tsx";
import { TRACKED_JUST_PLACED, TRACKED_ON_ITS_WAY } from "./testing/tracked-orders.ts";

// The commerce client loads when first needed (lazy-commerce.ts): loaded once here.
beforeAll(() => import("../../commerce-access.ts"));

const TRACK = "/consumers-v3/consumer/TrackOrder";
const NOT_FOUND_MESSAGE = "We could not find an order with this order number and email address";
const orderNumberField = () => screen.getByLabelText("Order number") as HTMLInputElement;
const emailField = () => screen.getByLabelText("Email") as HTMLInputElement;
/** The message under a field (its `aria-describedby` after the hint). */
const messageOf = (input: HTMLElement) => {
  const id = input.getAttribute("aria-describedby")?.split(" ")[1];
  return id ? document.getElementById(id)?.textContent?.replace(/^!/, "") : undefined;
};
const fill = (orderNumber: string, email: string) => {
  fireEvent.change(orderNumberField(), { target: { value: orderNumber } });
  fireEvent.change(emailField(), { target: { value: email } });
};
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Track order" }));

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSessionCookies();
});

test("the tracked orders are answers as the API gives them", () => {
  for (const answer of [TRACKED_ON_ITS_WAY, TRACKED_JUST_PLACED]) expect(trackOrderAnswer.safeParse(answer).error).toBeUndefined();
});

test("the server renders the whole form: nothing to read until the shopper asks", () => {
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <EngineProvider value={{ registry: createRegistry([]), page: pageContext({ pathname: "/en-us/track-order" }) }}>
        <TrackOrder blockId="track" heading="Where is my order?" intro="" />
      </EngineProvider>
    </QueryClientProvider>,
  );
  expect(html).toContain("Where is my order?</h1>");
  expect(html).toContain('name="orderNumber"');
  expect(html).toContain('name="email"');
});

describe("the form's checks", () => {
  test("on submit: each field's message under it, the first wrong field focused, nothing sent", async () => {
    const routes = stubCommerce([], { signedIn: false });
    const { container } = renderTrackOrder();
    submit();
    expect(messageOf(orderNumberField())).toBe("This field is required");
    expect(messageOf(emailField())).toBe("This field is required");
    expect(orderNumberField().getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(orderNumberField()));

    fill("12345678", "alex@localhost");
    submit();
    expect(messageOf(orderNumberField())).toBe("Enter an order number like RL12345678.");
    expect(messageOf(emailField())).toBe("Email is not valid");

    fill("RL12345678", "alex@localhost");
    submit();
    expect(messageOf(orderNumberField())).toBeUndefined();
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
    expect(routes.calls).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test("on leaving a field with something typed; a message goes as soon as the value is right", () => {
    stubCommerce([], { signedIn: false });
    renderTrackOrder();
    // Passing through an empty field says nothing yet.
    fireEvent.blur(orderNumberField());
    expect(messageOf(orderNumberField())).toBeUndefined();
    fireEvent.change(orderNumberField(), { target: { value: "RL123" } });
    fireEvent.blur(orderNumberField());
    expect(messageOf(orderNumberField())).toBe("Enter an order number like RL12345678.");
    fireEvent.change(orderNumberField(), { target: { value: "rl12345678" } });
    expect(messageOf(orderNumberField())).toBeUndefined();
    expect(orderNumberField().getAttribute("aria-invalid")).toBeNull();
  });
});

describe("tracking", () => {
  test("a found order: its status, each shipment with the carrier's tracking link, the heading focused; the number sent as the API writes it", async () => {
    const routes = stubCommerce([{ method: "POST", path: TRACK, answers: [TRACKED_ON_ITS_WAY] }], { signedIn: false });
    const { container } = renderTrackOrder();
    fill(` ${ON_ITS_WAY.orderNumber.toLowerCase()} `, " Alex.Walker@example.com ");
    submit();
    const title = await screen.findByRole("heading", { level: 2, name: `Order ${ON_ITS_WAY.orderNumber}` });
    await waitFor(() => expect(document.activeElement).toBe(title));
    const result = screen.getByRole("region", { name: `Order ${ON_ITS_WAY.orderNumber}` });
    expect(within(result).getAllByText("In transit").length).toBeGreaterThan(0);
    expect(within(result).getByText("11/20/2026")).toBeTruthy();
    expect(within(result).getByRole("heading", { level: 3, name: "Delivery to your address" })).toBeTruthy();
    expect(within(result).getByRole("link", { name: /1ZRL6E501234567890/ }).getAttribute("href")).toBe("https://www.ups.com/track?tracknum=1ZRL6E501234567890");
    expect(within(result).getByText("Handed to the carrier")).toBeTruthy();
    expect(routes.to(TRACK).map((call) => call.body)).toEqual([{ orderNumber: ON_ITS_WAY.orderNumber, email: "Alex.Walker@example.com" }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test("an order not shipped yet: processing, no carrier", async () => {
    stubCommerce([{ method: "POST", path: TRACK, answers: [TRACKED_JUST_PLACED] }], { signedIn: false });
    renderTrackOrder();
    fill(TRACKED_JUST_PLACED.orderNumber, "alex.walker@example.com");
    submit();
    const result = await screen.findByRole("region", { name: `Order ${TRACKED_JUST_PLACED.orderNumber}` });
    expect(within(result).getAllByText("Processing").length).toBe(2);
    expect(within(result).queryByText("Carrier")).toBeNull();
  });

  test.each<[string, ErrorAnswer, string]>([
    ["an unknown order number (404 ORD409)", errorAnswer(404, "ORD409", NOT_FOUND_MESSAGE), "We could not find an order with this order number and email address. Please check both."],
    ["too many attempts (429)", errorAnswer(429, "ORD400", "Too many order look-ups; try again later"), "Too many attempts. Please wait 15 minutes and try again."],
    ["a failure of the shop (500 GEN500)", errorAnswer(500, "GEN500", "boom"), "Something went wrong. Please try again."],
  ])("%s: told above the form, the fields kept", async (_case, answer, message) => {
    stubCommerce([{ method: "POST", path: TRACK, answers: [answer] }], { signedIn: false });
    renderTrackOrder();
    fill("RL12345678", "alex.walker@example.com");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(orderNumberField().value).toBe("RL12345678");
    expect(emailField().getAttribute("aria-invalid")).toBeNull();
  });

  test("a wrong email (400 ORD400): told at the email, which takes the focus; gone once the email changes", async () => {
    stubCommerce([{ method: "POST", path: TRACK, answers: [errorAnswer(400, "ORD400", NOT_FOUND_MESSAGE), TRACKED_ON_ITS_WAY] }], { signedIn: false });
    renderTrackOrder();
    fill(ON_ITS_WAY.orderNumber, "someone.else@example.com");
    submit();
    await waitFor(() => expect(messageOf(emailField())).toBe("This email address does not match the order. Use the address the order confirmation went to."));
    expect(emailField().getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.change(emailField(), { target: { value: "alex.walker@example.com" } });
    expect(messageOf(emailField())).toBeUndefined();
    submit();
    expect(await screen.findByRole("region", { name: `Order ${ON_ITS_WAY.orderNumber}` })).toBeTruthy();
  });

  test("on the German site: its words and its messages", async () => {
    stubCommerce([{ method: "POST", path: TRACK, answers: [errorAnswer(404, "ORD409", NOT_FOUND_MESSAGE)] }], { signedIn: false });
    renderTrackOrder({ siteId: "RL-DE" });
    expect(screen.getByRole("heading", { level: 1, name: "Bestellung verfolgen" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Bestellung verfolgen" }));
    expect(messageOf(screen.getByLabelText("Bestellnummer"))).toBe("Dieses Feld ist erforderlich");
    fireEvent.change(screen.getByLabelText("Bestellnummer"), { target: { value: "RL12345678" } });
    fireEvent.change(screen.getByLabelText("E-Mail"), { target: { value: "alex@example.de" } });
    fireEvent.click(screen.getByRole("button", { name: "Bestellung verfolgen" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Wir haben keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse gefunden. Bitte prüfen Sie beides.");
  });
});
