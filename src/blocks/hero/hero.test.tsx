// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { HEADER_HEIGHT_SCRIPT } from "../../ui/header-height-script.ts";
import { beforeAll, beforeEach, afterEach, describe, expect, test, vi } from "vitest";
import { ensureSanitizer } from "#sanitize";
import { trackPromotions } from "../../analytics/promotion-tracker.ts";
import { createAnalyticsBus } from "../../analytics/event-bus.ts";
import { AnalyticsContext } from "../../analytics/use-analytics.ts";
import { createRegistry } from "../../registry/create-registry.ts";
import { EngineProvider } from "../../engine/react/engine-context.tsx";
import { pageContext } from "../../engine/react/testing/render-page.tsx";
import Hero from "./hero.tsx";
import { heroBlock } from "./index.ts";
import { heroSchema } from "./schema.ts";

// Only this block: the test does not depend on the others.
const registry = createRegistry([heroBlock]);

const image = { type: "image", url: "/media/hero-mountains.svg", alt: "Mountain ridges at dawn", width: 1600, height: 700 };
const base = {
  title: "Made for the long way up",
  eyebrowText: "New season",
  subtitle: "Shells, down and packs tested above the treeline",
  richText: "<p>Free returns for 60 days.</p>",
  media: image,
  targets: [
    { text: "Shop jackets", url: "/en-us/c/jackets-100200" },
    { text: "Shop packs", url: "/en-us/c/packs-100400", style: "secondary" },
  ],
};

/** Parses raw CMS fields like the engine does (messages on failure). */
function parse(fields: Record<string, unknown>) {
  const result = heroSchema.safeParse(fields);
  if (!result.success) throw new Error(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "));
  return result.data;
}

function issues(fields: Record<string, unknown>) {
  const result = heroSchema.safeParse(fields);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

function heroElement(fields: Record<string, unknown>, bus = createAnalyticsBus(), localePath = "en-us") {
  return (
    <EngineProvider value={{ registry, page: pageContext({ localePath }) }}>
      <AnalyticsContext.Provider value={bus}>
        <Hero {...parse(fields)} blockId="hero-1" />
      </AnalyticsContext.Provider>
    </EngineProvider>
  );
}

const renderHero = (...args: Parameters<typeof heroElement>) => render(heroElement(...args));

let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
let pause: ReturnType<typeof vi.fn<() => void>>;
let reducedMotion = false;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await ensureSanitizer();
});

beforeEach(() => {
  reducedMotion = false;
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn(() => {});
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => play());
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => pause());
  vi.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => {});
  window.matchMedia = ((query: string) => ({
    matches: query.includes("prefers-reduced-motion") ? reducedMotion : false,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => cleanup());

async function settle() {
  for (let round = 0; round < 4; round++) await act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));
}

describe("hero schema", () => {
  test("defaults: the standard variant, CTA buttons, no gradient, no caption", () => {
    expect(parse(base)).toMatchObject({
      variant: "standardHero",
      linkType: "CTA",
      gradientStyle: "off",
      gradientTone: "dark",
      captionPosition: "off",
      isFullHeight: false,
      equalTargetSize: false,
      titleStyle: "large",
      overlayWidth: "md",
      paused: false,
      mediaList: [],
      responsiveLayout: {},
    });
  });

  test.each<[string, Record<string, unknown>, { path: string; message: RegExp }]>([
    ["no media", { ...base, media: undefined }, { path: "media", message: /A hero needs media: an image or a video/ }],
    ["media of an unknown type", { ...base, media: { type: "audio", url: "/a.mp3" } }, { path: "media.type", message: /Media is an image .* or a video/ }],
    ["an unknown variant", { ...base, variant: "fancyHero" }, { path: "variant", message: /one of standardHero, blockBelowHero, productOverlayHero/ }],
    [
      "below-2media with one media",
      { ...base, variant: "blockBelowHero", responsiveLayout: { md: { layout: "below-2media" } }, mediaList: [image] },
      { path: "mediaList", message: /below-2media layout \(md, lg\) needs two media in mediaList/ },
    ],
    [
      "below-2media on a standard hero",
      { ...base, responsiveLayout: { lg: { layout: "below-2media" } }, mediaList: [image, image] },
      { path: "responsiveLayout", message: /belongs to the blockBelowHero variant/ },
    ],
    ["a product overlay without its picture", { ...base, variant: "productOverlayHero" }, { path: "overlayPicture", message: /needs an overlayPicture/ }],
    ["No-CTA without a link", { ...base, linkType: "No-CTA", targets: [] }, { path: "mediaTarget", message: /needs a mediaTarget/ }],
    [
      "No-CTA without a name for its link",
      { ...base, title: undefined, linkType: "No-CTA", targets: [], mediaTarget: { url: "/en-us/c/jackets-100200" } },
      { path: "title", message: /needs a title or a link text/ },
    ],
    [
      "unreadable text below the media",
      { ...base, variant: "blockBelowHero", backgroundColor: "#1f3b2d", titleColor: "#2c5140" },
      { path: "titleColor", message: /contrast of 1\.\d\d:1; shoppers need at least 4.5:1/ },
    ],
    ["a javascript: button", { ...base, targets: [{ text: "Go", url: "javascript:alert(1)" }] }, { path: "targets.0.url", message: /Unsafe URL/ }],
    ["four buttons", { ...base, targets: [1, 2, 3, 4].map((n) => ({ text: `B${n}`, url: "/en-us/help" })) }, { path: "targets", message: /at most 3 buttons/ }],
  ])("%s", (_name, fields, expected) => {
    expect(issues(fields)).toContainEqual({ path: expected.path, message: expect.stringMatching(expected.message) });
  });

  test("text colours over the media are not checked against the background colour", () => {
    expect(issues({ ...base, backgroundColor: "#ffffff", titleColor: "#ffffff" })).toEqual([]);
  });

  test("rich text is sanitised", () => {
    expect(parse({ ...base, richText: '<p onclick="x()">Hi<script>alert(1)</script></p>' }).richText).toBe("<p>Hi</p>");
  });
});

describe("hero", () => {
  test("the standard hero: eyebrow, title, subtitle, rich text, buttons over a transformed image", () => {
    const { container } = renderHero({ ...base, gradientStyle: "full", captionText: "Dolomites, October", captionPosition: "bottom" });
    const root = container.firstElementChild as HTMLElement;
    expect(screen.getByRole("heading", { level: 2, name: "Made for the long way up" })).toBeTruthy();
    expect(screen.getByText("New season")).toBeTruthy();
    expect(screen.getByText("Free returns for 60 days.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Shop jackets" }).getAttribute("href")).toBe("/en-us/c/jackets-100200");
    expect(screen.getByRole("link", { name: "Shop packs" }).getAttribute("href")).toBe("/en-us/c/packs-100400");
    expect(screen.getByRole("img", { name: "Mountain ridges at dawn" }).getAttribute("src")).toBe("/media/hero-mountains.svg?w=3200&h=1400&q=50&sharpen=60&fm=auto&dpr=2.0");
    expect(root.dataset).toMatchObject({ layoutSm: "overlay", layoutMd: "overlay", layoutLg: "overlay", alignSm: "left" });
    expect(root.style.getPropertyValue("--hero-gradient-sm")).toBe("35%");
    expect(container.querySelector('[aria-hidden="true"][class*="gradient"]')).not.toBeNull();
    expect(screen.getByText("Dolomites, October").className).toMatch(/captionBottom/);
  });

  test.each([
    ["focused", "50%"],
    ["off", "0%"],
  ])("gradient %s: %s", (gradientStyle, height) => {
    const { container } = renderHero({ ...base, gradientStyle });
    expect((container.firstElementChild as HTMLElement).style.getPropertyValue("--hero-gradient-lg")).toBe(height);
  });

  test("the eyebrow logo takes the eyebrow text's place", () => {
    renderHero({ ...base, eyebrowLogo: { url: "/media/logo-summit-series.svg", alt: "Summit Series", width: 240, height: 48 }, eyebrowLogoResponsive: true });
    expect(screen.queryByText("New season")).toBeNull();
    expect(screen.getByRole("img", { name: "Summit Series" }).getAttribute("src")).toBe("/media/logo-summit-series.svg?w=480&h=96&q=50&sharpen=60&fm=auto&dpr=2.0");
  });

  test("rich text below the buttons when asked", () => {
    const { container } = renderHero({ ...base, richTextBelowTargets: true });
    const panel = container.querySelector('[class*="panel"]')!;
    const order = [...panel.children].map((child) => child.className.match(/richText|buttons/)?.[0]).filter(Boolean);
    expect(order).toEqual(["buttons", "richText"]);
  });

  test("No-CTA: no buttons; the title links, and a cover link outside the tab order takes clicks anywhere", () => {
    const { container } = renderHero({ ...base, linkType: "No-CTA", mediaTarget: { text: "Explore the collection", url: "/en-us/c/new-arrivals-100100" } });
    expect(screen.queryByRole("link", { name: "Shop jackets" })).toBeNull();
    const titleLink = screen.getByRole("link", { name: "Made for the long way up" });
    expect(titleLink.getAttribute("href")).toBe("/en-us/c/new-arrivals-100100");
    const cover = container.querySelector('a[aria-hidden="true"]')!;
    expect(cover.getAttribute("href")).toBe("/en-us/c/new-arrivals-100100");
    expect(cover.getAttribute("tabindex")).toBe("-1");
    expect(container.querySelectorAll("a:not([tabindex='-1'])")).toHaveLength(1);
  });

  test("CTA with a media target: the media links", () => {
    renderHero({ ...base, mediaTarget: { text: "See the ridge collection", url: "/en-us/c/jackets-100200" } });
    expect(screen.getByRole("link", { name: "See the ridge collection" }).querySelector("img")).not.toBeNull();
  });

  test("block-below with two media columns from md", () => {
    const { container } = renderHero({
      ...base,
      variant: "blockBelowHero",
      responsiveLayout: { sm: { layout: "below", alignment: "center" }, md: { layout: "below-2media" } },
      mediaList: [
        { type: "image", url: "/media/card-footwear.svg", alt: "Trail shoes", width: 800, height: 600 },
        { type: "image", url: "/media/card-packs.svg", alt: "Day packs", width: 800, height: 600 },
      ],
      backgroundColor: "#1f3b2d",
    });
    const root = container.firstElementChild as HTMLElement;
    expect(root.dataset).toMatchObject({ layoutSm: "below", layoutMd: "below-2media", layoutLg: "below-2media", alignSm: "center", alignMd: "center" });
    expect(screen.getByRole("img", { name: "Trail shoes" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Day packs" })).toBeTruthy();
    expect(root.style.getPropertyValue("--hero-below-fg")).toBe("#ffffff");
  });

  test("product overlay: the product picture with a source per breakpoint at twice its size", () => {
    renderHero({ ...base, variant: "productOverlayHero", overlayPicture: { url: "/media/product-jacket.svg", alt: "Summit down jacket", width: 344, height: 538 } });
    const product = screen.getByRole("img", { name: "Summit down jacket" });
    expect(product.getAttribute("src")).toBe("/media/product-jacket.svg?w=392&h=686&q=50&sharpen=60&fm=auto&dpr=2.0");
    const sources = [...product.parentElement!.querySelectorAll("source")].map((source) => [source.media, source.srcset]);
    expect(sources).toEqual([
      ["(min-width: 1200px)", "/media/product-jacket.svg?w=688&h=1076&q=50&sharpen=60&fm=auto&dpr=2.0"],
      ["(min-width: 768px)", "/media/product-jacket.svg?w=542&h=934&q=50&sharpen=60&fm=auto&dpr=2.0"],
    ]);
  });

  test("full height: the header's height is published by an inline script before the hero, so the first paint has the hero's final size", () => {
    const server = document.createElement("div");
    server.innerHTML = renderToString(heroElement({ ...base, isFullHeight: true }));
    const script = server.querySelector("script")!;
    expect(script.textContent).toBe(HEADER_HEIGHT_SCRIPT);
    expect((script.nextElementSibling as HTMLElement).className).toMatch(/fullHeight/);
    // A hero the browser renders itself (a client navigation) has none: it would never run.
    const { container } = renderHero({ ...base, isFullHeight: true });
    expect(container.querySelector("script")).toBeNull();
    expect((container.firstElementChild as HTMLElement).className).toMatch(/fullHeight/);

    // The script does what it says: the header's height becomes --header-height.
    const header = document.createElement("header");
    header.className = "site-header";
    Object.defineProperty(header, "offsetHeight", { value: 154 });
    document.body.prepend(header);
    new Function(HEADER_HEIGHT_SCRIPT)();
    expect(document.documentElement.style.getPropertyValue("--header-height")).toBe("154px");
    header.remove();
    document.documentElement.style.removeProperty("--header-height");
  });

  test("not full height: no script", () => {
    expect(renderToString(heroElement(base))).not.toContain("<script");
  });

  test("promotion tracking: a followed link publishes promotion.click", () => {
    const bus = createAnalyticsBus();
    const events: unknown[] = [];
    bus.subscribe((name, payload) => events.push({ name, payload }));
    const { container } = renderHero({ ...base, name: "Spring hero", promotionTracking: { promotionId: "SS26-01", creativeName: "ridge-dawn" } }, bus);
    // The page's tracker reads the fields the hero wrote on its root (the hero may have no code in the browser).
    const stop = trackPromotions(container, bus);
    const link = screen.getByRole("link", { name: "Shop jackets" });
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(events).toEqual([
      { name: "promotion.click", payload: { promotionId: "SS26-01", creativeName: "ridge-dawn", promotionName: "Spring hero", creativeSlot: "hero:hero-1", url: "/en-us/c/jackets-100200" } },
    ]);
    stop();
  });
});

describe("a hero with a video", () => {
  const videoHero = { ...base, media: { type: "video", url: "https://video.example.com/ridge-loop.mp4", poster: "/media/hero-mountains.svg" } };

  test("autoplays muted and loops without controls; its own button pauses and plays it", async () => {
    const { container } = renderHero(videoHero);
    await settle();
    const video = container.querySelector("video")!;
    expect(video.getAttribute("src")).toBe("https://video.example.com/ridge-loop.mp4");
    expect(video.getAttribute("poster")).toBe("/media/hero-mountains.svg?q=50&sharpen=60&fm=auto&dpr=2.0");
    expect([video.muted, video.loop, video.controls]).toEqual([true, true, false]);
    expect(play).toHaveBeenCalledTimes(1);
    act(() => void video.dispatchEvent(new Event("play")));

    fireEvent.click(screen.getByRole("button", { name: "Pause video" }));
    await settle();
    expect(pause).toHaveBeenCalledTimes(1);
    act(() => void video.dispatchEvent(new Event("pause")));

    fireEvent.click(screen.getByRole("button", { name: "Play video" }));
    await settle();
    expect(play).toHaveBeenCalledTimes(2);
  });

  test("the server's HTML (poster, no source) hydrates without a mismatch, then the video attaches", async () => {
    const element = heroElement(videoHero);
    const html = renderToString(element);
    expect(html).not.toContain("ridge-loop.mp4");
    const container = document.createElement("div");
    container.innerHTML = html;
    // Browsers mute a parsed <video muted> (HTML spec, media element creation); jsdom does not.
    for (const video of container.querySelectorAll("video")) video.muted = video.hasAttribute("muted");
    document.body.append(container);
    await act(async () => void hydrateRoot(container, element));
    await settle();
    expect(container.querySelector("video")!.getAttribute("src")).toBe("https://video.example.com/ridge-loop.mp4");
    expect(play).toHaveBeenCalledTimes(1);
    container.remove();
  });

  test("its captions files are tracks of the video; an unsafe one is rejected", async () => {
    const track = { url: "/media/ridge-loop.en.vtt", srclang: "en", label: "English", default: true };
    const { container } = renderHero({ ...videoHero, media: { ...videoHero.media, captions: [track] } });
    await settle();
    const rendered = container.querySelector("video > track[kind=captions]")!;
    expect([rendered.getAttribute("src"), rendered.getAttribute("srclang"), rendered.getAttribute("label"), rendered.hasAttribute("default")]).toEqual([
      "/media/ridge-loop.en.vtt",
      "en",
      "English",
      true,
    ]);
    expect(issues({ ...videoHero, media: { ...videoHero.media, captions: [{ ...track, url: "javascript:alert(1)" }] } })).toEqual([
      { path: "media.captions.0.url", message: "Unsafe media URL: only relative and http(s) URLs are allowed" },
    ]);
  });

  test("its paused property keeps it paused", async () => {
    renderHero({ ...videoHero, paused: true });
    await settle();
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Play video" })).toBeTruthy();
  });

  test("reduced motion: no autoplay, the button offers to play (in the site's language)", async () => {
    reducedMotion = true;
    renderHero(videoHero, createAnalyticsBus(), "de-de");
    await settle();
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Video abspielen" })).toBeTruthy();
  });
});
