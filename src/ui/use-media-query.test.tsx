// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { useBreakpoint } from "./use-breakpoint.ts";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "./use-media-query.ts";

const WIDE = "(min-width: 1200px)";

/**
 * A `matchMedia` answering from `matches` (a viewport the test can change), keeping the
 * listeners it was given, so that a test can fire `change` as a browser does.
 */
function fakeMatchMedia(matches: (query: string) => boolean) {
  let current = matches;
  const listeners = new Set<() => void>();
  const matchMedia = (query: string) => ({
    media: query,
    get matches() {
      return current(query);
    },
    addEventListener: (_type: "change", listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: "change", listener: () => void) => listeners.delete(listener),
  });
  vi.stubGlobal("matchMedia", matchMedia);
  return {
    listeners,
    change(next: (query: string) => boolean) {
      current = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const widthOf = (width: number) => (query: string) => {
  const min = /min-width:\s*(\d+)px/.exec(query);
  return !min || width >= Number(min[1]);
};

/** Each render's answer, in order, and the last one on the page. */
function MediaQueryProbe({ query, seen }: { query: string; seen?: unknown[] }) {
  const matches = useMediaQuery(query);
  seen?.push(matches);
  return <p data-testid="answer">{String(matches)}</p>;
}

function BreakpointProbe() {
  return <p data-testid="answer">{String(useBreakpoint())}</p>;
}

const answer = () => screen.getByTestId("answer").textContent;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("useMediaQuery", () => {
  test.each<[string, ((query: string) => boolean) | undefined, string]>([
    ["without matchMedia: unknown", undefined, "undefined"],
    ["a query that matches", widthOf(1280), "true"],
    ["a query that does not match", widthOf(800), "false"],
  ])("in the browser, %s", (_name, matches, expected) => {
    if (matches) fakeMatchMedia(matches);
    else vi.stubGlobal("matchMedia", undefined);
    render(<MediaQueryProbe query={WIDE} />);
    expect(answer()).toBe(expected);
  });

  test.each<[string, (query: string) => boolean]>([
    ["matching", widthOf(1280)],
    ["not matching", widthOf(800)],
  ])("on the server, unknown whatever the browser would say (%s)", (_name, matches) => {
    fakeMatchMedia(matches);
    expect(renderToString(<MediaQueryProbe query={WIDE} />)).toContain(">undefined<");
  });

  test("hydration renders the server's answer first (no mismatch), then the real one", async () => {
    const html = renderToString(<MediaQueryProbe query={WIDE} />);
    fakeMatchMedia(widthOf(1280));
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const seen: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <MediaQueryProbe query={WIDE} seen={seen} />);
    });
    expect(seen[0]).toBeUndefined();
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe("true");
  });

  test("follows change events, and stops listening when unmounted", () => {
    const media = fakeMatchMedia(widthOf(800));
    const { unmount } = render(<MediaQueryProbe query={WIDE} />);
    expect(answer()).toBe("false");
    expect(media.listeners.size).toBe(1);

    media.change(widthOf(1280));
    expect(answer()).toBe("true");
    media.change(widthOf(375));
    expect(answer()).toBe("false");

    unmount();
    expect(media.listeners.size).toBe(0);
  });

  test("answers a new query when the query changes", () => {
    fakeMatchMedia((query) => query === REDUCED_MOTION_QUERY);
    const { rerender } = render(<MediaQueryProbe query={WIDE} />);
    expect(answer()).toBe("false");
    rerender(<MediaQueryProbe query={REDUCED_MOTION_QUERY} />);
    expect(answer()).toBe("true");
  });
});

describe("useBreakpoint", () => {
  test.each([
    [375, "sm"],
    [767, "sm"],
    [768, "md"],
    [1199, "md"],
    [1200, "lg"],
    [1440, "lg"],
  ])("a %dpx viewport is %s", (width, expected) => {
    fakeMatchMedia(widthOf(width));
    render(<BreakpointProbe />);
    expect(answer()).toBe(expected);
  });

  test("unknown without matchMedia and on the server", () => {
    vi.stubGlobal("matchMedia", undefined);
    render(<BreakpointProbe />);
    expect(answer()).toBe("undefined");
    fakeMatchMedia(widthOf(1280));
    expect(renderToString(<BreakpointProbe />)).toContain(">undefined<");
  });

  test("moves with the viewport", () => {
    const media = fakeMatchMedia(widthOf(375));
    render(<BreakpointProbe />);
    media.change(widthOf(900));
    expect(answer()).toBe("md");
    media.change(widthOf(1300));
    expect(answer()).toBe("lg");
  });
});
