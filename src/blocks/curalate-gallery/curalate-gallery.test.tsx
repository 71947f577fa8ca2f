// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { expectConsole } from "../../../tests/setup/fail-on-console.ts";
import { ScriptLoaderContext } from "../../ui/third-party-script.ts";
import { axeViolations, renderArticleBlock } from "../article-grid/testing/render-article-block.tsx";
import type { PageContext } from "../../engine/page-context.ts";
import CuralateGallery from "./curalate-gallery.tsx";
import { curalateBaseUrl, curalateConfig, CURALATE_DEFAULT_BASE_URL } from "./curalate-config.ts";
import type { CuralateClient } from "./curalate-client.ts";
import { replaceGalleryTokens } from "./gallery-tokens.ts";
import { curalateGallerySchema } from "./schema.ts";
import { fakeScriptLoader } from "./testing/fake-script-loader.ts";

const PRODUCT_PAGE: Partial<PageContext> = { pathname: "/en-us/p/summit-parka-NF0A3C8D", productId: "NF0A3C8D" };

/** The library's client object as the script would define it. */
function installClient(): CuralateClient & { calls: string[] } {
  const calls: string[] = [];
  const client = {
    calls,
    ready: (callback: () => void) => callback(),
    createExperience: (id: string) => void calls.push(`create ${id}`),
    destroyExperience: (id: string) => void calls.push(`destroy ${id}`),
  };
  (window as { crl8?: unknown }).crl8 = client;
  return client;
}

function renderGallery(fields: Record<string, unknown>, context: Partial<PageContext> = {}) {
  const loader = fakeScriptLoader();
  const props = curalateGallerySchema.parse({ containerId: "product-gallery", ...fields });
  const view = renderArticleBlock(CuralateGallery, props, { context, wrap: (children) => <ScriptLoaderContext.Provider value={loader}>{children}</ScriptLoaderContext.Provider> });
  return { ...view, loader };
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  delete (window as { crl8?: unknown }).crl8;
  vi.unstubAllGlobals();
});

describe("gallery tokens", () => {
  test.each([
    ["productId:'PRODUCT_ID'", { productId: "NF0A3C8D" }, "productId:'NF0A3C8D'"],
    ["category:'CATEGORY'", { categoryId: "100200" }, "category:'100200'"],
    ["productId:'PRODUCT_ID' OR category:'CATEGORY'", { productId: "NF0A3C8D", categoryId: "100200" }, "productId:'NF0A3C8D' OR category:'100200'"],
    ["PRODUCT_ID,PRODUCT_ID", { productId: "AB12CD34" }, "AB12CD34,AB12CD34"],
    ["productId:'PRODUCT_ID'", {}, "productId:''"],
    ["category:'CATEGORY'", { productId: "NF0A3C8D" }, "category:''"],
    ["tag:'summer'", { productId: "NF0A3C8D" }, "tag:'summer'"],
    ["CATEGORY_ID and PRODUCT_IDS are no tokens", { productId: "X", categoryId: "1" }, "CATEGORY_ID and PRODUCT_IDS are no tokens"],
  ])("%s with %j → %s", (filter, ids, expected) => {
    expect(replaceGalleryTokens(filter, ids)).toBe(expected);
  });
});

describe("Curalate configuration", () => {
  test("the script URL comes from configuration, per site", () => {
    expect(curalateConfig("RL-US")?.scriptUrl).toBe("https://edge.curalate.com/sites/ridgeline-us/site/latest/site.min.js");
    expect(curalateConfig("RL-XX")).toBeUndefined();
  });

  test.each([
    [undefined, CURALATE_DEFAULT_BASE_URL],
    ["https://cdn.example.com/curalate/", "https://cdn.example.com/curalate"],
    ["http://cdn.example.com", CURALATE_DEFAULT_BASE_URL],
    ["javascript:alert(1)", CURALATE_DEFAULT_BASE_URL],
  ])("a configured base URL %s gives %s", (configured, expected) => {
    expect(curalateBaseUrl(configured)).toBe(expected);
  });

  test("a CMS-supplied script URL is impossible: the schema drops it", () => {
    const props = curalateGallerySchema.parse({ containerId: "homepage", scriptUrl: "https://evil.example.com/x.js", src: "https://evil.example.com/y.js" });
    expect(props).toEqual({ containerId: "homepage" });
  });
});

describe("Curalate-style gallery", () => {
  test("on a product page: the container carries the filter with the product id; the library loads once, asynchronously", async () => {
    const client = installClient();
    const { container, loader } = renderGallery({ title: "Worn on the trail", filter: "productId:'PRODUCT_ID'" }, PRODUCT_PAGE);
    const element = container.querySelector("[data-crl8-container-id]")!;
    expect(element.getAttribute("data-crl8-container-id")).toBe("product-gallery");
    expect(element.getAttribute("data-crl8-filter")).toBe("productId:'NF0A3C8D'");
    expect(loader.present().map((script) => script.request)).toEqual([{ src: curalateConfig("RL-US")!.scriptUrl, shared: true }]);
    expect(client.calls).toEqual([]);
    await act(async () => loader.scripts[0]!.load());
    expect(client.calls).toEqual(["create product-gallery"]);
    expect(screen.getByRole("region", { name: "Worn on the trail" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  test("on a category page the CATEGORY token takes the category id", () => {
    installClient();
    const { container } = renderGallery({ filter: "category:'CATEGORY'" }, { pathname: "/en-us/c/jackets-100200", categoryId: "100200" });
    expect(container.querySelector("[data-crl8-filter]")!.getAttribute("data-crl8-filter")).toBe("category:'100200'");
  });

  test("leaving the page destroys the experience through the client and removes the script", async () => {
    const client = installClient();
    const { loader, unmount } = renderGallery({}, PRODUCT_PAGE);
    await act(async () => loader.scripts[0]!.load());
    unmount();
    expect(client.calls).toEqual(["create product-gallery", "destroy product-gallery"]);
    expect(loader.present()).toEqual([]);
  });

  test("leaving before the script loaded: removed, nothing created or destroyed", async () => {
    const client = installClient();
    const { loader, unmount } = renderGallery({}, PRODUCT_PAGE);
    unmount();
    await act(async () => loader.scripts[0]!.load());
    expect(client.calls).toEqual([]);
    expect(loader.present()).toEqual([]);
  });

  test("a script load failure is logged with widget id, locale and tag; the container gives its space back", async () => {
    expectConsole("error", /\[gallery\] Curalate gallery failed to load: widget=product-gallery locale=en-US tag=productId:'NF0A3C8D': Script failed to load/);
    const { container, loader } = renderGallery({ filter: "productId:'PRODUCT_ID'" }, PRODUCT_PAGE);
    await act(async () => loader.scripts[0]!.fail());
    expect(container.querySelector("[data-crl8-container-id]")!.className).toContain("failed");
  });

  test("a script without the client object is a failure too", async () => {
    expectConsole("error", /widget=product-gallery .*no client object/);
    const { loader } = renderGallery({});
    await act(async () => loader.scripts[0]!.load());
  });

  test("the heading shows on product pages too", () => {
    renderGallery({ title: "As worn by you", subtitle: "Tag #ridgeline" }, PRODUCT_PAGE);
    expect(screen.getByRole("heading", { name: "As worn by you" })).toBeTruthy();
    expect(screen.getByText("Tag #ridgeline")).toBeTruthy();
  });
});
