// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { EngineProvider } from "../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../registry/create-registry.ts";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import { announceSessionChange } from "../../identity/session-events.ts";
import { memberProfileQuery } from "../checkout/checkout-queries.ts";
import ContactUsForm from "./contact-us-form.tsx";
import { contactUsCategoriesQuery } from "./contact-us-queries.ts";
import type { ContactUsBody } from "./contact-us-rules.ts";
import { CATEGORIES, GERMAN_CATEGORIES, MEMBER_PROFILE, caseAnswer } from "./testing/contact-us-fixtures.ts";
import { apiError, fakeServiceCommerce, networkError } from "./testing/fake-service-commerce.ts";
import { renderServiceScreen } from "./testing/render-service-screen.tsx";

// The commerce client loads when first needed (lazy-commerce.ts): loaded once here.
beforeAll(() => import("../../commerce-access.ts"));
afterEach(() => {
  cleanup();
  document.cookie = "rl_login=; max-age=0; path=/";
});

const PROPS = { blockId: "contact", heading: "", intro: "" };

function renderForm(options: { siteId?: string; contactUs?: (body: ContactUsBody) => unknown; categories?: () => unknown; loggedIn?: boolean } = {}) {
  const fake = fakeServiceCommerce({
    contactUsCategories: (options.categories ?? (() => CATEGORIES)) as never,
    contactUs: (options.contactUs ?? ((body: ContactUsBody) => caseAnswer(body))) as never,
  });
  const seed = options.loggedIn ? ([[memberProfileQuery(options.siteId ?? "RL-US").queryKey, MEMBER_PROFILE]] as const) : [];
  const rendered = renderServiceScreen(<ContactUsForm {...PROPS} />, { siteId: options.siteId, commerce: fake.client, loggedIn: options.loggedIn, seed });
  return { ...rendered, fake, sent: () => fake.calls.filter((call) => call.name === "contactUs").map((call) => call.args[0]) };
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const typeAndLeave = (label: string | RegExp, value: string) => {
  type(label, value);
  fireEvent.blur(field(label));
};
/** The message tied to a field (aria-describedby), without its hint. */
const messageOf = (label: string | RegExp) => {
  const ids = field(label).getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.filter((id) => id.endsWith("-error")).map((id) => document.getElementById(id)?.textContent)[0];
};
const send = () => fireEvent.click(screen.getByRole("button", { name: "Send message" }));

/** A valid message about an order's delivery, from a guest. */
async function fillValid() {
  await screen.findByLabelText("Topic");
  type("Topic", "orders");
  type("Subject", "order-status");
  type("First name", "Alex");
  type("Last name", "Walker");
  type("Email", " alex.walker@example.com ");
  type(/^Phone/, "(303) 555-0100");
  type(/^Order number/, " rl12345678 ");
  type("Your message", "My parcel has not arrived yet. Can you check?");
}

describe("contact us form", () => {
  test("the topics come from the API, and the subjects follow the chosen topic", async () => {
    const { fake } = renderForm();
    const topic = await screen.findByLabelText("Topic");
    expect(within(topic).getAllByRole("option").map((option) => option.textContent)).toEqual(["Choose a topic", "Orders and delivery", "Products"]);
    expect(field("Subject").disabled).toBe(true);
    type("Topic", "orders");
    expect(within(field("Subject")).getAllByRole("option").map((option) => option.textContent)).toEqual(["Choose a subject", "Where is my order?", "Delivery options"]);
    type("Subject", "delivery-options");
    type("Topic", "products");
    expect(field("Subject").value).toBe("");
    expect(within(field("Subject")).getAllByRole("option").map((option) => option.textContent)).toEqual(["Choose a subject", "Product information", "Sizing and fit"]);
    expect(fake.calls.map((call) => call.name)).toEqual(["contactUsCategories"]);
  });

  test("an empty form: the message of each required field, the focus on the first, nothing sent", async () => {
    const { sent } = renderForm();
    await screen.findByLabelText("Topic");
    send();
    expect(messageOf("Topic")).toBe("Choose a topic.");
    expect(messageOf("First name")).toBe("This field is required");
    expect(messageOf("Last name")).toBe("This field is required");
    expect(messageOf("Email")).toBe("This field is required");
    expect(messageOf("Your message")).toBe("This field is required");
    // The subject is asked for once there is a topic; phone and order number are optional.
    expect(messageOf("Subject")).toBeUndefined();
    expect(messageOf(/^Phone/)).toBeUndefined();
    expect(messageOf(/^Order number/)).toBeUndefined();
    expect(field("Topic").getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(field("Topic")));
    expect(sent()).toEqual([]);
  });

  test.each([
    ["a name with digits", "First name", "Alex3", "Name is not valid."],
    ["a name over the contract's 50 characters", "Last name", "W".repeat(51), "Enter no more than 50 characters"],
    ["an email without a domain", "Email", "alex@example", "Email is not valid"],
    ["a phone of the wrong length for the site's mask", /^Phone/, "555 0100", "A valid phone number is required"],
    ["an order number that is not RL and 8 digits", /^Order number/, "RL1234", "Enter the order number as RL and 8 digits."],
    ["a message under 10 characters", "Your message", "Help me", "Enter at least 10 characters"],
    ["a message over 4000 characters", "Your message", "x".repeat(4001), "Enter no more than 4000 characters"],
  ])("%s: its message when the field is left", async (_name, label, value, message) => {
    renderForm();
    await screen.findByLabelText("Topic");
    typeAndLeave(label, value);
    expect(messageOf(label)).toBe(message);
    expect(field(label).getAttribute("aria-invalid")).toBe("true");
  });

  test("a topic without a subject, and a subject that needs the order number", async () => {
    renderForm();
    await screen.findByLabelText("Topic");
    type("Topic", "orders");
    send();
    expect(messageOf("Subject")).toBe("Choose a subject.");
    type("Subject", "order-status");
    expect(messageOf("Subject")).toBeUndefined();
    expect(screen.getByLabelText("Order number")).toBeTruthy();
    send();
    expect(messageOf("Order number")).toBe("Enter the order number: we need it for this subject.");
    // Another subject does not need it: the message goes at once.
    type("Subject", "delivery-options");
    expect(messageOf(/^Order number/)).toBeUndefined();
    expect(screen.getByLabelText("Order number (optional)")).toBeTruthy();
  });

  test("a message goes as soon as the field is fixed; an empty field left alone says nothing", async () => {
    renderForm();
    await screen.findByLabelText("Topic");
    fireEvent.blur(field("Email"));
    expect(messageOf("Email")).toBeUndefined();
    typeAndLeave("Email", "alex@");
    expect(messageOf("Email")).toBe("Email is not valid");
    type("Email", "alex@example.com");
    expect(messageOf("Email")).toBeUndefined();
    expect(field("Email").getAttribute("aria-invalid")).toBeNull();
  });

  test("sent: the body of the contract (trimmed, phone in E.164, order number in capitals), then the case number", async () => {
    const { sent } = renderForm();
    await fillValid();
    fireEvent.blur(field(/^Phone/));
    expect(field(/^Phone/).value).toBe("(303) 555 - 0100");
    send();
    const done = await screen.findByRole("heading", { name: "Thank you, we have your message" });
    expect(sent()).toEqual([
      {
        categoryId: "orders",
        subjectId: "order-status",
        firstName: "Alex",
        lastName: "Walker",
        email: "alex.walker@example.com",
        phone: "+13035550100",
        orderNumber: "RL12345678",
        message: "My parcel has not arrived yet. Can you check?",
      },
    ]);
    expect(screen.getByText("CS04817263")).toBeTruthy();
    expect(screen.getByText(/We have sent a confirmation to alex\.walker@example\.com\./)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(done));

    fireEvent.click(screen.getByRole("button", { name: "Send another message" }));
    await waitFor(() => expect(document.activeElement).toBe(field("Topic")));
    expect(field("First name").value).toBe("Alex");
    expect(field("Email").value).toBe("alex.walker@example.com");
    expect(field("Your message").value).toBe("");
    expect(field("Topic").value).toBe("");
  });

  test("optional fields left empty are not sent", async () => {
    const { sent } = renderForm();
    await fillValid();
    type("Subject", "delivery-options");
    type(/^Phone/, "");
    type(/^Order number/, "");
    send();
    await screen.findByText("CS04817263");
    expect(sent()[0]).not.toHaveProperty("phone");
    expect(sent()[0]).not.toHaveProperty("orderNumber");
  });

  test.each([
    ["a member's order not in the account (OHS4004)", apiError(404, "OHS4004", "This order was not found in your account", { field: "orderNumber" }), /^Order number/, "We could not find this order."],
    ["a guest's order not placed with this email (ORD400)", apiError(400, "ORD400", "No order with this number was placed with this email", { field: "orderNumber" }), /^Order number/, "We could not find an order with this number for this email address."],
    ["an email the server refuses (AUT453)", apiError(400, "AUT453", "The email address is not valid", { field: "email" }), "Email", "Please enter a valid email address."],
    ["a refused field (ATTR300): the server's words without the field's name", apiError(400, "ATTR300", "phone: not a phone number", { field: "phone" }), /^Phone/, "Not a phone number"],
  ])("%s: under its field, which takes the focus", async (_name, error, label, message) => {
    renderForm({
      contactUs: () => {
        throw error;
      },
    });
    await fillValid();
    send();
    await waitFor(() => expect(messageOf(label)).toBe(message));
    await waitFor(() => expect(document.activeElement).toBe(field(label)));
    expect(screen.queryByRole("heading", { name: "Thank you, we have your message" })).toBeNull();
  });

  test.each([
    ["an associate's session (AUT432)", apiError(403, "AUT432", "Associates file cases in the service tool, not as a shopper"), "Associates file cases in the service tool, not as a shopper"],
    ["a failure on our side (GEN500)", apiError(500, "GEN500", "Something went wrong on our side"), "Something went wrong. Please try again."],
    ["no answer at all", networkError(), "Something went wrong. Please try again."],
  ])("%s: an alert above the button; the form keeps what was typed", async (_name, error, message) => {
    renderForm({
      contactUs: () => {
        throw error;
      },
    });
    await fillValid();
    send();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(message);
    expect(field("Your message").value).toBe("My parcel has not arrived yet. Can you check?");
    expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy();
  });

  test("while it sends, the button says so and a second click sends nothing more", async () => {
    let answer!: () => void;
    const { sent } = renderForm({ contactUs: (body) => new Promise((resolve) => (answer = () => resolve(caseAnswer(body)))) });
    await fillValid();
    send();
    const button = await screen.findByRole("button", { name: "Sending…" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(button);
    await act(async () => answer());
    await screen.findByText("CS04817263");
    expect(sent()).toHaveLength(1);
  });

  test("a member: name and email from the profile", async () => {
    document.cookie = "rl_login=1; path=/";
    const { sent } = renderForm({ loggedIn: true });
    await screen.findByLabelText("Topic");
    await waitFor(() => expect(field("First name").value).toBe("Ada"));
    expect(field("Last name").value).toBe("Lovelace");
    expect(field("Email").value).toBe("ada@example.com");
    type("Topic", "products");
    type("Subject", "sizing");
    type("Your message", "Does the Summit Parka run large?");
    send();
    await screen.findByText("CS04817263");
    expect(sent()[0]).toMatchObject({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" });
  });

  test("a guest who signs in meanwhile gets the profile's name, and keeps what was typed", async () => {
    const { queryClient } = renderForm();
    await screen.findByLabelText("Topic");
    type("First name", "Augusta");
    queryClient.setQueryData(memberProfileQuery("RL-US").queryKey, MEMBER_PROFILE);
    document.cookie = "rl_login=1; path=/";
    act(() => announceSessionChange());
    await waitFor(() => expect(field("Email").value).toBe("ada@example.com"));
    expect(field("First name").value).toBe("Augusta");
  });

  test("topics that cannot be read: an alert and a way to try again", async () => {
    let answer: () => unknown = () => {
      throw apiError(500, "GEN500", "Something went wrong on our side");
    };
    renderForm({ categories: () => answer() });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We could not load the topics.");
    let release!: () => void;
    answer = () => new Promise((resolve) => (release = () => resolve(CATEGORIES)));
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect((await screen.findByRole("status")).textContent).toBe("Loading the topics…");
    await act(async () => release());
    expect(await screen.findByLabelText("Topic")).toBeTruthy();
  });

  test("the German site: its words, its validators' messages and its phone numbers", async () => {
    const { sent } = renderForm({ siteId: "RL-DE", categories: () => GERMAN_CATEGORIES });
    const topic = await screen.findByLabelText("Thema");
    expect(within(topic).getAllByRole("option").map((option) => option.textContent)).toContain("Bestellungen und Lieferung");
    fireEvent.click(screen.getByRole("button", { name: "Nachricht senden" }));
    expect(messageOf("Vorname")).toBe("Dieses Feld ist erforderlich");
    type("Thema", "products");
    type("Betreff", "sizing");
    type("Vorname", "Jonas");
    type("Nachname", "Becker");
    type("E-Mail", "jonas@example.de");
    type(/^Telefon/, "030 23125 442");
    type("Ihre Nachricht", "Fällt die Jacke groß aus?");
    fireEvent.click(screen.getByRole("button", { name: "Nachricht senden" }));
    await screen.findByText("CS04817263");
    expect(sent()[0]).toMatchObject({ phone: "+493023125442" });
  });

  test("no accessibility violations in the form and its messages", async () => {
    const { container } = renderForm();
    await screen.findByLabelText("Topic");
    send();
    expect(await axeViolations(container)).toEqual([]);
  });

  test("the server renders the whole form from the topics it read for the page (the block's data provider)", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(contactUsCategoriesQuery("RL-US").queryKey, CATEGORIES);
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <EngineProvider value={{ registry: createRegistry([]), page: pageContext({ pathname: "/en-us/contact-us" }) }}>
          <ContactUsForm {...PROPS} heading="Write to us" />
        </EngineProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain("Write to us</h2>");
    expect(html).toContain("Orders and delivery</option>");
    expect(html).toContain("Send message");
  });
});
