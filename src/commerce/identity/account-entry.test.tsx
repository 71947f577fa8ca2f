// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { RouterPageNavigation } from "../../app/navigation/router-page-navigation.tsx";
import { afterEach, describe, expect, test, vi } from "vitest";
import { siteById } from "../../../contracts/sites.ts";
import { axeViolations } from "../../blocks/article-grid/testing/render-article-block.tsx";
import { AccountEntry, type HeaderShopper } from "./account-entry.tsx";
import { requestSignIn } from "./session-events.ts";
import { stubStorefrontFetch } from "./testing/identity-fakes.ts";

function renderEntry(shopper: HeaderShopper, path = "/en-us/help", options: { favourites?: boolean } = {}) {
  const loader = vi.fn(() => null);
  const element = (
    <RouterPageNavigation>
      <header>
        <AccountEntry site={siteById("RL-US")} shopper={shopper} favourites={options.favourites} />
      </header>
    </RouterPageNavigation>
  );
  const router = createMemoryRouter([{ path: "*", loader, element, HydrateFallback: () => null }], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { loader };
}

const MEMBER: HeaderShopper = { signedIn: true, firstName: "Ada", employeeTermsPending: false };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the header's account entry", () => {
  test("a guest: Sign in opens the sign-in dialog; a screen's requestSignIn does too", async () => {
    renderEntry({ signedIn: false, employeeTermsPending: false });
    fireEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("dialog", { name: "Sign in or create an account" })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    requestSignIn({ mode: "sign-up" });
    expect(await screen.findByRole("dialog", { name: "Create an account" })).toBeTruthy();
  });

  test("a member: the name opens the account menu (links, sign out); Escape closes it and gives focus back", async () => {
    renderEntry(MEMBER);
    const button = await screen.findByRole("button", { name: "Hi, Ada" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Account and orders" }).getAttribute("href")).toBe("/en-us/account");
    expect(screen.getByRole("link", { name: "Favourites" }).getAttribute("href")).toBe("/en-us/favorites");
    expect(await axeViolations(document.body)).toEqual([]);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  test("with the favourites flag off (FEATURE_FAVORITES), the menu has no Favourites link", async () => {
    renderEntry(MEMBER, "/en-us/help", { favourites: false });
    fireEvent.click(await screen.findByRole("button", { name: "Hi, Ada" }));
    expect(screen.getByRole("link", { name: "Account and orders" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Favourites" })).toBeNull();
  });

  test("signing out of an account page goes home by a document load (commerce spec §2)", async () => {
    const calls = stubStorefrontFetch(() => Response.json({ loggedIn: false, message: "Success" }));
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, pathname: "/en-us/account" });
    renderEntry(MEMBER, "/en-us/account");
    fireEvent.click(await screen.findByRole("button", { name: "Hi, Ada" }));
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/en-us"));
    expect(calls).toEqual([{ method: "POST", path: "/session/signout", body: undefined }]);
  });

  test("signing out elsewhere stays on the page, whose loaders read the session again", async () => {
    stubStorefrontFetch(() => Response.json({ loggedIn: false, message: "Success" }));
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const { loader } = renderEntry(MEMBER, "/en-us/help");
    fireEvent.click(await screen.findByRole("button", { name: "Hi, Ada" }));
    const loads = loader.mock.calls.length;
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(loads));
    expect(assign).not.toHaveBeenCalled();
  });

  test("an associate: store and name, and sign-out back to /associate-login", async () => {
    stubStorefrontFetch(() => Response.json({ loggedIn: false, message: "Success" }));
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    renderEntry({ signedIn: true, employeeTermsPending: false, associate: { storeName: "Ridgeline Boston", storeEmployeeName: "Maria Lopez" } });
    expect(await screen.findByText("Ridgeline Boston · Maria Lopez")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/associate-login"));
  });
});
