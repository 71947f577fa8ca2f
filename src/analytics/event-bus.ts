import type { AnalyticsEventName, AnalyticsEvents } from "./events.ts";

export type AnalyticsListener = <N extends AnalyticsEventName>(name: N, payload: AnalyticsEvents[N]) => void;

/**
 * A typed publish/subscribe bus for analytics. Blocks publish named events; adapters (the
 * dataLayer, tests) subscribe. A failing listener is logged and never breaks the page or the
 * other listeners: analytics must not take a click down with it.
 */
export function createAnalyticsBus() {
  const listeners = new Set<AnalyticsListener>();
  return {
    publish<N extends AnalyticsEventName>(name: N, payload: AnalyticsEvents[N]): void {
      for (const listener of listeners) {
        try {
          listener(name, payload);
        } catch (error) {
          console.error(`[analytics] a listener failed on ${name}`, error);
        }
      }
    },
    /** Adds a listener; answers the function that removes it. */
    subscribe(listener: AnalyticsListener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type AnalyticsBus = ReturnType<typeof createAnalyticsBus>;

/** The page's bus (browser); on the server nothing is published (events follow interactions). */
export const analytics: AnalyticsBus = createAnalyticsBus();
