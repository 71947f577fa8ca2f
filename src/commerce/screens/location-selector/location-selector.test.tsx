// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { findSite } from "../../../../contracts/sites.ts";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import { EngineProvider } from "../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../registry/create-registry.ts";
import LocationSelector from "./location-selector.tsx";

// The Radix dialog answers slowly on a busy two-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

function renderSelector(siteId = "RL-US", props: { heading?: string; intro?: string } = {}) {
  const site = findSite(siteId)!;
  const page = pageContext({ siteId, localePath: site.localePath, pathname: `/${site.localePath}/location-selector` });
  return render(
    <EngineProvider value={{ registry: createRegistry([]), page }}>
      <LocationSelector blockId="location-selector" heading={props.heading ?? ""} intro={props.intro ?? ""} />
    </EngineProvider>,
  );
}

const siteLink = (name: RegExp) => screen.getByRole("link", { name });

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => cleanup());

describe("location selector", () => {
  test("every site by region, with its country, language and currency; the current one marked", async () => {
    const { container } = renderSelector();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Choose your location");
    const northAmerica = screen.getByRole("heading", { name: "North America" }).parentElement!;
    const europe = screen.getByRole("heading", { name: "Europe" }).parentElement!;
    expect(
      within(northAmerica)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/en-us", "/en-ca", "/fr-ca"]);
    expect(
      within(europe)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/en-gb", "/de-de"]);
    const us = siteLink(/United States/);
    expect(us.getAttribute("aria-current")).toBe("true");
    expect(us.textContent).toBe("United StatesEnglishPrices in USDYou are here");
    expect(siteLink(/Canada.*Français/).textContent).toBe("CanadaFrançaisPrices in CAD");
    expect(
      within(siteLink(/Germany/))
        .getByText("Deutsch")
        .getAttribute("lang"),
    ).toBe("de");
    expect(screen.getAllByText("You are here")).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  test("another site asks first: where the shopper goes, and that the cart stays on this site", async () => {
    renderSelector();
    const canadaFr = siteLink(/Canada.*Français/);
    act(() => canadaFr.focus());
    fireEvent.click(canadaFr);
    const dialog = await screen.findByRole("dialog", { name: "Switch to Canada — Français?" });
    expect(within(dialog).getByText("You are about to switch to Canada — Français, with prices in CAD. Your cart stays on United States — English: its items do not move with you.")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Go to Canada — Français" }).getAttribute("href")).toBe("/fr-ca");
    expect(await axeViolations(dialog)).toEqual([]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Stay here" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(canadaFr);
  });

  test("the current site's link goes home without asking", () => {
    renderSelector("RL-GB");
    const here = siteLink(/United Kingdom/);
    expect(fireEvent.click(here)).toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("in the site's language, under the editor's words", async () => {
    renderSelector("RL-DE", { heading: "Land und Sprache", intro: "Wo kaufen Sie ein?" });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Land und Sprache");
    expect(screen.getByText("Wo kaufen Sie ein?")).toBeTruthy();
    fireEvent.click(siteLink(/Vereinigte Staaten/));
    const dialog = await screen.findByRole("dialog", { name: "Zu Vereinigte Staaten — English wechseln?" });
    expect(within(dialog).getByText(/Ihr Warenkorb bleibt auf Deutschland — Deutsch/)).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Weiter zu Vereinigte Staaten — English" }).getAttribute("href")).toBe("/en-us");
  });
});
