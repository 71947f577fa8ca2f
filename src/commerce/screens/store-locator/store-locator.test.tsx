// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { findSite } from "../../../../contracts/sites.ts";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import { EngineProvider } from "../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../registry/create-registry.ts";
import { favouriteStoreCookieOf, readFavouriteStore, setFavouriteStore } from "../../stores/favourite-store.ts";
import StoreLocator from "./store-locator.tsx";
import { NEAR_10012, NEAR_10789, NEAR_98101, NEAR_BOSTON, NEAR_H3A, NEAR_WC2E, NOWHERE_NEAR, STORES } from "./testing/store-answers.ts";
import { errorAnswer, stubStoreRoutes } from "./testing/store-routes.ts";

// The commerce client is a lazy chunk: it loads slowly on a busy two-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

// The commerce client loads when first needed (lazy-commerce.ts): loaded once here.
beforeAll(() => import("../../commerce-access.ts"));

function tree(siteId = "RL-US") {
  const site = findSite(siteId)!;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = pageContext({ siteId, localePath: site.localePath, pathname: `/${site.localePath}/store-locator` });
  return (
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={{ registry: createRegistry([]), page }}>
        <StoreLocator blockId="store-locator" heading="" intro="" />
      </EngineProvider>
    </QueryClientProvider>
  );
}

const field = () => screen.getByRole("searchbox");
async function searchFor(text: string, button = /Find stores|Trouver des magasins|Geschäfte finden/) {
  fireEvent.change(field(), { target: { value: text } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: button })));
}
const results = () => screen.findByRole("list");
const storeNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);
const itemOf = (name: string) => screen.getByRole("heading", { name, level: 2 }).closest("li")!;
const statusText = () =>
  screen
    .getAllByRole("status")
    .map((element) => element.textContent)
    .join(" | ");

function stubGeolocation(answer: { latitude: number; longitude: number } | { code: number }) {
  Object.defineProperty(navigator, "geolocation", {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        "code" in answer
          ? fail({ code: answer.code, message: "no", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 })
          : ok({ coords: answer, timestamp: 0 } as unknown as GeolocationPosition),
    },
  });
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "geolocation");
  for (const siteId of ["RL-US", "RL-CA", "RL-CAFR", "RL-GB", "RL-DE"]) document.cookie = `${favouriteStoreCookieOf(siteId)}=; Max-Age=0; Path=/`;
});

describe("store locator", () => {
  test("the server renders the heading, the search form and the location button (hidden by CSS without scripts), no results", () => {
    const html = renderToString(tree());
    expect(html).toContain("Find a store</h1>");
    expect(html).toContain("Postal code or city");
    expect(html).toContain("For example 10012 or Boston.");
    expect(html).toContain("Use my location");
  });

  test("a browser without geolocation drops the location button once the page is live", async () => {
    render(tree());
    await waitFor(() => expect(screen.queryByRole("button", { name: "Use my location" })).toBeNull());
    expect(screen.getByRole("button", { name: "Find stores" })).toBeTruthy();
  });

  test("search by postal code: the request names the site's country and unit; stores nearest first with their distance", async () => {
    const routes = stubStoreRoutes(() => NEAR_10012);
    render(tree());
    await searchFor(" 10012 ");
    const list = await results();
    expect(routes.searches()).toEqual([{ postalCode: "10012", country: "US", unit: "mi", radius: 500, limit: 10 }]);
    expect(storeNames(list)).toEqual(["Ridgeline New York SoHo", "Ridgeline Boston"]);
    expect(statusText()).toContain("2 stores near 10012");
    const soho = itemOf("Ridgeline New York SoHo");
    expect(within(soho).getByText("0.3 mi away")).toBeTruthy();
    expect(within(soho).getByText("139 Wooster Street, New York 10012")).toBeTruthy();
    expect(within(soho).getByRole("link", { name: "(212) 555 - 0105" }).getAttribute("href")).toBe("tel:+12125550105");
    expect(within(itemOf("Ridgeline Boston")).getByText("190.2 mi away")).toBeTruthy();
    expect(await axeViolations(screen.getByRole("search").parentElement!.parentElement!)).toEqual([]);
  });

  test.each([
    ["RL-US", "10012", NEAR_10012, { country: "US", unit: "mi" }, "0.3 mi away"],
    ["RL-GB", "wc2e 9lz", NEAR_WC2E, { country: "GB", unit: "km" }, "0.1 km away"],
    ["RL-DE", "10789", NEAR_10789, { country: "DE", unit: "km" }, "0,2 km entfernt"],
    ["RL-CAFR", "h3a 1t5", NEAR_H3A, { country: "CA", unit: "km" }, "à 0,8 km"],
  ])("%s searches and shows distances in its own unit", async (siteId, typed, answer, sent, shown) => {
    const routes = stubStoreRoutes(() => answer);
    render(tree(siteId));
    await searchFor(typed);
    const list = await results();
    expect(routes.searches()[0]).toMatchObject({ postalCode: typed.toUpperCase(), ...sent });
    expect(within(list).getAllByRole("listitem")[0]!.textContent).toContain(shown);
  });

  test("only the stores of the site's country: a Seattle search leaves out Vancouver", async () => {
    stubStoreRoutes(() => NEAR_98101);
    render(tree());
    await searchFor("98101");
    expect(storeNames(await results())).toEqual(["Ridgeline Seattle"]);
    expect(statusText()).toContain("1 store near 98101");
  });

  test("search by city: the city is found among the country's stores, the search starts from its store", async () => {
    const routes = stubStoreRoutes(() => NEAR_BOSTON);
    render(tree());
    await searchFor("boston");
    expect(storeNames(await results())).toEqual(["Ridgeline Boston", "Ridgeline New York SoHo"]);
    expect(routes.calls[0]).toMatchObject({ method: "GET", path: "/consumers-v3/utilities/stores" });
    expect(routes.calls[0]!.query.get("country")).toBe("US");
    expect(routes.searches()).toEqual([{ latitude: STORES.boston.latitude, longitude: STORES.boston.longitude, unit: "mi", radius: 500, limit: 10 }]);
    expect(statusText()).toContain("2 stores near Boston");
  });

  test("a city without a store: said so, and no search is made", async () => {
    const routes = stubStoreRoutes(() => NEAR_BOSTON);
    render(tree());
    await searchFor("Anchorage");
    await waitFor(() => expect(statusText()).toContain("We have no store in “Anchorage”. Try a postal code or your location."));
    expect(routes.searches()).toEqual([]);
    expect(screen.queryByRole("list")).toBeNull();
  });

  test("no stores near a postal code: said in the status, no list", async () => {
    stubStoreRoutes(() => NOWHERE_NEAR("99501", "US", "mi"));
    render(tree());
    await searchFor("99501");
    await waitFor(() => expect(statusText()).toContain("We have no store near 99501 yet. Try another postal code or city."));
    expect(screen.queryByRole("list")).toBeNull();
  });

  test("a postal code the API cannot place: the message at the field, which takes the focus", async () => {
    stubStoreRoutes(() => errorAnswer(400, "ATTR300", "postalCode: we cannot place 00000 on the map", { field: "postalCode" }));
    render(tree());
    await searchFor("00000");
    await waitFor(() => expect(field().getAttribute("aria-invalid")).toBe("true"));
    const message = screen.getByText("We cannot find this postal code. Check it, or try a nearby one or your location.");
    expect(field().getAttribute("aria-describedby")).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("a failed search: the catalogue's message at the top; the next search clears it", async () => {
    let fail = true;
    stubStoreRoutes(() => (fail ? errorAnswer(500, "GEN500", "boom") : NEAR_10012));
    render(tree());
    await searchFor("10012");
    expect((await screen.findByRole("alert")).textContent).toBe("Something went wrong. Please try again.");
    fail = false;
    await searchFor("10012");
    await results();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("nothing typed: asked for a postal code or city, no call", async () => {
    const routes = stubStoreRoutes(() => NEAR_10012);
    render(tree());
    await searchFor(" ");
    expect(screen.getByText("Enter a postal code or a city.").id).toBe(field().getAttribute("aria-describedby")!.split(" ")[1]);
    expect(routes.calls).toEqual([]);
  });

  test("set as my store: the site's cookie is written, the store reads “Your store”, and it can be removed", async () => {
    stubStoreRoutes(() => NEAR_10012);
    render(tree());
    await searchFor("10012");
    await results();
    const boston = itemOf("Ridgeline Boston");
    expect(within(boston).queryByText("Your store")).toBeNull();
    act(() => fireEvent.click(within(boston).getByRole("button", { name: "Set as my store" })));

    expect(readFavouriteStore("RL-US")).toEqual({ id: "S1001", name: "Ridgeline Boston", postalCode: "02115" });
    expect(document.cookie).toContain(`${favouriteStoreCookieOf("RL-US")}=`);
    expect(readFavouriteStore("RL-DE")).toBeUndefined();
    expect(within(itemOf("Ridgeline Boston")).getByText("Your store")).toBeTruthy();
    expect(within(itemOf("Ridgeline Boston")).queryByRole("button", { name: "Set as my store" })).toBeNull();
    expect(within(itemOf("Ridgeline New York SoHo")).queryByText("Your store")).toBeNull();
    expect(screen.getByText("Your store: Ridgeline Boston")).toBeTruthy();
    expect(statusText()).toContain("Ridgeline Boston is now your store.");

    act(() => fireEvent.click(within(itemOf("Ridgeline New York SoHo")).getByRole("button", { name: "Set as my store" })));
    expect(readFavouriteStore("RL-US")?.id).toBe("S1005");
    expect(within(itemOf("Ridgeline Boston")).queryByText("Your store")).toBeNull();

    act(() => fireEvent.click(screen.getByRole("button", { name: "Remove" })));
    expect(readFavouriteStore("RL-US")).toBeUndefined();
    expect(within(itemOf("Ridgeline New York SoHo")).queryByText("Your store")).toBeNull();
  });

  test("a store chosen earlier reads “Your store” in the results", async () => {
    setFavouriteStore("RL-US", { id: "S1005", name: "Ridgeline New York SoHo", postalCode: "10012" });
    stubStoreRoutes(() => NEAR_10012);
    render(tree());
    expect(screen.getByText("Your store: Ridgeline New York SoHo")).toBeTruthy();
    await searchFor("10012");
    await results();
    expect(within(itemOf("Ridgeline New York SoHo")).getByText("Your store")).toBeTruthy();
  });

  test("details: a disclosure with the opening hours in the site's time format and the services", async () => {
    stubStoreRoutes(() => NEAR_10012);
    render(tree());
    await searchFor("10012");
    await results();
    const soho = itemOf("Ridgeline New York SoHo");
    const toggle = within(soho).getByRole("button", { name: "Store details" });
    const details = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(details.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(details.hidden).toBe(false);
    expect(within(details).getByRole("heading", { name: "Opening hours" })).toBeTruthy();
    const thursday = within(details).getByText("Thursday").parentElement!;
    expect(thursday.textContent?.replace(/\s/g, " ")).toBe("Thursday10:00 AM – 9:00 PM");
    expect(within(details).getByText("Pick up in store")).toBeTruthy();
    expect(within(details).getByText("Ship to store")).toBeTruthy();
    expect(within(details).getByRole("link", { name: "Directions (opens in a new tab)" }).getAttribute("target")).toBe("_blank");
    expect(await axeViolations(soho)).toEqual([]);
  });

  test("German opening hours are 24-hour", async () => {
    stubStoreRoutes(() => NEAR_10789);
    render(tree("RL-DE"));
    await searchFor("10789");
    await results();
    fireEvent.click(within(itemOf("Ridgeline Berlin")).getByRole("button", { name: "Details zum Geschäft" }));
    expect(within(itemOf("Ridgeline Berlin")).getByText("Sonntag").nextElementSibling!.textContent).toBe("11:00 – 18:00 Uhr");
  });

  test("use my location: the browser's coordinates are searched from, in the site's unit", async () => {
    stubGeolocation({ latitude: 42.35, longitude: -71.06 });
    const routes = stubStoreRoutes(() => NEAR_BOSTON);
    render(tree());
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Use my location" })));
    expect(storeNames(await results())).toEqual(["Ridgeline Boston", "Ridgeline New York SoHo"]);
    expect(routes.searches()).toEqual([{ latitude: 42.35, longitude: -71.06, unit: "mi", radius: 500, limit: 10 }]);
    expect(statusText()).toContain("2 stores near you");
  });

  test("use my location, refused by the shopper: told to search instead, no call", async () => {
    stubGeolocation({ code: 1 });
    const routes = stubStoreRoutes(() => NEAR_BOSTON);
    render(tree());
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Use my location" })));
    expect((await screen.findByRole("alert")).textContent).toBe("Your browser did not share your location. Search by postal code or city instead.");
    expect(routes.calls).toEqual([]);
  });
});
