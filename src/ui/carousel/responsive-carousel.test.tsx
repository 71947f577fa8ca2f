// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { carouselLabels } from "./carousel-labels.ts";
import type { CarouselSettings, ResponsiveCarouselSettings } from "./carousel-settings.ts";
import { fakeEmbla, stubMatchMedia } from "./fake-embla.testing.ts";
import { ResponsiveCarousel } from "./responsive-carousel.tsx";

vi.mock("embla-carousel-react", async () => (await import("./fake-embla.testing.ts")).fakeEmblaModule);

const base: CarouselSettings = {
  type: "carousel",
  slideWidth: 80,
  slidePadding: 16,
  autoplay: false,
  autorotateTime: 4000,
  loop: false,
  showArrows: true,
  showIndicators: true,
  showProgress: false,
};
const everywhere = (settings: Partial<CarouselSettings>): ResponsiveCarouselSettings => ({
  sm: { ...base, ...settings },
  md: { ...base, ...settings },
  lg: { ...base, ...settings },
});
const slides = ["Jackets", "Footwear", "Packs"].map((name) => ({ key: name, content: <a href={`/en-us/c/${name.toLowerCase()}`}>{name}</a> }));
const labels = carouselLabels("en");

let restoreMatchMedia: () => void = () => {};
function renderCarousel(settings: ResponsiveCarouselSettings, { width = 1440, reducedMotion = false } = {}) {
  restoreMatchMedia = stubMatchMedia({ width, reducedMotion });
  return render(
    <>
      <button type="button">Before</button>
      <ResponsiveCarousel settings={settings} slides={slides} labels={labels} label="Trail-ready picks" />
    </>,
  );
}
const carousel = () => screen.getByRole("region", { name: "Trail-ready picks" });
const previous = () => screen.getByRole("button", { name: "Previous slide" });
const next = () => screen.getByRole("button", { name: "Next slide" });

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  restoreMatchMedia();
  vi.useRealTimers();
});

describe("carousel semantics", () => {
  test("a named region described as a carousel; slides are groups named n of m", () => {
    renderCarousel(everywhere({}));
    expect(carousel().getAttribute("aria-roledescription")).toBe("carousel");
    const groups = within(carousel()).getAllByRole("group").filter((group) => group.getAttribute("aria-roledescription") === "slide");
    expect(groups.map((group) => group.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
  });

  test.each([
    ["carousel at sm", { sm: "carousel", md: "grid", lg: "grid" }, 375, true],
    ["grid at md", { sm: "carousel", md: "grid", lg: "grid" }, 900, false],
    ["carousel at lg", { sm: "grid", md: "grid", lg: "carousel" }, 1440, true],
    ["grid at lg", { sm: "carousel", md: "carousel", lg: "grid" }, 1440, false],
  ] as const)("%s: the layout of the current breakpoint decides", (_name, types, width, isCarousel) => {
    const settings = { sm: { ...base, type: types.sm }, md: { ...base, type: types.md }, lg: { ...base, type: types.lg } };
    renderCarousel(settings, { width });
    expect(screen.queryByRole("region") !== null).toBe(isCarousel);
    expect(screen.queryByRole("button", { name: "Next slide" }) !== null).toBe(isCarousel);
    if (!isCarousel) expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });
});

describe("arrows", () => {
  test("disabled at the ends when not looping; they move one slide and keep focus", () => {
    renderCarousel(everywhere({}));
    expect(previous().getAttribute("aria-disabled")).toBe("true");
    expect(next().getAttribute("aria-disabled")).toBe("false");
    act(() => next().focus());
    fireEvent.click(next());
    expect(fakeEmbla.last!.scrollNext).toHaveBeenCalledTimes(1);
    expect(previous().getAttribute("aria-disabled")).toBe("false");
    fireEvent.click(next());
    expect(next().getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(next());
    fireEvent.click(next());
    expect(fakeEmbla.last!.scrollNext).toHaveBeenCalledTimes(2);
    expect(screen.getByText("Slide 3 of 3")).toBeTruthy();
  });

  test("never disabled when looping", () => {
    renderCarousel(everywhere({ loop: true }));
    expect(previous().getAttribute("aria-disabled")).toBe("false");
    expect(next().getAttribute("aria-disabled")).toBe("false");
    fireEvent.click(previous());
    expect(fakeEmbla.last!.selectedScrollSnap()).toBe(2);
  });

  test.each([
    [{ showArrows: false }, false, true],
    [{ showIndicators: false }, true, false],
  ])("controls as configured: %o", (settings, arrows, dots) => {
    renderCarousel(everywhere(settings));
    expect(screen.queryByRole("button", { name: "Next slide" }) !== null).toBe(arrows);
    expect(screen.queryByRole("group", { name: "Choose a slide" }) !== null).toBe(dots);
  });

  test("indicators: one per position, the current one marked, a click goes there", () => {
    renderCarousel(everywhere({}));
    const dots = within(screen.getByRole("group", { name: "Choose a slide" })).getAllByRole("button");
    expect(dots.map((dot) => dot.getAttribute("aria-label"))).toEqual(["Show slide 1 of 3", "Show slide 2 of 3", "Show slide 3 of 3"]);
    expect(dots[0]!.getAttribute("aria-current")).toBe("true");
    fireEvent.click(dots[2]!);
    expect(fakeEmbla.last!.scrollTo).toHaveBeenCalledWith(2, false);
    expect(dots[2]!.getAttribute("aria-current")).toBe("true");
    expect(dots[0]!.getAttribute("aria-current")).toBeNull();
  });
});

describe("keyboard", () => {
  test.each([
    ["ArrowRight", 1],
    ["End", 2],
  ])("%s on the focused carousel moves to slide %i", (key, expected) => {
    renderCarousel(everywhere({}));
    act(() => carousel().focus());
    fireEvent.keyDown(carousel(), { key });
    expect(fakeEmbla.last!.selectedScrollSnap()).toBe(expected);
  });

  test("ArrowLeft and Home go back", () => {
    renderCarousel(everywhere({}));
    fireEvent.keyDown(carousel(), { key: "End" });
    fireEvent.keyDown(carousel(), { key: "ArrowLeft" });
    expect(fakeEmbla.last!.selectedScrollSnap()).toBe(1);
    fireEvent.keyDown(carousel(), { key: "Home" });
    expect(fakeEmbla.last!.selectedScrollSnap()).toBe(0);
  });

  test("a key pressed before embla is ready (its code has just come) moves the carousel once it is", () => {
    fakeEmbla.deferReady = true;
    try {
      renderCarousel(everywhere({}));
      fireEvent.keyDown(carousel(), { key: "ArrowRight" });
      expect(fakeEmbla.last!.scrollNext).not.toHaveBeenCalled();
      act(() => fakeEmbla.ready!());
      expect(fakeEmbla.last!.selectedScrollSnap()).toBe(1);
    } finally {
      fakeEmbla.deferReady = false;
    }
  });

  test("keys pressed on a link inside a slide are left alone", () => {
    renderCarousel(everywhere({}));
    fireEvent.keyDown(screen.getByRole("link", { name: "Footwear" }), { key: "ArrowRight" });
    expect(fakeEmbla.last!.scrollNext).not.toHaveBeenCalled();
  });

  test("the carousel is focusable and its moves skip the animation under reduced motion", () => {
    renderCarousel(everywhere({}), { reducedMotion: true });
    expect(carousel().tabIndex).toBe(0);
    fireEvent.keyDown(carousel(), { key: "ArrowRight" });
    expect(fakeEmbla.last!.scrollNext).toHaveBeenCalledWith(true);
  });
});

describe("automatic rotation", () => {
  const rotating = everywhere({ autoplay: true, autorotateTime: 4000 });
  const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

  test("moves one slide every autorotateTime, back to the start after the last", () => {
    vi.useFakeTimers();
    renderCarousel(rotating);
    advance(3999);
    expect(fakeEmbla.last!.selectedScrollSnap()).toBe(0);
    advance(1);
    expect(fakeEmbla.last!.selectedScrollSnap()).toBe(1);
    advance(8000);
    expect(fakeEmbla.last!.selectedScrollSnap()).toBe(0);
    expect(screen.getByRole("button", { name: "Pause automatic rotation" })).toBeTruthy();
  });

  test("pauses while hovered and resumes after", () => {
    vi.useFakeTimers();
    renderCarousel(rotating);
    fireEvent.mouseEnter(carousel());
    advance(10000);
    expect(fakeEmbla.last!.selectedScrollSnap()).toBe(0);
    fireEvent.mouseLeave(carousel());
    advance(4000);
    expect(fakeEmbla.last!.selectedScrollSnap()).toBe(1);
  });

  test("stops when focus moves into the carousel, until the shopper presses play", () => {
    vi.useFakeTimers();
    renderCarousel(rotating);
    act(() => screen.getByRole("link", { name: "Jackets" }).focus());
    advance(10000);
    expect(fakeEmbla.last!.selectedScrollSnap()).toBe(0);
    const play = screen.getByRole("button", { name: "Start automatic rotation" });
    fireEvent.click(play);
    advance(4000);
    expect(fakeEmbla.last!.selectedScrollSnap()).toBe(1);
  });

  test("the pause control stops it, and focusing that control does not", () => {
    vi.useFakeTimers();
    renderCarousel(rotating);
    const pause = screen.getByRole("button", { name: "Pause automatic rotation" });
    act(() => pause.focus());
    expect(pause.getAttribute("aria-label")).toBe("Pause automatic rotation");
    fireEvent.click(pause);
    expect(pause.getAttribute("aria-label")).toBe("Start automatic rotation");
    advance(10000);
    expect(fakeEmbla.last!.selectedScrollSnap()).toBe(0);
  });

  test("off under prefers-reduced-motion; the play control can still start it", () => {
    vi.useFakeTimers();
    renderCarousel(rotating, { reducedMotion: true });
    advance(10000);
    expect(fakeEmbla.last!.selectedScrollSnap()).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Start automatic rotation" }));
    advance(4000);
    expect(fakeEmbla.last!.selectedScrollSnap()).toBe(1);
  });

  test("no rotation control without autoplay, and no rotation at a grid breakpoint", () => {
    vi.useFakeTimers();
    renderCarousel({ ...rotating, lg: { ...rotating.lg, type: "grid" } }, { width: 1440 });
    expect(screen.queryByRole("button", { name: /automatic rotation/ })).toBeNull();
    advance(10000);
    expect(fakeEmbla.last!.scrollNext).not.toHaveBeenCalled();
  });

  test("the live region is off while rotating, polite otherwise", () => {
    vi.useFakeTimers();
    const { container } = renderCarousel(rotating);
    expect(container.querySelector("[aria-live]")!.getAttribute("aria-live")).toBe("off");
    fireEvent.click(screen.getByRole("button", { name: "Pause automatic rotation" }));
    expect(container.querySelector("[aria-live]")!.getAttribute("aria-live")).toBe("polite");
  });
});
