// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cartAnswer } from "../commerce/screens/cart/testing/cart-factory.ts";
import { queueDecideEvents, setDecideEventsEnabled } from "./browser-events.ts";
import { decidePageAgain } from "./decide-page-again.ts";
import { recommendationsPending, type PagePersonalisation } from "./page-personalisation.ts";
import { requestRecalculation, usePagePersonalisation } from "./use-page-personalisation.ts";

vi.mock("./browser-events.ts", () => ({ queueDecideEvents: vi.fn(), setDecideEventsEnabled: vi.fn() }));
vi.mock("./decide-page-again.ts", () => ({ decidePageAgain: vi.fn() }));

/** A page's decision as the server made it; each test states only what it is about. */
const aDecision = (partial: Partial<PagePersonalisation> = {}): PagePersonalisation => ({
  decided: true,
  pageView: { url: "https://shop.example/en-us/cart", pageType: "cart", categories: [], breadcrumbs: [] },
  variants: { "Home Hero Test": "Baseline" },
  recommendations: {},
  ...partial,
});

beforeEach(() => vi.mocked(decidePageAgain).mockResolvedValue({ variants: { "Home Hero Test": "Experiment" }, labels: { "Home Hero Test": "A" }, recommendations: {} }));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("usePagePersonalisation", () => {
  it("a decided page: sending on, its screen size queued once, nothing decided again", async () => {
    const decision = aDecision();
    const { result, rerender } = renderHook(({ page }) => usePagePersonalisation(page), { initialProps: { page: decision } });
    rerender({ page: decision });
    expect(result.current).toBe(decision);
    expect(setDecideEventsEnabled).toHaveBeenLastCalledWith(true);
    expect(queueDecideEvents).toHaveBeenCalledTimes(1);
    expect(queueDecideEvents).toHaveBeenCalledWith({ eventType: "monetate:context:ScreenSize", width: window.screen.width, height: window.screen.height });
    await act(async () => undefined);
    expect(decidePageAgain).not.toHaveBeenCalled();
  });

  it("each page view its own screen size", () => {
    const { rerender } = renderHook(({ page }) => usePagePersonalisation(page), { initialProps: { page: aDecision() } });
    rerender({ page: aDecision({ pageView: { url: "https://shop.example/en-us/c/jackets-100200", pageType: "category" } }) });
    expect(queueDecideEvents).toHaveBeenCalledTimes(2);
  });

  it("a preview (no decision): sending off, nothing queued", () => {
    renderHook(() => usePagePersonalisation(undefined));
    expect(setDecideEventsEnabled).toHaveBeenLastCalledWith(false);
    expect(queueDecideEvents).not.toHaveBeenCalled();
  });

  it("a cart change decides the page again with the new cart; the page shows the new decision", async () => {
    const decision = aDecision();
    const { result } = renderHook(() => usePagePersonalisation(decision));
    const cart = cartAnswer();
    act(() => requestRecalculation({ cart }));
    await waitFor(() => expect(result.current?.variants).toEqual({ "Home Hero Test": "Experiment" }));
    expect(decidePageAgain).toHaveBeenCalledWith(decision.pageView, { cart });
    expect(result.current?.labels).toEqual({ "Home Hero Test": "A" });
  });

  it("a page the server could not decide in time asks for its recommendations only, at once", async () => {
    const decision = aDecision({ decided: false, variants: {} });
    const { result } = renderHook(() => usePagePersonalisation(decision));
    await waitFor(() => expect(decidePageAgain).toHaveBeenCalledWith(decision.pageView, {}));
    await act(async () => undefined);
    expect(result.current?.variants).toEqual({});
    expect(recommendationsPending(result.current)).toBe(false);
  });

  it("the recommendations asked for do not come: their blocks stop waiting, with none", async () => {
    vi.mocked(decidePageAgain).mockResolvedValue(undefined);
    const decision = aDecision({ decided: false, variants: {} });
    const { result } = renderHook(() => usePagePersonalisation(decision));
    expect(recommendationsPending(result.current)).toBe(true);
    await waitFor(() => expect(recommendationsPending(result.current)).toBe(false));
    expect(result.current?.recommendations).toEqual(decision.recommendations);
  });

  it("no answer: the page keeps what it shows", async () => {
    vi.mocked(decidePageAgain).mockResolvedValue(undefined);
    const decision = aDecision();
    const { result } = renderHook(() => usePagePersonalisation(decision));
    act(() => requestRecalculation());
    await waitFor(() => expect(decidePageAgain).toHaveBeenCalled());
    await act(async () => undefined);
    expect(result.current).toBe(decision);
  });
});
