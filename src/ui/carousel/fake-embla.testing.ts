import { useCallback, useState } from "react";
import { vi } from "vitest";

/**
 * Tests only: a stand-in for `embla-carousel-react`. jsdom has no layout, so real embla cannot
 * measure slides; this fake has one snap per slide, honours `loop` and emits `select` and
 * `scroll` like embla, so the carousel's own behaviour (controls, keys, rotation) is what is
 * tested. Use with `vi.mock("embla-carousel-react", () => fakeEmblaModule)`.
 */
export interface FakeEmblaApi {
  scrollNext: ReturnType<typeof vi.fn>;
  scrollPrev: ReturnType<typeof vi.fn>;
  scrollTo: ReturnType<typeof vi.fn>;
  selectedScrollSnap(): number;
  scrollSnapList(): number[];
  canScrollNext(): boolean;
  canScrollPrev(): boolean;
  scrollProgress(): number;
  on(event: string, handler: () => void): FakeEmblaApi;
  off(event: string, handler: () => void): FakeEmblaApi;
}

export const fakeEmbla: {
  last?: FakeEmblaApi;
  options?: Record<string, unknown>;
  /** Set to hold the API back (as while embla initialises): `ready()` hands it over. */
  deferReady?: boolean;
  ready?: () => void;
} = {};

function createFakeApi(viewport: HTMLElement, options: { loop?: boolean }): FakeEmblaApi {
  const count = viewport.firstElementChild?.children.length ?? 0;
  const loop = options.loop === true;
  let selected = 0;
  const handlers = new Map<string, Set<() => void>>();
  const emit = () => {
    for (const event of ["select", "scroll"]) for (const handler of handlers.get(event) ?? []) handler();
  };
  const api: FakeEmblaApi = {
    selectedScrollSnap: () => selected,
    scrollSnapList: () => Array.from({ length: count }, (_, index) => index / Math.max(1, count - 1)),
    canScrollNext: () => count > 1 && (loop || selected < count - 1),
    canScrollPrev: () => count > 1 && (loop || selected > 0),
    scrollProgress: () => (count > 1 ? selected / (count - 1) : 0),
    scrollTo: vi.fn((index: number) => {
      selected = Math.max(0, Math.min(count - 1, index));
      emit();
    }),
    scrollNext: vi.fn(() => {
      if (!api.canScrollNext()) return;
      selected = (selected + 1) % count;
      emit();
    }),
    scrollPrev: vi.fn(() => {
      if (!api.canScrollPrev()) return;
      selected = (selected - 1 + count) % count;
      emit();
    }),
    on(event, handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return api;
    },
    off(event, handler) {
      handlers.get(event)?.delete(handler);
      return api;
    },
  };
  return api;
}

function useFakeEmblaCarousel(options: { loop?: boolean } = {}) {
  const [api, setApi] = useState<FakeEmblaApi>();
  const ref = useCallback(
    (viewport: HTMLElement | null) => {
      if (!viewport) return;
      const created = createFakeApi(viewport, options);
      fakeEmbla.last = created;
      fakeEmbla.options = options;
      if (fakeEmbla.deferReady) fakeEmbla.ready = () => setApi(created);
      else setApi(created);
    },
    // Like embla: created once per viewport element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return [ref, api] as const;
}

export const fakeEmblaModule = { default: useFakeEmblaCarousel };

/** Stubs `window.matchMedia` for a viewport width and motion preference; answers a restore function. */
export function stubMatchMedia({ width, reducedMotion = false }: { width: number; reducedMotion?: boolean }): () => void {
  const original = window.matchMedia;
  const matches = (query: string) => {
    if (query.includes("prefers-reduced-motion")) return reducedMotion;
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  window.matchMedia = ((query: string) => ({
    media: query,
    matches: matches(query),
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
