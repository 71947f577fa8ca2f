// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { giftCardBalanceAnswer } from "../../../../contracts/api/checkout.ts";
import { EngineProvider } from "../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../registry/create-registry.ts";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import type { CommerceClient } from "../../api/client.ts";
import { apiError, fakeServiceCommerce, networkError } from "../contact-us-form/testing/fake-service-commerce.ts";
import { renderServiceScreen } from "../contact-us-form/testing/render-service-screen.tsx";
import GiftCardBalance from "./gift-card-balance.tsx";
import { EURO_CARD, NO_EXPIRY_CARD, US_CARD, balanceAnswer } from "./testing/gift-card-fixtures.ts";

beforeAll(() => import("../../commerce-access.ts"));
afterEach(cleanup);

const PROPS = { blockId: "gift-card", heading: "", intro: "" };

function renderBalance(answer: CommerceClient["giftCardBalance"], siteId = "RL-US") {
  const fake = fakeServiceCommerce({ giftCardBalance: answer });
  const rendered = renderServiceScreen(<GiftCardBalance {...PROPS} />, { siteId, slug: "gift-card", commerce: fake.client });
  return { ...rendered, checked: () => fake.calls.map((call) => call.args) };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (number: string, pin: string) => {
  fireEvent.change(input("Gift card number"), { target: { value: number } });
  fireEvent.change(input("PIN"), { target: { value: pin } });
};
const check = () => fireEvent.click(screen.getByRole("button", { name: "Check balance" }));
const messageOf = (label: string) => {
  const ids = input(label).getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.filter((id) => id.endsWith("-error")).map((id) => document.getElementById(id)?.textContent)[0];
};
const failing = (error: Error) => async () => {
  throw error;
};

describe("gift card balance", () => {
  test("the fixtures are answers of the contract", () => {
    for (const card of [US_CARD, NO_EXPIRY_CARD, EURO_CARD]) expect(giftCardBalanceAnswer.safeParse(card.answer).success).toBe(true);
  });

  test("the page's heading, the fields with their hints", () => {
    renderBalance(async () => balanceAnswer());
    expect(screen.getByRole("heading", { level: 1, name: "Check your gift card balance" })).toBeTruthy();
    expect(input("Gift card number").getAttribute("maxlength")).toBe("32");
    expect(input("PIN").type).toBe("password");
    expect(input("PIN").getAttribute("maxlength")).toBe("16");
  });

  test.each([
    ["nothing typed", "", "", { number: "Enter the gift card number.", pin: "Enter the PIN." }, "Gift card number"],
    ["no PIN", "6006491000000000017", "", { number: undefined, pin: "Enter the PIN." }, "PIN"],
    ["a number of spaces and dashes only", " - - ", "1234", { number: "Enter the gift card number.", pin: undefined }, "Gift card number"],
  ])("%s: the messages, the focus on the first, no call", (_name, number, pin, messages, focused) => {
    const { checked } = renderBalance(async () => balanceAnswer());
    fill(number, pin);
    check();
    expect(messageOf("Gift card number")).toBe(messages.number);
    expect(messageOf("PIN")).toBe(messages.pin);
    expect(document.activeElement).toBe(input(focused));
    expect(checked()).toEqual([]);
  });

  test("a message goes once the field is filled", () => {
    renderBalance(async () => balanceAnswer());
    check();
    fireEvent.change(input("PIN"), { target: { value: "1234" } });
    expect(messageOf("PIN")).toBeUndefined();
    expect(messageOf("Gift card number")).toBe("Enter the gift card number.");
  });

  test("a balance: the number sent without spaces, then the masked number, the balance in the card's currency and its expiry; the PIN cleared", async () => {
    const { checked } = renderBalance(async () => US_CARD.answer);
    fill(US_CARD.number, " 1234 ");
    check();
    const result = await screen.findByRole("heading", { name: "Your gift card" });
    const card = result.parentElement!;
    expect(checked()).toEqual([["6006491000000000017", "1234"]]);
    expect(within(card).getByText("**** **** **** 0017")).toBeTruthy();
    expect(within(card).getByText("ending 0017")).toBeTruthy();
    expect(within(card).getByText("$100.00")).toBeTruthy();
    expect(within(card).getByText("12/31/2031")).toBeTruthy();
    expect(input("PIN").value).toBe("");
    expect(input("Gift card number").value).toBe(US_CARD.number);
    expect(card.closest("[aria-live]")?.getAttribute("aria-live")).toBe("polite");
  });

  test("a card without an expiry date", async () => {
    renderBalance(async () => NO_EXPIRY_CARD.answer);
    fill(NO_EXPIRY_CARD.number, NO_EXPIRY_CARD.pin);
    check();
    expect(await screen.findByText("No expiry date")).toBeTruthy();
    expect(screen.getByText("$25.00")).toBeTruthy();
  });

  test("the German site: a euro card, the date as DD/MM/YYYY", async () => {
    renderBalance(async () => EURO_CARD.answer, "RL-DE");
    fireEvent.change(screen.getByLabelText("Nummer der Geschenkkarte"), { target: { value: EURO_CARD.number } });
    fireEvent.change(screen.getByLabelText("PIN"), { target: { value: EURO_CARD.pin } });
    fireEvent.click(screen.getByRole("button", { name: "Guthaben prüfen" }));
    expect(await screen.findByText("50,00 €")).toBeTruthy();
    expect(screen.getByText("31/12/2031")).toBeTruthy();
  });

  test("a card in another currency than the site's shows its own (a US card on the Canadian site)", async () => {
    renderBalance(async () => US_CARD.answer, "RL-CA");
    fill(US_CARD.number, US_CARD.pin);
    check();
    expect(await screen.findByText("USD 100.00")).toBeTruthy();
    expect(screen.getByText("31/12/2031")).toBeTruthy();
  });

  test.each([
    ["a wrong PIN or an unknown card (GFC800)", apiError(400, "GFC800", "The gift card number or PIN is not valid", { field: "number" }), "The gift card number or PIN is not valid."],
    ["an expired card (GFC812)", apiError(400, "GFC812", "This gift card has expired"), "This gift card has expired."],
    ["no number or PIN reached the server (GFC400)", apiError(400, "GFC400", "number: is required"), "Please enter the gift card number and PIN."],
  ])("%s: at the number, which takes the focus; no balance shown", async (_name, error, message) => {
    renderBalance(failing(error));
    fill(US_CARD.number, "9999");
    check();
    await waitFor(() => expect(messageOf("Gift card number")).toBe(message));
    await waitFor(() => expect(document.activeElement).toBe(input("Gift card number")));
    expect(input("Gift card number").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("heading", { name: "Your gift card" })).toBeNull();
    expect(input("PIN").value).toBe("9999");
  });

  test.each([
    ["too many wrong PINs (GFC799, 429)", apiError(429, "GFC799", "Too many wrong gift card PINs; try again later"), "We could not check this gift card right now. Please try again later."],
    ["a failure on our side", apiError(500, "GEN500", "Something went wrong on our side"), "Something went wrong. Please try again."],
    ["no answer at all", networkError(), "Something went wrong. Please try again."],
  ])("%s: an alert above the form, no field blamed", async (_name, error, message) => {
    renderBalance(failing(error));
    fill(US_CARD.number, US_CARD.pin);
    check();
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(messageOf("Gift card number")).toBeUndefined();
    expect(messageOf("PIN")).toBeUndefined();
  });

  test("a new check replaces the last answer or its error", async () => {
    let answer: () => Promise<typeof US_CARD.answer> = failing(apiError(429, "GFC799", "Too many"));
    renderBalance(() => answer());
    fill(US_CARD.number, US_CARD.pin);
    check();
    await screen.findByRole("alert");
    answer = async () => US_CARD.answer;
    fireEvent.change(input("PIN"), { target: { value: US_CARD.pin } });
    check();
    await screen.findByText("$100.00");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("while it checks, the button says so and a second click checks nothing more", async () => {
    let answer!: () => void;
    const { checked } = renderBalance(() => new Promise((resolve) => (answer = () => resolve(US_CARD.answer))));
    fill(US_CARD.number, US_CARD.pin);
    check();
    const button = await screen.findByRole("button", { name: "Checking…" });
    fireEvent.click(button);
    await act(async () => answer());
    await screen.findByText("$100.00");
    expect(checked()).toHaveLength(1);
  });

  test("no accessibility violations, with messages and with a balance", async () => {
    const { container } = renderBalance(async () => US_CARD.answer);
    check();
    expect(await axeViolations(container)).toEqual([]);
    fill(US_CARD.number, US_CARD.pin);
    check();
    await screen.findByText("$100.00");
    expect(await axeViolations(container)).toEqual([]);
  });

  test("the server renders the heading and the form", () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <EngineProvider value={{ registry: createRegistry([]), page: pageContext({ siteId: "RL-CAFR", localePath: "fr-ca", pathname: "/fr-ca/gift-card" }) }}>
          <GiftCardBalance {...PROPS} />
        </EngineProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain("Vérifier le solde de votre carte-cadeau</h1>");
    expect(html).toContain("NIP");
  });
});
