import type { Page } from "playwright-core";

/** An event as the engine received it (the reference backend's read-back, `/mock/personalisation/events`). */
export interface ReceivedEvent {
  eventType: string;
  payload: Record<string, unknown>;
  createdAt: string;
}

/** Every event the engine received from the visitor, in order. */
export async function receivedBy(backendUrl: string, visitor: string): Promise<ReceivedEvent[]> {
  const response = await fetch(`${backendUrl}/mock/personalisation/events?monetateId=${encodeURIComponent(visitor)}`);
  if (!response.ok) throw new Error(`read-back answered ${response.status}`);
  return ((await response.json()) as { events: ReceivedEvent[] }).events;
}

/**
 * Sums the page's layout shifts not caused by input (the CLS definition, without session windows:
 * stricter). Call before the page loads; answers a reader of the sum so far.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const state = window as unknown as { __layoutShift: number };
    state.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) state.__layoutShift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

/** The recTokens the visitor's RecImpressions or RecClicks carried, in order, repeats included. */
export async function recTokensReceived(backendUrl: string, visitor: string, type: "RecImpressions" | "RecClicks"): Promise<string[]> {
  const field = type === "RecImpressions" ? "recImpressions" : "recClicks";
  return (await receivedBy(backendUrl, visitor)).filter((event) => event.eventType === type).flatMap((event) => event.payload[field] as string[]);
}
