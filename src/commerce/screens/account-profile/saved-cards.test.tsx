// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { savedCardsQuery } from "./account-profile-queries.ts";
import { MEMBER_CARDS, MEMBER_PROFILE } from "./testing/account-fixtures.ts";
import { fakeAccount } from "./testing/fake-account.ts";
import { renderAccountProfile, setSignedIn } from "./testing/render-account-profile.tsx";

beforeAll(() => import("../../commerce-access.ts"));
afterEach(() => {
  cleanup();
  setSignedIn(false);
});

const MASTERCARD = "Mastercard ending in 4444";

async function renderCards() {
  const account = fakeAccount({ profile: MEMBER_PROFILE, cards: MEMBER_CARDS });
  const rendered = renderAccountProfile({ account });
  await rendered.loaded();
  const section = screen.getByRole("region", { name: "Saved cards" });
  const cardOf = (name: string) => within(section).getByText(name).closest("li")!;
  return { ...rendered, account, section, cardOf };
}

describe("saved cards", () => {
  test("brand, last four digits, holder and expiry; the default marked; an expired card cannot become the default", async () => {
    const { cardOf, account } = await renderCards();
    expect(account.argsOf("savedPaymentInstruments")).toEqual([["CREDIT_CARD"]]);
    expect(cardOf("Visa ending in 1111").textContent).toBe("Default cardVisa ending in 1111Alex WalkerExpires 12/2030Remove");
    expect(within(cardOf(MASTERCARD)).getByRole("button", { name: `Make default: ${MASTERCARD}` })).toBeTruthy();
    const expired = cardOf("American Express ending in 0005");
    expect(within(expired).getByText("Expired · 01/2024")).toBeTruthy();
    expect(within(expired).queryByRole("button", { name: /^Make default/ })).toBeNull();
  });

  test("make default: PATCH main, the mark moves and it is said", async () => {
    const { section, cardOf, account, queryClient } = await renderCards();
    fireEvent.click(within(cardOf(MASTERCARD)).getByRole("button", { name: `Make default: ${MASTERCARD}` }));
    expect((await within(section).findByRole("status")).textContent).toBe(`${MASTERCARD} is now your default card.`);
    expect(account.argsOf("updateSavedPaymentInstrument")).toEqual([["card-mc", { main: true }]]);
    expect(cardOf(MASTERCARD).textContent).toContain("Default card");
    expect(cardOf("Visa ending in 1111").textContent).not.toContain("Default card");
    // The checkout reads the same entry.
    expect(queryClient.getQueryData(savedCardsQuery("RL-US").queryKey)?.payment_instruments.map((card) => card.card.main)).toEqual([false, true, false]);
  });

  test("remove asks first, then the card goes", async () => {
    const { section, cardOf, account } = await renderCards();
    fireEvent.click(within(cardOf(MASTERCARD)).getByRole("button", { name: `Remove: ${MASTERCARD}` }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this card?" });
    expect(within(dialog).getByText(`${MASTERCARD} will no longer be offered at checkout.`)).toBeTruthy();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(account.argsOf("removeSavedPaymentInstrument")).toEqual([]);

    fireEvent.click(within(cardOf(MASTERCARD)).getByRole("button", { name: `Remove: ${MASTERCARD}` }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove" }));
    expect((await within(section).findByRole("status")).textContent).toBe(`${MASTERCARD} is removed.`);
    expect(account.argsOf("removeSavedPaymentInstrument")).toEqual([["card-mc"]]);
    expect(within(section).queryByText(MASTERCARD)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(section).getByRole("heading", { name: "Saved cards" })));
  });

  test("the last card removed: the empty list says how to save one", async () => {
    const account = fakeAccount({ profile: MEMBER_PROFILE, cards: [MEMBER_CARDS[0]!] });
    renderAccountProfile({ account });
    const section = screen.getByRole("region", { name: "Saved cards" });
    fireEvent.click(await within(section).findByRole("button", { name: "Remove: Visa ending in 1111" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove" }));
    expect(await within(section).findByText("You have no saved cards. You can save a card when you pay at checkout.")).toBeTruthy();
  });

  test("PYT404: the card says it is no longer saved", async () => {
    const { cardOf, account } = await renderCards();
    account.fail("updateSavedPaymentInstrument", "PYT404", { status: 404 });
    fireEvent.click(within(cardOf(MASTERCARD)).getByRole("button", { name: `Make default: ${MASTERCARD}` }));
    expect((await within(cardOf(MASTERCARD)).findByRole("alert")).textContent).toBe("This card is no longer saved in your account.");
    expect(cardOf("Visa ending in 1111").textContent).toContain("Default card");
  });
});
