// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import { accountAddress, consumerProfile, MEMBER_ADDRESSES, MEMBER_PROFILE } from "./testing/account-fixtures.ts";
import { fakeAccount } from "./testing/fake-account.ts";
import { renderAccountProfile, setSignedIn } from "./testing/render-account-profile.tsx";

beforeAll(() => import("../../commerce-access.ts"));
afterEach(() => {
  cleanup();
  setSignedIn(false);
});

const WORK = "Alex Walker, 200 Pearl St";

async function renderBook(profile = MEMBER_PROFILE) {
  const account = fakeAccount({ profile });
  const rendered = renderAccountProfile({ account });
  await rendered.loaded();
  const book = screen.getByRole("region", { name: "Addresses" });
  const group = (name: string) => within(book).getByRole("heading", { name }).parentElement!;
  const cardOf = (name: string) => within(book).getByRole("button", { name: `Remove: ${name}` }).closest("li")!;
  const editor = () => within(book).getByRole("form");
  const field = (label: string | RegExp) => within(editor()).getByLabelText(label) as HTMLInputElement;
  const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
  const messageOf = (label: string | RegExp) => {
    const input = field(label);
    // The checkout's address fields mark a message with an icon hidden from assistive technology.
    return input.getAttribute("aria-invalid") === "true" ? document.getElementById(`${input.id}-error`)?.textContent?.replace(/^!/, "") : undefined;
  };
  const fillNew = () => {
    type("First name", "Jamie");
    type("Last name", "Rivera");
    type("Address", "12 Canyon Rd");
    type("City", "Golden");
    fireEvent.change(field("State"), { target: { value: "CO" } });
    type("ZIP code", "80401");
    type("Phone", "303 555 0123");
  };
  return { ...rendered, account, book, group, cardOf, editor, field, type, messageOf, fillNew };
}

describe("address book", () => {
  test("delivery and billing addresses, each kind's main one marked", async () => {
    const { group } = await renderBook();
    const delivery = group("Delivery addresses");
    expect(within(delivery).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringContaining("Main delivery address"),
      expect.stringMatching(/^Alex Walker200 Pearl StSuite 4Denver, CO 80202United States\(303\) 555 - 0100/),
    ]);
    expect(within(group("Billing addresses")).getByText("Main billing address")).toBeTruthy();
    expect(within(delivery).queryByRole("button", { name: "Make main delivery address: Alex Walker, 1 Main St" })).toBeNull();
  });

  test("adding: every rule of the checkout's address form, the first field in error focused, nothing sent", async () => {
    const { book, field, type, messageOf, account } = await renderBook();
    fireEvent.click(within(book).getByRole("button", { name: "Add an address" }));
    await waitFor(() => expect(document.activeElement).toBe(field("First name")));
    // Only passed through: no message yet.
    fireEvent.blur(field("First name"));
    expect(messageOf("First name")).toBeUndefined();
    fireEvent.click(within(book).getByRole("button", { name: "Save address" }));
    await waitFor(() => expect(messageOf("First name")).toBe("This field is required"));
    expect(["Last name", "Address", "City", "State", "ZIP code", "Phone"].map((label) => messageOf(label))).toEqual(Array(6).fill("This field is required"));
    type("First name", "J4mie");
    type("ZIP code", "8040");
    type("Phone", "555 0123");
    fireEvent.blur(field("Phone"));
    expect(messageOf("Phone")).toBe("A valid phone number is required");
    fireEvent.click(within(book).getByRole("button", { name: "Save address" }));
    await waitFor(() => expect(messageOf("First name")).toBe("Name is not valid."));
    expect(messageOf("ZIP code")).toBe("Enter a valid postal code");
    await waitFor(() => expect(document.activeElement).toBe(field("First name")));
    expect(account.argsOf("addAddress")).toEqual([]);
    expect(await axeViolations(book)).toEqual([]);
  });

  test("adding a main billing address: the body the API takes, and the book shows it as the main one", async () => {
    const { book, group, fillNew, account } = await renderBook();
    fireEvent.click(within(book).getByRole("button", { name: "Add an address" }));
    fillNew();
    fireEvent.click(within(book).getByRole("radio", { name: "Billing" }));
    fireEvent.click(within(book).getByRole("checkbox", { name: "Make it my main address for this use" }));
    fireEvent.click(within(book).getByRole("button", { name: "Save address" }));
    expect((await within(book).findByRole("status")).textContent).toBe("The address is added.");
    expect(account.argsOf("addAddress")).toEqual([
      [{ recipientFirstName: "Jamie", recipientLastName: "Rivera", addressLine1: "12 Canyon Rd", city: "Golden", stateCityProvDept: "CO", postalCode: "80401", country: "US", recipientContactPhone: "+13035550123", approachType: "B", main: true }],
    ]);
    const billing = group("Billing addresses");
    expect(within(billing).getByRole("button", { name: "Remove: Jamie Rivera, 12 Canyon Rd" }).closest("li")!.textContent).toContain("Main billing address");
    // The former main billing address is not any more.
    expect(within(billing).getByRole("button", { name: "Make main billing address: Alex Walker, PO Box 12" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(book).getByRole("heading", { name: "Addresses" })));
  });

  test("a new delivery address left unticked leaves the main flag to the API", async () => {
    const { book, fillNew, account } = await renderBook();
    fireEvent.click(within(book).getByRole("button", { name: "Add an address" }));
    fillNew();
    fireEvent.click(within(book).getByRole("button", { name: "Save address" }));
    await within(book).findByRole("status");
    expect(account.argsOf("addAddress")[0]![0]).toMatchObject({ approachType: "S" });
    expect(account.argsOf("addAddress")[0]![0]).not.toHaveProperty("main");
  });

  test("editing: the form holds the address; the change is sent with its kind, main flag and contact email", async () => {
    const withEmail = MEMBER_ADDRESSES.map((address) => (address.id === "addr-work" ? { ...address, recipientContactEmail: "alex@work.example" } : address));
    const { book, field, type, account } = await renderBook(consumerProfile({ consumerDetails: { addresses: withEmail } }));
    fireEvent.click(within(book).getByRole("button", { name: `Edit: ${WORK}` }));
    expect(within(book).getByRole("heading", { name: "Edit address" })).toBeTruthy();
    expect([field("Address").value, field(/^Apartment/).value, field("City").value, (field("State") as unknown as HTMLSelectElement).value, field("Phone").value]).toEqual(["200 Pearl St", "Suite 4", "Denver", "CO", "(303) 555 - 0100"]);
    expect((within(book).getByRole("radio", { name: "Delivery" }) as HTMLInputElement).checked).toBe(true);
    type("City", "Lakewood");
    type("ZIP code", "80226");
    fireEvent.click(within(book).getByRole("button", { name: "Save address" }));
    expect((await within(book).findByRole("status")).textContent).toBe("The address is saved.");
    expect(account.argsOf("updateAddress")).toEqual([
      [
        "addr-work",
        {
          recipientFirstName: "Alex",
          recipientLastName: "Walker",
          addressLine1: "200 Pearl St",
          addressLine2: "Suite 4",
          city: "Lakewood",
          stateCityProvDept: "CO",
          postalCode: "80226",
          country: "US",
          recipientContactPhone: "+13035550100",
          recipientContactEmail: "alex@work.example",
          approachType: "S",
          main: false,
        },
      ],
    ]);
    expect(within(book).getByText("Lakewood, CO 80226")).toBeTruthy();
  });

  test("cancel closes the form without a call", async () => {
    const { book, account } = await renderBook();
    fireEvent.click(within(book).getByRole("button", { name: `Edit: ${WORK}` }));
    fireEvent.click(within(book).getByRole("button", { name: "Cancel" }));
    expect(within(book).queryByRole("form")).toBeNull();
    expect(account.calls.filter((call) => call.call !== "getProfile" && call.call !== "savedPaymentInstruments" && call.call !== "smsSubscription")).toEqual([]);
  });

  test("removing asks first: cancelled, nothing happens; confirmed, the address goes", async () => {
    const { book, cardOf, account } = await renderBook();
    fireEvent.click(within(cardOf(WORK)).getByRole("button", { name: `Remove: ${WORK}` }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this address?" });
    expect(within(dialog).getByText(`${WORK} will be removed from your address book.`)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" })));
    expect(await axeViolations(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(account.argsOf("removeAddress")).toEqual([]);

    fireEvent.click(within(cardOf(WORK)).getByRole("button", { name: `Remove: ${WORK}` }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove" }));
    expect((await within(book).findByRole("status")).textContent).toBe("The address is removed.");
    expect(account.argsOf("removeAddress")).toEqual([["addr-work"]]);
    expect(within(book).queryByRole("button", { name: `Remove: ${WORK}` })).toBeNull();
  });

  test("making an address the main delivery address: sent with S and main, the mark moves", async () => {
    const { book, cardOf, account } = await renderBook();
    fireEvent.click(within(cardOf(WORK)).getByRole("button", { name: `Make main delivery address: ${WORK}` }));
    expect((await within(book).findByRole("status")).textContent).toBe(`${WORK} is now your main delivery address.`);
    expect(account.argsOf("updateAddress")).toEqual([["addr-work", expect.objectContaining({ addressLine1: "200 Pearl St", approachType: "S", main: true })]]);
    expect(cardOf(WORK).textContent).toContain("Main delivery address");
    expect(within(cardOf("Alex Walker, 1 Main St")).getByRole("button", { name: "Make main delivery address: Alex Walker, 1 Main St" })).toBeTruthy();
  });

  test("making an address the main billing address: sent with B and main", async () => {
    const second = accountAddress({ id: "addr-billing-2", approachType: "B", main: false, addressLine1: "9 Spruce St" });
    const { book, cardOf, account } = await renderBook(consumerProfile({ consumerDetails: { addresses: [...MEMBER_ADDRESSES, second] } }));
    fireEvent.click(within(cardOf("Alex Walker, 9 Spruce St")).getByRole("button", { name: "Make main billing address: Alex Walker, 9 Spruce St" }));
    expect((await within(book).findByRole("status")).textContent).toBe("Alex Walker, 9 Spruce St is now your main billing address.");
    expect(account.argsOf("updateAddress")).toEqual([["addr-billing-2", expect.objectContaining({ approachType: "B", main: true })]]);
  });

  test("CCA400: the form says the address is already saved, at its top", async () => {
    const { book, fillNew, account } = await renderBook();
    account.fail("addAddress", "CCA400", { status: 409 });
    fireEvent.click(within(book).getByRole("button", { name: "Add an address" }));
    fillNew();
    fireEvent.click(within(book).getByRole("button", { name: "Save address" }));
    expect((await within(book).findByRole("alert")).textContent).toBe("This address is already in your address book.");
    expect(within(book).getByRole("form")).toBeTruthy();
  });

  test("an error naming a field is said at it", async () => {
    const { book, fillNew, messageOf, field, account } = await renderBook();
    account.fail("addAddress", "SHP500", { field: "address.addressLine1" });
    fireEvent.click(within(book).getByRole("button", { name: "Add an address" }));
    fillNew();
    fireEvent.click(within(book).getByRole("button", { name: "Save address" }));
    await waitFor(() => expect(messageOf("Address")).toBe("We cannot deliver to a P.O. box or a military address. Please enter a street address or choose pickup in store."));
    await waitFor(() => expect(document.activeElement).toBe(field("Address")));
  });

  test("PRO414: a billing address a card uses stays, and the card says why", async () => {
    const { cardOf, account } = await renderBook();
    account.fail("removeAddress", "PRO414", { status: 409 });
    const name = "Alex Walker, PO Box 12";
    fireEvent.click(within(cardOf(name)).getByRole("button", { name: `Remove: ${name}` }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove" }));
    expect((await within(cardOf(name)).findByRole("alert")).textContent).toBe("A saved card uses this billing address. Remove the card first.");
  });

  test("an address in another country can be removed but not edited here", async () => {
    const abroad = accountAddress({ id: "addr-uk", main: false, addressLine1: "10 Downing St", city: "London", stateCityProvDept: null, postalCode: "SW1A 2AA", country: "GB", recipientContactPhone: "+447700900123" });
    const { cardOf } = await renderBook(consumerProfile({ consumerDetails: { addresses: [...MEMBER_ADDRESSES, abroad] } }));
    const card = cardOf("Alex Walker, 10 Downing St");
    expect(within(card).queryByRole("button", { name: /^Edit/ })).toBeNull();
    expect(within(card).getByText("An address in another country: change it on that country’s site.")).toBeTruthy();
    expect(within(card).getByText("London SW1A 2AA")).toBeTruthy();
  });
});
