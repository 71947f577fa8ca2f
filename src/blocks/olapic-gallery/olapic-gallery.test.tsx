// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { expectConsole } from "../../../tests/setup/fail-on-console.ts";
import type { PageContext } from "../../engine/page-context.ts";
import { ScriptLoaderContext } from "../../ui/third-party-script.ts";
import { axeViolations, renderArticleBlock } from "../article-grid/testing/render-article-block.tsx";
import { fakeScriptLoader } from "../curalate-gallery/testing/fake-script-loader.ts";
import { olapicGallerySchema } from "./schema.ts";
import OlapicGallery from "./olapic-gallery.tsx";
import { OLAPIC_DEFAULT_BASE_URL, OLAPIC_DEFAULT_LOCALE, olapicBaseUrl, olapicConfig, olapicLocale } from "./olapic-config.ts";
import { isCustomProductPage, isProductPage, showsGalleryHeading } from "./page-kind.ts";

const PRODUCT_PAGE: Partial<PageContext> = { pathname: "/en-us/p/summit-parka-NF0A3C8DBLK", productId: "NF0A3C8DBLK" };
const FIELDS = { containerId: "ugc-home", title: "#RidgelineOutdoors", subtitle: "Share your adventures" };

function renderGallery(context: Partial<PageContext> = {}, siteId = "RL-US") {
  const loader = fakeScriptLoader();
  const view = renderArticleBlock(OlapicGallery, olapicGallerySchema.parse(FIELDS), {
    siteId,
    blockId: "home-gallery",
    context,
    wrap: (children) => <ScriptLoaderContext.Provider value={loader}>{children}</ScriptLoaderContext.Provider>,
  });
  return { ...view, loader };
}

/** The product details route of the storefront's commerce proxy. */
function stubProductDetails(answer: (productId: string) => Response) {
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const match = /\/api\/commerce\/products\/v2\/products\/([^/]+)\/details/.exec(String(input));
    return match ? answer(match[1]!) : new Response("{}", { status: 404 });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("page kinds", () => {
  test.each([
    ["/en-us", false, false, true],
    ["/en-us/journal", false, false, true],
    ["/en-us/c/jackets-100200", false, false, true],
    ["/en-us/p/summit-parka-NF0A3C8D", false, true, false],
    ["/en-us/customs", true, false, false],
    ["/en-us/customs-builder", true, false, false],
    ["/en-us/p/customs-jacket-NF0A3C8D", true, true, false],
  ])("%s: custom-product %s, product %s, heading shown %s", (pathname, custom, product, heading) => {
    expect(isCustomProductPage(pathname)).toBe(custom);
    expect(isProductPage(pathname)).toBe(product);
    expect(showsGalleryHeading(pathname)).toBe(heading);
  });
});

describe("Olapic configuration", () => {
  test.each([
    ["en-US", "en_US"],
    ["en-GB", "en_GB"],
    ["fr-CA", "fr_CA"],
    ["de-DE", "de_DE"],
    // Not spoken by the widget: the default locale.
    ["en-CA", OLAPIC_DEFAULT_LOCALE],
    ["es-MX", OLAPIC_DEFAULT_LOCALE],
  ])("site locale %s → widget locale %s", (siteLocale, expected) => {
    expect(olapicLocale(siteLocale)).toBe(expected);
  });

  test.each([
    [undefined, OLAPIC_DEFAULT_BASE_URL],
    ["https://cdn.example.com/olapic.js", "https://cdn.example.com/olapic.js"],
    ["http://cdn.example.com/olapic.js", OLAPIC_DEFAULT_BASE_URL],
  ])("a configured script URL %s gives %s", (configured, expected) => {
    expect(olapicBaseUrl(configured)).toBe(expected);
  });

  test("a CMS-supplied script URL is impossible: the schema drops it", () => {
    expect(olapicGallerySchema.parse({ containerId: "ugc", scriptUrl: "https://evil.example.com/x.js", baseUrl: "https://evil.example.com" })).toEqual({ containerId: "ugc" });
  });
});

describe("Olapic-style gallery", () => {
  test("on a content page: heading and subtitle, and the widget script with container, instance, key and locale", async () => {
    const { container, loader } = renderGallery({ pathname: "/en-us/journal" });
    expect(screen.getByRole("region", { name: "#RidgelineOutdoors" })).toBeTruthy();
    expect(screen.getByText("Share your adventures")).toBeTruthy();
    expect(container.querySelector("#olapic-home-gallery")).toBeTruthy();
    expect(loader.present().map((script) => script.request)).toEqual([
      { src: olapicConfig("RL-US")!.scriptUrl, data: { olapic: "olapic-home-gallery", instance: "ugc-home", apikey: olapicConfig("RL-US")!.apiKey, lang: "en_US" } },
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test("on a category page the category id is the tag", () => {
    const { loader } = renderGallery({ pathname: "/en-us/c/jackets-100200", categoryId: "100200" });
    expect(loader.present()[0]!.request.data).toMatchObject({ tags: "100200" });
  });

  test("on a product page: no heading; the script waits for the product's master id, which is the tag", async () => {
    const fetch = stubProductDetails(() => Response.json({ id: "NF0A3C8D", masterId: "NF0A3C8D", name: "Summit parka" }));
    const { loader } = renderGallery(PRODUCT_PAGE);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.queryByText("Share your adventures")).toBeNull();
    expect(loader.scripts).toEqual([]);
    await waitFor(() => expect(loader.present()).toHaveLength(1));
    expect(loader.present()[0]!.request.data).toMatchObject({ tags: "NF0A3C8D" });
    expect(String(fetch.mock.calls[0]![0])).toBe("/api/commerce/products/v2/products/NF0A3C8DBLK/details?siteId=RL-US");
  });

  test("on a custom-product page: no heading either", () => {
    renderGallery({ pathname: "/en-us/customs" });
    expect(screen.queryByRole("heading")).toBeNull();
  });

  test("a failing product details lookup is logged; the script loads with an empty tag", async () => {
    stubProductDetails(() => new Response("{}", { status: 500 }));
    expectConsole("error", /\[gallery\] product details failed for NF0A3C8DBLK: the gallery tag stays empty/);
    const { loader } = renderGallery(PRODUCT_PAGE);
    await waitFor(() => expect(loader.present()).toHaveLength(1));
    expect(loader.present()[0]!.request.data).not.toHaveProperty("tags");
  });

  test("a script load failure is logged with widget id, locale and tag", async () => {
    expectConsole("error", /\[gallery\] Olapic gallery failed to load: widget=ugc-home locale=de_DE tag=100200: Script failed to load/);
    const { loader, container } = renderGallery({ pathname: "/de-de/c/jacken-100200", categoryId: "100200" }, "RL-DE");
    await act(async () => loader.scripts[0]!.fail());
    expect(container.querySelector("#olapic-home-gallery")!.className).toContain("failed");
  });

  test("leaving the page removes the script and what the widget drew", async () => {
    const { loader, unmount, container } = renderGallery({ pathname: "/en-us" });
    const element = container.querySelector("#olapic-home-gallery")!;
    await act(async () => {
      loader.scripts[0]!.load();
      element.append(document.createElement("iframe"));
    });
    unmount();
    expect(loader.present()).toEqual([]);
    expect(element.childNodes).toHaveLength(0);
  });
});
