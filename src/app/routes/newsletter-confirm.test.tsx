// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, isRouteErrorResponse } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { fakeStorefront } from "../../forms/testing/fake-storefront.ts";
import type { Route } from "./+types/newsletter-confirm";
import NewsletterConfirm, { headers, loader, meta } from "./newsletter-confirm.tsx";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const load = (url: string, lc = new URL(url).pathname.split("/")[1]) => loader({ params: { lc }, request: new Request(url) } as unknown as Route.LoaderArgs);

describe("loader of /{lc}/newsletter/confirm", () => {
  test("the site and the link's token; nothing is confirmed by the GET (email scanners fetch links)", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    expect(load(`https://shop.example/en-ca/newsletter/confirm?token=${TOKEN}`)).toMatchObject({ site: { siteId: "RL-CA" }, token: TOKEN });
    expect(fetch).not.toHaveBeenCalled();
  });

  test.each([
    ["no token", "https://shop.example/en-us/newsletter/confirm"],
    ["a cut-off token", `https://shop.example/en-us/newsletter/confirm?token=${TOKEN.slice(0, 30)}`],
  ])("%s: no token for the page", (_case, url) => {
    expect(load(url).token).toBeUndefined();
  });

  test("an unknown site: 404", () => {
    let thrown: unknown;
    try {
      load(`https://shop.example/xx-yy/newsletter/confirm?token=${TOKEN}`);
    } catch (error) {
      thrown = error;
    }
    expect(isRouteErrorResponse(thrown) || (thrown as { init?: { status?: number } })?.init?.status === 404).toBe(true);
  });

  test("the answer is not cached, sends no Referer and is not indexed", () => {
    expect(headers()).toEqual({ "cache-control": "private, no-store", "referrer-policy": "no-referrer", "x-robots-tag": "noindex" });
  });

  test("the title is in the site's language", () => {
    const data = load(`https://shop.example/de-de/newsletter/confirm?token=${TOKEN}`);
    expect(meta({ loaderData: data } as unknown as Route.MetaArgs)[0]).toEqual({ title: "Newsletter-Bestätigung | Ridgeline" });
  });
});

describe("the route", () => {
  test("a confirmation link lands on the page, which confirms it through the BFF", async () => {
    const storefront = fakeStorefront({
      answers: { "POST /consumers-v3/consumer/subscription/confirm": { status: 200, json: { recipient: "t•••@example.test", subscriptions: [] } } },
    });
    vi.stubGlobal("fetch", storefront.fetch);
    const Stub = createRoutesStub([
      {
        path: "/:lc/newsletter/confirm",
        Component: NewsletterConfirm as never,
        loader: ({ params, request }) => loader({ params, request } as unknown as Route.LoaderArgs),
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={[`/fr-ca/newsletter/confirm?token=${TOKEN}`]} />);
    // The first load of the signup code (a dynamic import) is slow on a busy test machine.
    expect(await screen.findByRole("heading", { name: "Votre abonnement est confirmé" }, { timeout: 15_000 })).toBeTruthy();
    expect(storefront.calls.at(-1)).toMatchObject({ method: "POST", path: "/api/commerce/consumers-v3/consumer/subscription/confirm", body: { token: TOKEN } });
  });
});
