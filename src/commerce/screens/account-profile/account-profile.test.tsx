// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { GUEST_AUDIENCE } from "../../../../contracts/personalisation/audience.ts";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import { EngineProvider } from "../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../registry/create-registry.ts";
import { SIGN_IN_REQUEST_EVENT } from "../../identity/session-events.ts";
import AccountProfile from "./account-profile.tsx";
import { accountProfileQuery } from "./account-profile-queries.ts";
import { MEMBER_PROFILE, NEW_MEMBER_PROFILE } from "./testing/account-fixtures.ts";
import { fakeAccount } from "./testing/fake-account.ts";
import { renderAccountProfile, setSignedIn } from "./testing/render-account-profile.tsx";

// The commerce client loads when first needed (lazy-commerce.ts): loaded once here.
beforeAll(() => import("../../commerce-access.ts"));
afterEach(() => {
  cleanup();
  setSignedIn(false);
});

const section = (name: string) => screen.getByRole("region", { name });

describe("account profile", () => {
  test("the server renders the navigation, the heading and a loading status for a member, never their data", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(accountProfileQuery("RL-US").queryKey, MEMBER_PROFILE);
    const page = pageContext({ pathname: "/en-us/account-profile", audience: { ...GUEST_AUDIENCE, loggedIn: true } });
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <EngineProvider value={{ registry: createRegistry([]), page }}>
          <AccountProfile blockId="account-profile" heading="" guestText="" />
        </EngineProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain("Your profile</h1>");
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('role="status"');
    expect(html).toContain("Loading your profile…");
    expect(html).not.toContain("alex.walker@example.com");
  });

  test("a guest reads why and can ask to sign in; nothing of an account is read", async () => {
    const { account, container } = renderAccountProfile({ signedIn: false, props: { guestText: "Sign in to manage your gear profile." } });
    const requests: unknown[] = [];
    const listener = (event: Event) => requests.push((event as CustomEvent).detail);
    window.addEventListener(SIGN_IN_REQUEST_EVENT, listener);
    expect(screen.getByRole("heading", { level: 1, name: "Your profile" })).toBeTruthy();
    expect(screen.getByText("Sign in to manage your gear profile.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    window.removeEventListener(SIGN_IN_REQUEST_EVENT, listener);
    expect(requests).toEqual([{}]);
    expect(account.calls).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test("a member sees each section filled from their account, in the site's formats", async () => {
    const { container, loaded } = renderAccountProfile();
    await loaded();
    const details = section("Personal details");
    expect((within(details).getByLabelText("First name") as HTMLInputElement).value).toBe("Alex");
    expect((within(details).getByLabelText("Mobile number (optional)") as HTMLInputElement).value).toBe("(303) 555 - 0100");
    expect((within(details).getByLabelText("Date of birth (optional)") as HTMLInputElement).value).toBe("04/12/1990");
    expect((within(details).getByLabelText("ZIP code (optional)") as HTMLInputElement).value).toBe("80302");
    const addresses = section("Addresses");
    expect(within(addresses).getByText("Main delivery address")).toBeTruthy();
    expect(within(addresses).getByText("Main billing address")).toBeTruthy();
    const cards = section("Saved cards");
    expect(await within(cards).findByText("Visa ending in 1111")).toBeTruthy();
    expect(within(cards).getByText("Expires 12/2030")).toBeTruthy();
    expect(within(cards).getByText("Expired · 01/2024")).toBeTruthy();
    expect(within(cards).queryByText(/\d{12}/)).toBeNull();
    const preferences = section("Preferences");
    expect(await within(preferences).findByRole("checkbox", { name: "Send me offers and news by text message" })).toBeTruthy();
    expect((within(preferences).getByRole("checkbox", { name: "Hiking" }) as HTMLInputElement).checked).toBe(true);
    expect((within(preferences).getByRole("checkbox", { name: "Camping" }) as HTMLInputElement).checked).toBe(false);
    expect((within(preferences).getByLabelText("Preferred shoe size (optional)") as HTMLInputElement).value).toBe("9.5");
    expect(await axeViolations(container)).toEqual([]);
  });

  test("a new member: the empty address book and card list say so", async () => {
    await renderAccountProfile({ account: fakeAccount({ profile: NEW_MEMBER_PROFILE }) }).loaded();
    expect(await within(section("Addresses")).findByText("You have no saved addresses yet. Add one to check out faster.")).toBeTruthy();
    expect(await within(section("Saved cards")).findByText("You have no saved cards. You can save a card when you pay at checkout.")).toBeTruthy();
    expect(await within(section("Preferences")).findByText("Add a mobile number to your personal details to get text messages.")).toBeTruthy();
  });

  test("a section that cannot be read says so and reads again on request; the others still show", async () => {
    const account = fakeAccount({ profile: MEMBER_PROFILE });
    account.fail("savedPaymentInstruments", "GEN500", { status: 500 });
    renderAccountProfile({ account });
    const cards = section("Saved cards");
    expect((await within(cards).findByRole("alert")).textContent).toContain("We could not load this part of your account.");
    expect(await within(section("Addresses")).findByText("Main delivery address")).toBeTruthy();
    fireEvent.click(within(cards).getByRole("button", { name: "Try again" }));
    expect(await within(cards).findByText("You have no saved cards. You can save a card when you pay at checkout.")).toBeTruthy();
  });

  test("the German site: its words and its date format", async () => {
    await renderAccountProfile({ siteId: "RL-DE", account: fakeAccount({ profile: MEMBER_PROFILE }) }).loaded();
    expect(screen.getByRole("heading", { level: 1, name: "Ihr Profil" })).toBeTruthy();
    const details = section("Persönliche Daten");
    expect((within(details).getByLabelText("Geburtsdatum (optional)") as HTMLInputElement).value).toBe("12/04/1990");
    expect(within(details).getByText("Im Format TT/MM/JJJJ")).toBeTruthy();
  });
});

