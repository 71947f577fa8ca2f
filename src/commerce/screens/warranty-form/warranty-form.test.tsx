// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { warrantyCaseAnswer } from "../../../../contracts/api/consumer.ts";
import { GUEST_AUDIENCE } from "../../../../contracts/personalisation/audience.ts";
import { EngineProvider } from "../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../registry/create-registry.ts";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import { SIGN_IN_REQUEST_EVENT, announceSessionChange, type SignInRequestDetail } from "../../identity/session-events.ts";
import { apiError, fakeServiceCommerce, networkError } from "../contact-us-form/testing/fake-service-commerce.ts";
import { renderServiceScreen } from "../contact-us-form/testing/render-service-screen.tsx";
import WarrantyForm from "./warranty-form.tsx";
import type { WarrantyBody } from "./warranty-rules.ts";
import { warrantyCaseFor } from "./testing/warranty-fixtures.ts";

beforeAll(() => import("../../commerce-access.ts"));
beforeEach(() => {
  // The date of purchase is checked against the UTC date (the backend's).
  vi.useFakeTimers({ now: new Date("2026-05-14T10:00:00Z"), toFake: ["Date"] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.cookie = "rl_login=; max-age=0; path=/";
});

const PROPS = { blockId: "warranty", heading: "", intro: "" };
const signIn = () => (document.cookie = "rl_login=1; path=/");

function renderWarranty(options: { siteId?: string; open?: (body: WarrantyBody) => unknown; member?: boolean } = {}) {
  if (options.member !== false) signIn();
  const fake = fakeServiceCommerce({ openWarrantyCase: (options.open ?? ((body: WarrantyBody) => warrantyCaseFor(body))) as never });
  const rendered = renderServiceScreen(<WarrantyForm {...PROPS} />, { siteId: options.siteId, slug: "warranty", commerce: fake.client, loggedIn: options.member !== false });
  return { ...rendered, sent: () => fake.calls.map((call) => call.args[0]) };
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const typeAndLeave = (label: string | RegExp, value: string) => {
  type(label, value);
  fireEvent.blur(field(label));
};
const messageOf = (label: string | RegExp) => {
  const ids = field(label).getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.filter((id) => id.endsWith("-error")).map((id) => document.getElementById(id)?.textContent)[0];
};
const send = () => fireEvent.click(screen.getByRole("button", { name: "Send claim" }));

function fillValid() {
  type("Style or product number", " rlsh1001klg ");
  type(/^Order number/, "rl12345678");
  type("Date of purchase", "11/26/2025");
  type("What is wrong?", "ZIPPER");
  type("Describe the problem", "The main zipper splits open below the chest pocket.");
  type(/^Links to photos/, "https://photos.example.com/zip-1.jpg\n\n https://photos.example.com/zip-2.jpg ");
  type(/^Phone for this claim/, "303 555 0100");
}

describe("warranty form: a guest", () => {
  test("reads why an account is needed and asks the header's dialog to sign in or sign up; once signed in, the form", () => {
    const requests: SignInRequestDetail[] = [];
    const listen = (event: Event) => requests.push((event as CustomEvent<SignInRequestDetail>).detail);
    window.addEventListener(SIGN_IN_REQUEST_EVENT, listen);
    renderWarranty({ member: false });
    expect(screen.getByRole("heading", { level: 1, name: "Make a warranty claim" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Sign in to make a claim" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send claim" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    fireEvent.click(screen.getByRole("button", { name: "Create an account" }));
    window.removeEventListener(SIGN_IN_REQUEST_EVENT, listen);
    expect(requests).toEqual([{}, { mode: "sign-up" }]);

    signIn();
    act(() => announceSessionChange());
    expect(screen.getByRole("button", { name: "Send claim" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Sign in to make a claim" })).toBeNull();
  });

  test("the server renders the explanation for a guest and the form for a member", () => {
    const html = (loggedIn: boolean) =>
      renderToString(
        <QueryClientProvider client={new QueryClient()}>
          <EngineProvider value={{ registry: createRegistry([]), page: pageContext({ pathname: "/en-us/warranty", audience: { ...GUEST_AUDIENCE, loggedIn } }) }}>
            <WarrantyForm {...PROPS} heading="Repairs and warranty" />
          </EngineProvider>
        </QueryClientProvider>,
      );
    expect(html(false)).toContain("Repairs and warranty</h1>");
    expect(html(false)).toContain("Sign in to make a claim");
    expect(html(true)).toContain("Send claim");
  });
});

describe("warranty form: a member", () => {
  test("an empty form: the message of each required field, the focus on the first, nothing sent", () => {
    const { sent } = renderWarranty();
    send();
    expect(messageOf("Style or product number")).toBe("This field is required");
    expect(messageOf("Date of purchase")).toBe("This field is required");
    expect(messageOf("What is wrong?")).toBe("Choose the problem.");
    expect(messageOf("Describe the problem")).toBe("This field is required");
    expect(messageOf(/^Order number/)).toBeUndefined();
    expect(messageOf(/^Links to photos/)).toBeUndefined();
    expect(messageOf(/^Phone for this claim/)).toBeUndefined();
    expect(document.activeElement).toBe(field("Style or product number"));
    expect(sent()).toEqual([]);
  });

  test.each([
    ["a product number of 9 characters", "Style or product number", "RLSH1001K", "Enter the 8-character style number or the 11-character product number."],
    ["an order number that is not RL and 8 digits", /^Order number/, "12345678", "Enter the order number as RL and 8 digits."],
    ["a date not in the site's format", "Date of purchase", "2025-11-26", "Enter a valid date as MM/DD/YYYY"],
    ["a date that does not exist", "Date of purchase", "02/30/2025", "Enter a valid date as MM/DD/YYYY"],
    ["a date after today (UTC)", "Date of purchase", "05/15/2026", "The date of purchase cannot be in the future."],
    ["a description under 10 characters", "Describe the problem", "Broken", "Enter at least 10 characters"],
    ["a description over 2000 characters", "Describe the problem", "x".repeat(2001), "Enter no more than 2000 characters"],
    ["a photo link that is not https", /^Links to photos/, "http://photos.example.com/zip.jpg", "Each line must be a link starting with https://."],
    ["more than 5 photo links", /^Links to photos/, Array.from({ length: 6 }, (_, index) => `https://photos.example.com/${index}.jpg`).join("\n"), "Add no more than 5 links."],
    ["a phone of the wrong length for the site's mask", /^Phone for this claim/, "555 0100", "A valid phone number is required"],
  ])("%s: its message when the field is left", (_name, label, value, message) => {
    renderWarranty();
    typeAndLeave(label, value);
    expect(messageOf(label)).toBe(message);
    expect(field(label).getAttribute("aria-invalid")).toBe("true");
  });

  test("today is a date of purchase; the message goes once the date is fixed", () => {
    renderWarranty();
    typeAndLeave("Date of purchase", "05/15/2026");
    type("Date of purchase", "05/14/2026");
    expect(messageOf("Date of purchase")).toBeUndefined();
  });

  test("opened: the body of the contract (upper case ids, ISO date, links one per line, phone in E.164), then the case number", async () => {
    const { sent } = renderWarranty();
    fillValid();
    fireEvent.blur(field(/^Links to photos/));
    expect(field(/^Links to photos/).value).toBe("https://photos.example.com/zip-1.jpg\nhttps://photos.example.com/zip-2.jpg");
    send();
    const done = await screen.findByRole("heading", { name: "Your warranty claim is open" });
    expect(sent()).toEqual([
      {
        productId: "RLSH1001KLG",
        orderNumber: "RL12345678",
        purchaseDate: "2025-11-26",
        issueType: "ZIPPER",
        description: "The main zipper splits open below the chest pocket.",
        images: ["https://photos.example.com/zip-1.jpg", "https://photos.example.com/zip-2.jpg"],
        contactPhone: "+13035550100",
      },
    ]);
    expect(screen.getByText("WC00731946")).toBeTruthy();
    expect(screen.getByText("Men's Cascade Rain Jacket")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(done));

    fireEvent.click(screen.getByRole("button", { name: "Make another claim" }));
    await waitFor(() => expect(document.activeElement).toBe(field("Style or product number")));
    expect(field("Style or product number").value).toBe("");
  });

  test("only the required fields: the optional ones are not sent", async () => {
    const { sent } = renderWarranty();
    type("Style or product number", "RLSH1001");
    type("Date of purchase", "11/26/2025");
    type("What is wrong?", "OTHER");
    type("Describe the problem", "The hood's drawcord came out.");
    send();
    await screen.findByText("WC00731946");
    expect(sent()).toEqual([{ productId: "RLSH1001", purchaseDate: "2025-11-26", issueType: "OTHER", description: "The hood's drawcord came out." }]);
  });

  test("the German site: the date as DD/MM/YYYY, German phone numbers, German words", async () => {
    const { sent } = renderWarranty({ siteId: "RL-DE" });
    expect(screen.getByText("Im Format TT/MM/JJJJ.")).toBeTruthy();
    type("Style- oder Artikelnummer", "RLSH1001");
    type("Kaufdatum", "26/11/2025");
    type("Was ist defekt?", "SEAM");
    type("Beschreiben Sie das Problem", "Die Naht an der Schulter löst sich.");
    type(/^Telefon für diesen Fall/, "0151 2345 6789");
    fireEvent.click(screen.getByRole("button", { name: "Anspruch senden" }));
    await screen.findByText("WC00731946");
    expect(sent()[0]).toMatchObject({ purchaseDate: "2025-11-26", issueType: "SEAM", contactPhone: "+4915123456789" });
  });

  test.each([
    ["a product the catalogue does not have (PLP400)", apiError(404, "PLP400", "This product was not found", { field: "productId" }), "Style or product number", "We could not find this item."],
    ["an order not in the account (OHS4004)", apiError(404, "OHS4004", "This order was not found in your account", { field: "orderNumber" }), /^Order number/, "We could not find this order."],
    ["an order that does not hold the product (ORD404)", apiError(400, "ORD404", "This order does not hold this product", { field: "productId" }), "Style or product number", "This order does not include this product."],
    ["a date the server finds in the future (ATTR300)", apiError(400, "ATTR300", "purchaseDate: is in the future", { field: "purchaseDate" }), "Date of purchase", "Is in the future"],
    ["a photo link the server refuses (ATTR300)", apiError(400, "ATTR300", "images.1: Invalid URL", { field: "images.1" }), /^Links to photos/, "Invalid URL"],
  ])("%s: under its field, which takes the focus", async (_name, error, label, message) => {
    renderWarranty({
      open: () => {
        throw error;
      },
    });
    fillValid();
    send();
    await waitFor(() => expect(messageOf(label)).toBe(message));
    await waitFor(() => expect(document.activeElement).toBe(field(label)));
  });

  test.each([
    ["a session that ended (AUT432, 401): with a way to sign in again", apiError(401, "AUT432", "Sign in to use your account"), "Sign in to use your account", true],
    ["an account that is gone (PRO404)", apiError(404, "PRO404", "This account was not found"), "We could not find your profile.", false],
    ["no answer at all", networkError(), "Something went wrong. Please try again.", false],
  ])("%s: an alert above the button", async (_name, error, message, offersSignIn) => {
    const requests: Event[] = [];
    const listen = (event: Event) => requests.push(event);
    window.addEventListener(SIGN_IN_REQUEST_EVENT, listen);
    renderWarranty({
      open: () => {
        throw error;
      },
    });
    fillValid();
    send();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(message);
    const button = alert.querySelector("button");
    expect(button !== null).toBe(offersSignIn);
    button?.click();
    window.removeEventListener(SIGN_IN_REQUEST_EVENT, listen);
    expect(requests).toHaveLength(offersSignIn ? 1 : 0);
    expect(field("Describe the problem").value).toBe("The main zipper splits open below the chest pocket.");
  });

  test("no accessibility violations in the form with its messages, nor in the guest's explanation", async () => {
    const member = renderWarranty();
    send();
    expect(await axeViolations(member.container)).toEqual([]);
    cleanup();
    document.cookie = "rl_login=; max-age=0; path=/";
    const guest = renderWarranty({ member: false });
    expect(await axeViolations(guest.container)).toEqual([]);
  });

  test("the fixture is a case as the API answers it", () => {
    expect(warrantyCaseAnswer.safeParse(warrantyCaseFor({ productId: "RLSH1001", purchaseDate: "2025-11-26", issueType: "ZIPPER", description: "Broken zipper" })).success).toBe(true);
  });
});
