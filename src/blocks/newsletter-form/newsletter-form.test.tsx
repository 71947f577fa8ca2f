// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { ensureSanitizer } from "#sanitize";
import { CONSUMER_PROFILE_QUERY_KEY } from "../../commerce/api/consumer-client.ts";
import { axeViolations, renderBlock } from "../../forms/testing/render-block.tsx";
import { errorAnswer, fakeStorefront, type FakeStorefrontScenario } from "../../forms/testing/fake-storefront.ts";
import { newsletterFormSchema } from "./schema.ts";
import NewsletterForm from "./newsletter-form.tsx";

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await ensureSanitizer();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIELDS = {
  title: "Get trail news first",
  privacyLink: { text: "Privacy policy", url: "/en-us/privacy" },
  source: { campaignName: "spring-trail-2026" },
};

function setUp(scenario: FakeStorefrontScenario = {}, siteId = "RL-US", fields: Record<string, unknown> = FIELDS) {
  const storefront = fakeStorefront(scenario);
  vi.stubGlobal("fetch", storefront.fetch);
  const rendered = renderBlock(NewsletterForm, newsletterFormSchema, fields, siteId);
  return { storefront, ...rendered };
}

const email = () => screen.getByLabelText<HTMLInputElement>("Email address");
const consent = () => screen.getByRole<HTMLInputElement>("checkbox");
const submitButton = () => screen.getByRole("button");
const status = () => screen.getByRole("status");

function fillValid(address = "hiker@example.com") {
  fireEvent.change(email(), { target: { value: address } });
  fireEvent.click(consent());
}

async function submit() {
  await act(async () => {
    fireEvent.click(submitButton());
  });
}

describe("newsletter form: fields and validation (content spec §5)", () => {
  test("an email field and a policy checkbox, labelled, required, with the privacy link", () => {
    setUp();
    expect(email().type).toBe("email");
    expect(email().autocomplete).toBe("email");
    expect(email().getAttribute("aria-required")).toBe("true");
    expect(consent().getAttribute("aria-required")).toBe("true");
    expect(screen.getByRole("link", { name: "Privacy policy" }).getAttribute("href")).toBe("/en-us/privacy");
    expect(consent().getAttribute("aria-describedby")).toBe(screen.getByRole("link").parentElement!.id);
    expect(screen.getByRole("form", { name: "Get trail news first" })).toBeTruthy();
    expect(submitButton().textContent).toBe("Sign up");
  });

  test("an empty submit: both messages next to their fields, aria-invalid, described by, focus on the email field, no call", async () => {
    const { storefront } = setUp();
    await submit();
    expect(email().getAttribute("aria-invalid")).toBe("true");
    const emailError = document.getElementById(email().getAttribute("aria-describedby")!)!;
    expect(emailError.textContent).toContain("This field is required");
    expect(consent().getAttribute("aria-invalid")).toBe("true");
    const consentError = consent().getAttribute("aria-describedby")!.split(" ").map((id) => document.getElementById(id)!.textContent);
    expect(consentError).toContain("!Please check this box to continue");
    expect(document.activeElement).toBe(email());
    expect(storefront.calls).toEqual([]);
  });

  test("a whitespace email is empty; an invalid one says so; focus goes to the first invalid field", async () => {
    setUp();
    fireEvent.change(email(), { target: { value: "   " } });
    fireEvent.click(consent());
    await submit();
    expect(within(email().parentElement!).getByText("This field is required")).toBeTruthy();
    fireEvent.change(email(), { target: { value: "hiker@localhost" } });
    expect(within(email().parentElement!).getByText("Email is not valid")).toBeTruthy();
    fireEvent.change(email(), { target: { value: "hiker@example.com" } });
    expect(email().getAttribute("aria-invalid")).toBeNull();
    fireEvent.click(consent());
    await submit();
    expect(document.activeElement).toBe(consent());
  });

  test("French page: French labels and messages", async () => {
    setUp({}, "RL-CAFR", {});
    expect(screen.getByLabelText("Adresse courriel")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Adresse courriel"), { target: { value: "x@y" } });
    await submit();
    expect(screen.getByText("L’adresse courriel n’est pas valide")).toBeTruthy();
    expect(screen.getByText("Veuillez cocher cette case pour continuer")).toBeTruthy();
    expect(screen.getByRole("form", { name: "Inscription à l’infolettre" })).toBeTruthy();
  });
});

describe("newsletter form: idle → submitting → success or error (content spec §4, §8)", () => {
  test("submitting: fields disabled, the button shows loading, the form is busy; success: fields reset and the message announced", async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    setUp({ gate });
    fillValid();
    await submit();
    expect(email().disabled).toBe(true);
    expect(consent().disabled).toBe(true);
    expect(submitButton().getAttribute("aria-disabled")).toBe("true");
    expect(submitButton().textContent).toBe("Signing up…");
    expect(submitButton().querySelector("[aria-hidden='true']")).not.toBeNull();
    expect(screen.getByRole("form").getAttribute("aria-busy")).toBe("true");
    expect(status().textContent).toBe("");

    await act(async () => open());
    await waitFor(() => expect(status().textContent).toBe("Thanks for signing up! Check your inbox and confirm your email address to complete your subscription."));
    expect(email().value).toBe("");
    expect(consent().checked).toBe(false);
    expect(email().disabled).toBe(false);
    expect(screen.getByRole("form").getAttribute("aria-busy")).toBe("false");
    expect(submitButton().textContent).toBe("Sign up");
  });

  test("a click while submitting sends nothing more", async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { storefront } = setUp({ gate });
    fillValid();
    await submit();
    await submit();
    await act(async () => open());
    await waitFor(() => expect(status().textContent).not.toBe(""));
    expect(storefront.consumerCalls()).toEqual(["POST /consumers-v3/consumer"]);
  });

  test("error: the notice shows the thrown error's message; the values stay", async () => {
    setUp({ answers: { "POST /consumers-v3/consumer": errorAnswer(401, "AUT432", "Sign in to use your account") } });
    fillValid();
    await submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Sign in to use your account"));
    expect(email().value).toBe("hiker@example.com");
    expect(consent().checked).toBe(true);
    expect(status().textContent).toBe("");
    fireEvent.change(email(), { target: { value: "other@example.com" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("error: a network failure shows a general message", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("")));
    renderBlock(NewsletterForm, newsletterFormSchema, FIELDS);
    fillValid();
    await submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Something went wrong. Please try again."));
  });

  test("anonymous: create (POST /consumers-v3/consumer) with the email, the campaign and the server's opt-in date", async () => {
    const { storefront } = setUp({ loggedIn: false });
    fillValid();
    await submit();
    await waitFor(() => expect(status().textContent).not.toBe(""));
    expect(storefront.consumerCalls()).toEqual(["POST /consumers-v3/consumer"]);
    expect(storefront.calls.at(-1)!.body).toEqual({
      consumerProfile: {
        consumerDetails: { email: "hiker@example.com", source: { acquisitionType: "newsletter-form", campaignName: "spring-trail-2026" } },
        enrollments: [],
        subscriptions: [{ type: "Newsletter", channel: "email", optin: true, doubleOptin: true, recipient: "hiker@example.com", category: "subscription", country: "US", region: "NORA", optinDate: "2026-03-14" }],
        preferences: {},
      },
    });
  });

  test("logged in: update (PUT), the profile fetched again and put in the query cache", async () => {
    const { storefront, queryClient } = setUp({ loggedIn: true });
    fillValid("alex@example.com");
    await submit();
    await waitFor(() => expect(status().textContent).not.toBe(""));
    expect(storefront.consumerCalls()).toEqual(["PUT /consumers-v3/consumer", "GET /consumers-v3/consumer"]);
    expect(queryClient.getQueryData(CONSUMER_PROFILE_QUERY_KEY)).toMatchObject({ consumerNo: "5550001234" });
  });

  test("the server time unreadable: the opt-in date is epoch zero", async () => {
    const { storefront } = setUp({ serverTime: "fails" });
    fillValid();
    await submit();
    await waitFor(() => expect(status().textContent).not.toBe(""));
    expect(storefront.calls.at(-1)!.body).toMatchObject({ consumerProfile: { subscriptions: [{ optinDate: "1970-01-01" }] } });
  });

  test("a German site sends its country and region", async () => {
    const { storefront } = setUp({}, "RL-DE", {});
    fireEvent.change(screen.getByLabelText("E-Mail-Adresse"), { target: { value: "wandern@example.de" } });
    fireEvent.click(consent());
    await submit();
    await waitFor(() => expect(status().textContent).toContain("Danke"));
    expect(storefront.calls.at(-1)!.body).toMatchObject({ consumerProfile: { subscriptions: [{ country: "DE", region: "EMEA" }] } });
  });
});

describe("newsletter form: accessibility", () => {
  test("no axe violations when idle, invalid and failed", async () => {
    const { container } = setUp({ answers: { "POST /consumers-v3/consumer": errorAnswer(500, "GEN500", "down") } });
    expect(await axeViolations(container)).toEqual([]);
    await submit();
    expect(await axeViolations(container)).toEqual([]);
    fillValid();
    await submit();
    await waitFor(() => expect(screen.getByRole("alert")).toBeTruthy());
    expect(await axeViolations(container)).toEqual([]);
  });

  test("no axe violations after a success", async () => {
    const { container } = setUp();
    fillValid();
    await submit();
    await waitFor(() => expect(status().textContent).not.toBe(""));
    expect(await axeViolations(container)).toEqual([]);
  });
});
