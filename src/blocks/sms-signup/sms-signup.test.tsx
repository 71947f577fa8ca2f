// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { ensureSanitizer } from "#sanitize";
import { axeViolations, renderBlock } from "../../forms/testing/render-block.tsx";
import { errorAnswer, fakeStorefront, smsAnswer, type FakeStorefrontScenario } from "../../forms/testing/fake-storefront.ts";
import { smsSignupSchema } from "./schema.ts";
import SmsSignup from "./sms-signup.tsx";

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await ensureSanitizer();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIELDS = { title: "Deals by text", termsLink: { text: "SMS terms", url: "/en-us/help/sms-terms" } };

function setUp(scenario: FakeStorefrontScenario = {}, siteId = "RL-US") {
  const storefront = fakeStorefront(scenario);
  vi.stubGlobal("fetch", storefront.fetch);
  return { storefront, ...renderBlock(SmsSignup, smsSignupSchema, FIELDS, siteId) };
}

const phone = () => screen.getByRole<HTMLInputElement>("textbox", { name: /Mobile number|Handynummer/ });
const consent = () => screen.getByRole<HTMLInputElement>("checkbox");
const code = () => screen.getByRole<HTMLInputElement>("textbox", { name: "Confirmation code" });
const status = () => screen.getByRole("status");
const submitButton = () => screen.getAllByRole("button")[0]!;

async function submit() {
  await act(async () => {
    fireEvent.click(submitButton());
  });
}

async function subscribeWith(number: string) {
  fireEvent.change(phone(), { target: { value: number } });
  fireEvent.click(consent());
  await submit();
}

describe("SMS signup: the phone in the site's mask (content spec §5)", () => {
  test("a tel field with the mask's example as its hint", () => {
    setUp();
    expect(phone().type).toBe("tel");
    expect(phone().autocomplete).toBe("tel-national");
    const hint = document.getElementById(phone().getAttribute("aria-describedby")!)!;
    expect(hint.textContent).toBe("For example (201) 555 - 0123");
  });

  test.each([
    ["", "This field is required"],
    ["212 555 014", "A valid phone number is required"],
    ["(112) 555 - 0142", "A valid phone number is required"],
  ])("North America: %j is refused with %s, and focus goes to the field", async (number, message) => {
    const { storefront } = setUp();
    await subscribeWith(number);
    expect(phone().getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(phone().getAttribute("aria-describedby")!.split(" ")[1]!)!.textContent).toContain(message);
    expect(document.activeElement).toBe(phone());
    expect(storefront.calls).toEqual([]);
  });

  test("a valid number is written in the mask when the field is left", () => {
    setUp();
    fireEvent.change(phone(), { target: { value: "2125550142" } });
    fireEvent.blur(phone());
    expect(phone().value).toBe("(212) 555 - 0142");
  });

  test("Great Britain: the trunk 0 is dropped and +44 sent", async () => {
    const { storefront } = setUp({}, "RL-GB");
    await subscribeWith("07700 900123");
    await waitFor(() => expect(storefront.consumerCalls()).toHaveLength(1));
    expect(storefront.calls.at(-1)!.body).toMatchObject({ phone: "+447700900123", consumerProfile: { subscriptions: [{ recipient: "+447700900123", country: "GB", region: "EMEA" }] } });
  });

  test("Germany: two masks, 10 or 11 digits, in German", async () => {
    setUp({}, "RL-DE");
    fireEvent.change(phone(), { target: { value: "151 234 56" } });
    fireEvent.click(consent());
    await submit();
    expect(screen.getByText("Eine gültige Telefonnummer ist erforderlich")).toBeTruthy();
    fireEvent.change(phone(), { target: { value: "0151 2345 6789" } });
    expect(phone().getAttribute("aria-invalid")).toBeNull();
  });
});

describe("SMS signup: create or update, then the texted code (double opt-in)", () => {
  test("anonymous: create (POST); submitting disables the fields; the code step follows with focus on the code", async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { storefront } = setUp({ loggedIn: false, gate });
    await subscribeWith("(212) 555 - 0142");
    expect(phone().disabled).toBe(true);
    expect(consent().disabled).toBe(true);
    expect(submitButton().textContent).toBe("Sending…");
    expect(screen.getByRole("form").getAttribute("aria-busy")).toBe("true");

    await act(async () => open());
    await waitFor(() => expect(code()).toBeTruthy());
    expect(document.getElementById(code().getAttribute("aria-describedby")!)!.textContent).toBe("We have texted a code to •••• 0142. Enter it to confirm your subscription.");
    expect(storefront.consumerCalls()).toEqual(["POST /consumers-v3/consumer/subscription"]);
    expect(storefront.calls.at(-1)!.body).toMatchObject({ phone: "+12125550142", optin: true, consumerProfile: { subscriptions: [{ channel: "sms", optinDate: "2026-03-14" }] } });
    expect(document.activeElement).toBe(code());
    expect(code().autocomplete).toBe("one-time-code");
  });

  test("logged in: update (PUT)", async () => {
    const { storefront } = setUp({ loggedIn: true });
    await subscribeWith("2125550142");
    await waitFor(() => expect(code()).toBeTruthy());
    expect(storefront.consumerCalls()).toEqual(["PUT /consumers-v3/consumer/subscription", "GET /consumers-v3/consumer"]);
  });

  test("the code: checked locally, a wrong one refused in the form's words, the right one subscribes and the form starts over", async () => {
    const { storefront } = setUp({ answers: { "PUT /consumers-v3/consumer/subscription": errorAnswer(400, "AUT401", "The code is not correct") } });
    await subscribeWith("2125550142");
    await waitFor(() => expect(code()).toBeTruthy());

    fireEvent.change(code(), { target: { value: "12a" } });
    await submit();
    expect(screen.getByText("Enter the 6-digit code")).toBeTruthy();
    expect(document.activeElement).toBe(code());

    fireEvent.change(code(), { target: { value: "123456" } });
    await submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("That code is not right. Check the text message and try again."));
    expect(storefront.calls.at(-1)!.body).toEqual({ confirmationCode: "123456" });

    storefront.answers["PUT /consumers-v3/consumer/subscription"] = { status: 200, json: smsAnswer("SUBSCRIBED") };
    fireEvent.change(code(), { target: { value: "654321" } });
    await submit();
    await waitFor(() => expect(status().textContent).toBe("You’re subscribed. Welcome to Ridgeline texts!"));
    expect(phone().value).toBe("");
    expect(consent().checked).toBe(false);
  });

  test("an expired code says how to get a new one; another number goes back to the first step", async () => {
    setUp({ answers: { "PUT /consumers-v3/consumer/subscription": errorAnswer(410, "AUT402", "The code has expired; ask for a new one") } });
    await subscribeWith("2125550142");
    await waitFor(() => expect(code()).toBeTruthy());
    fireEvent.change(code(), { target: { value: "123456" } });
    await submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("That code has expired. Use your number again to get a new one."));
    fireEvent.click(screen.getByRole("button", { name: "Use a different number" }));
    expect(phone()).toBeTruthy();
    expect(status().textContent).toBe("");
  });

  test("a number already subscribed needs no code", async () => {
    setUp({ answers: { "POST /consumers-v3/consumer/subscription": { status: 200, json: smsAnswer("SUBSCRIBED") } } });
    await subscribeWith("2125550142");
    await waitFor(() => expect(status().textContent).toBe("You’re subscribed. Welcome to Ridgeline texts!"));
    expect(screen.queryByRole("textbox", { name: "Confirmation code" })).toBeNull();
  });

  test("error: the notice shows the thrown message; the number stays", async () => {
    setUp({ answers: { "POST /consumers-v3/consumer/subscription": errorAnswer(401, "AUT432", "Sign in to use your account") } });
    await subscribeWith("2125550142");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Sign in to use your account"));
    expect(phone().value).toBe("2125550142");
  });

  test("the server time unreadable: the opt-in date is epoch zero", async () => {
    const { storefront } = setUp({ serverTime: "garbage" });
    await subscribeWith("2125550142");
    await waitFor(() => expect(storefront.consumerCalls()).toHaveLength(1));
    expect(storefront.calls.at(-1)!.body).toMatchObject({ consumerProfile: { subscriptions: [{ optinDate: "1970-01-01" }] } });
  });
});

describe("SMS signup: accessibility", () => {
  test("no axe violations in the first step (idle, invalid) and the code step", async () => {
    const { container } = setUp();
    expect(await axeViolations(container)).toEqual([]);
    await submit();
    expect(await axeViolations(container)).toEqual([]);
    await subscribeWith("2125550142");
    await waitFor(() => expect(code()).toBeTruthy());
    expect(await axeViolations(container)).toEqual([]);
  });
});
