// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { expectConsole } from "../../../tests/setup/fail-on-console.ts";
import { errorAnswer, fakeStorefront } from "../../forms/testing/fake-storefront.ts";
import { siteForLocalePath } from "../../../contracts/sites.ts";
import { confirmThroughStorefront, NewsletterConfirmation, type ConfirmationOutcome, type ConfirmNewsletter } from "./newsletter-confirmation.tsx";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A confirm call whose answer the test gives when it wants. */
function pendingConfirm() {
  let answer: (outcome: ConfirmationOutcome) => void = () => {};
  const confirm = vi.fn<ConfirmNewsletter>(() => new Promise((resolve) => (answer = resolve)));
  return { confirm, answer: (outcome: ConfirmationOutcome) => act(async () => answer(outcome)) };
}

function renderPage(props: { localePath?: string; token?: string; confirm: ConfirmNewsletter }) {
  const site = siteForLocalePath(props.localePath ?? "en-us")!;
  const Stub = createRoutesStub([{ path: "*", Component: () => <NewsletterConfirmation site={site} token={props.token} confirm={props.confirm} /> }]);
  return render(<Stub initialEntries={[`/${site.localePath}/newsletter/confirm`]} />);
}

const heading = () => screen.getByRole("heading", { level: 1 });
const status = () => screen.getByRole("status").textContent;

describe("the newsletter confirmation page", () => {
  test("confirms the link's token once, then says so with the (masked) address and focuses the heading", async () => {
    const { confirm, answer } = pendingConfirm();
    renderPage({ token: TOKEN, confirm });
    expect(heading().textContent).toBe("Confirming your subscription…");
    expect(confirm.mock.calls).toEqual([[TOKEN, "RL-US"]]);
    await answer({ state: "confirmed", recipient: "h•••@example.com" });
    expect(heading().textContent).toBe("You’re subscribed");
    expect(status()).toBe("Thanks for confirming. The Ridgeline newsletter will go to h•••@example.com.");
    expect(document.activeElement).toBe(heading());
    expect(screen.getByRole("link", { name: "Continue shopping" }).getAttribute("href")).toBe("/en-us");
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  test("an expired or unknown link: a clear failure and a way to sign up again", async () => {
    const { confirm, answer } = pendingConfirm();
    renderPage({ token: TOKEN, confirm });
    await answer({ state: "expired" });
    expect(heading().textContent).toBe("This confirmation link is no longer valid");
    expect(status()).toContain("Confirmation links work for 72 hours");
    expect(screen.getByRole("link", { name: "Sign up again" }).getAttribute("href")).toBe("/en-us");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  test("a link without a usable token: invalid at once, nothing is called", () => {
    const confirm = vi.fn<ConfirmNewsletter>();
    renderPage({ token: undefined, confirm });
    expect(heading().textContent).toBe("This confirmation link is not valid");
    expect(screen.getByRole("link", { name: "Sign up again" })).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });

  test("a failure that may pass: try again calls once more", async () => {
    const { confirm, answer } = pendingConfirm();
    renderPage({ token: TOKEN, confirm });
    await answer({ state: "failed" });
    expect(heading().textContent).toBe("We couldn’t confirm your subscription");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(heading().textContent).toBe("Confirming your subscription…");
    expect(confirm).toHaveBeenCalledTimes(2);
    await answer({ state: "confirmed", recipient: "h•••@example.com" });
    expect(heading().textContent).toBe("You’re subscribed");
  });

  test.each([
    ["fr-ca", "RL-CAFR", "Votre abonnement est confirmé", "Continuer vos achats", "/fr-ca"],
    ["de-de", "RL-DE", "Sie sind angemeldet", "Weiter einkaufen", "/de-de"],
    ["en-gb", "RL-GB", "You’re subscribed", "Continue shopping", "/en-gb"],
  ])("on %s (%s): in the site's language, linking to its home", async (localePath, siteId, title, linkText, home) => {
    const { confirm, answer } = pendingConfirm();
    renderPage({ localePath, token: TOKEN, confirm });
    expect(confirm.mock.calls[0]).toEqual([TOKEN, siteId]);
    await answer({ state: "confirmed", recipient: "h•••@example.com" });
    expect(heading().textContent).toBe(title);
    expect(screen.getByRole("link", { name: linkText }).getAttribute("href")).toBe(home);
  });
});

describe("confirming through the storefront (the page's default)", () => {
  const confirmed = { recipient: "h•••@example.com", subscriptions: [] };

  test.each([
    ["confirmed", { status: 200, json: confirmed }, { state: "confirmed", recipient: "h•••@example.com" }],
    ["expired (AUT402)", errorAnswer(410, "AUT402", "This confirmation link has expired or is not valid; please sign up again"), { state: "expired" }],
    ["invalid (400)", errorAnswer(400, "ATTR300", "token is not a confirmation token"), { state: "invalid" }],
  ] as const)("%s", async (_case, answer, outcome) => {
    vi.stubGlobal("fetch", fakeStorefront({ answers: { "POST /consumers-v3/consumer/subscription/confirm": answer } }).fetch);
    expect(await confirmThroughStorefront(TOKEN, "RL-US")).toEqual(outcome);
  });

  test("a server failure is logged and may be tried again", async () => {
    expectConsole("warn", /\[newsletter\] the confirmation did not go through/);
    vi.stubGlobal("fetch", fakeStorefront({ answers: { "POST /consumers-v3/consumer/subscription/confirm": errorAnswer(500, "GEN500", "down") } }).fetch);
    expect(await confirmThroughStorefront(TOKEN, "RL-US")).toEqual({ state: "failed" });
  });
});
