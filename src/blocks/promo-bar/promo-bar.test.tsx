// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { forgetDismissal } from "../../ui/remembered-dismissal.ts";
import { promoBarSchema } from "./schema.ts";
import PromoBar, { promoBarStorageKey } from "./promo-bar.tsx";

const BLOCK_ID = "promo-test";

function props(fields: Record<string, unknown> = {}) {
  return {
    ...promoBarSchema.parse({
      autorotateTime: 4000,
      messages: [
        { id: "shipping", richText: "<p>Free shipping over $75</p>", background: "#1f3b2d", textColor: "#ffffff" },
        { id: "sale", richText: "<p>Winter sale</p>", background: "#b14a17", textColor: "#ffffff" },
        { id: "repairs", richText: "<p>Lifetime repairs</p>", background: "#f3f4f2", textColor: "#1a1f1c" },
      ],
      ...fields,
    }),
    blockId: BLOCK_ID,
  };
}

/** The text of the message on show (the others are hidden and inert). */
const shownText = () => document.querySelector("[data-active]")?.textContent;
const bar = () => screen.queryByRole("group", { name: "Promotions" });

let reducedMotion = false;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  reducedMotion = false;
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-reduced-motion: reduce)" ? reducedMotion : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  forgetDismissal(promoBarStorageKey(BLOCK_ID));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("rotation", () => {
  beforeEach(() => void vi.useFakeTimers());

  test("moves to the next message at the set interval, wrapping around", () => {
    render(<PromoBar {...props()} />);
    expect(shownText()).toBe("Free shipping over $75");
    act(() => void vi.advanceTimersByTime(3999));
    expect(shownText()).toBe("Free shipping over $75");
    act(() => void vi.advanceTimersByTime(1));
    expect(shownText()).toBe("Winter sale");
    act(() => void vi.advanceTimersByTime(4000));
    expect(shownText()).toBe("Lifetime repairs");
    act(() => void vi.advanceTimersByTime(4000));
    expect(shownText()).toBe("Free shipping over $75");
  });

  test("pauses while the pointer is over the bar and resumes when it leaves", () => {
    render(<PromoBar {...props()} />);
    fireEvent.pointerEnter(bar()!);
    act(() => void vi.advanceTimersByTime(12000));
    expect(shownText()).toBe("Free shipping over $75");
    fireEvent.pointerLeave(bar()!);
    act(() => void vi.advanceTimersByTime(4000));
    expect(shownText()).toBe("Winter sale");
  });

  test("pauses while the focus is inside the bar", () => {
    render(<PromoBar {...props()} />);
    act(() => screen.getByRole("button", { name: "Next message" }).focus());
    act(() => void vi.advanceTimersByTime(12000));
    expect(shownText()).toBe("Free shipping over $75");
    act(() => screen.getByRole("button", { name: "Next message" }).blur());
    act(() => void vi.advanceTimersByTime(4000));
    expect(shownText()).toBe("Winter sale");
  });

  test("the pause button stops and restarts it", () => {
    render(<PromoBar {...props()} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause rotation" }));
    // The click focused nothing in jsdom; blur to be sure only the button pauses it.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    act(() => void vi.advanceTimersByTime(12000));
    expect(shownText()).toBe("Free shipping over $75");
    fireEvent.click(screen.getByRole("button", { name: "Start rotation" }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    act(() => void vi.advanceTimersByTime(4000));
    expect(shownText()).toBe("Winter sale");
  });

  test("does not rotate when the shopper prefers reduced motion, until started by hand", () => {
    reducedMotion = true;
    render(<PromoBar {...props()} />);
    act(() => void vi.advanceTimersByTime(12000));
    expect(shownText()).toBe("Free shipping over $75");
    fireEvent.click(screen.getByRole("button", { name: "Start rotation" }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    act(() => void vi.advanceTimersByTime(4000));
    expect(shownText()).toBe("Winter sale");
  });

  test("a single message has nothing to rotate", () => {
    render(<PromoBar {...props({ messages: [{ richText: "<p>Only one</p>" }] })} />);
    act(() => void vi.advanceTimersByTime(20000));
    expect(shownText()).toBe("Only one");
  });
});

describe("controls", () => {
  test("arrows move back and forth, dots jump, with the current dot marked", () => {
    render(<PromoBar {...props()} />);
    fireEvent.click(screen.getByRole("button", { name: "Previous message" }));
    expect(shownText()).toBe("Lifetime repairs");
    fireEvent.click(screen.getByRole("button", { name: "Next message" }));
    expect(shownText()).toBe("Free shipping over $75");
    fireEvent.click(screen.getByRole("button", { name: "Message 2 of 3" }));
    expect(shownText()).toBe("Winter sale");
    expect(screen.getByRole("button", { name: "Message 2 of 3" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("button", { name: "Message 1 of 3" }).getAttribute("aria-current")).toBeNull();
  });

  test.each([
    ["one message: no arrows, no dots", 1, false],
    ["two messages: arrows and two dots", 2, true],
    ["five messages capped at three: arrows and three dots", 5, true],
  ])("%s", (_name, count, controls) => {
    const messages = Array.from({ length: count }, (_, index) => ({ richText: `<p>Message ${index}</p>` }));
    render(<PromoBar {...props({ messages })} />);
    expect(screen.queryByRole("button", { name: "Next message" }) !== null).toBe(controls);
    expect(screen.queryAllByRole("button", { name: /^Message \d of/ })).toHaveLength(controls ? Math.min(count, 3) : 0);
  });

  test.each([
    ["dark green", "#1f3b2d", "#ffffff", "#ffffff"],
    ["light grey", "#f3f4f2", "#1a1f1c", "#000000"],
  ])("the dots follow the message on show: %s", (_name, background, textColor, dot) => {
    render(<PromoBar {...props({ messages: [{ richText: "<p>a</p>", background, textColor }, { richText: "<p>b</p>" }] })} />);
    expect(bar()!.style.getPropertyValue("--promo-dot")).toBe(dot);
    expect(bar()!.style.backgroundColor).not.toBe("");
  });

  test("hidden messages are inert and hidden from assistive technology", () => {
    render(<PromoBar {...props()} />);
    const slides = [...document.querySelectorAll("[aria-roledescription=slide]")];
    expect(slides.map((slide) => [slide.getAttribute("aria-hidden"), slide.hasAttribute("inert")])).toEqual([
      [null, false],
      ["true", true],
      ["true", true],
    ]);
  });
});

describe("closing", () => {
  test("a closable bar closes and stays closed for the next page", () => {
    const { unmount } = render(<PromoBar {...props({ closable: true })} />);
    fireEvent.click(screen.getByRole("button", { name: "Close promotions" }));
    expect(bar()).toBeNull();
    expect(window.localStorage.getItem(promoBarStorageKey(BLOCK_ID))).toBe("closed");
    unmount();
    render(<PromoBar {...props({ closable: true })} />);
    expect(bar()).toBeNull();
  });

  test("a bar that is not closable has no close button", () => {
    render(<PromoBar {...props()} />);
    expect(screen.queryByRole("button", { name: "Close promotions" })).toBeNull();
  });

  test("another bar (another block id) is not closed with it", () => {
    render(<PromoBar {...props({ closable: true })} />);
    fireEvent.click(screen.getByRole("button", { name: "Close promotions" }));
    render(<PromoBar {...props({ closable: true })} blockId="another" />);
    expect(bar()).not.toBeNull();
  });

  test("server HTML shows the bar; hydration hides a closed one without a mismatch", async () => {
    window.localStorage.setItem(promoBarStorageKey(BLOCK_ID), "closed");
    const element = <PromoBar {...props({ closable: true })} />;
    const html = renderToString(element);
    expect(html).toContain('aria-label="Promotions"');
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError: (error) => void errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe("");
    act(() => root!.unmount());
    container.remove();
  });
});
