import type { Page } from "playwright-core";

/**
 * Records the page's layout shifts not caused by input (the CLS definition, without session
 * windows: stricter), from its start, with what moved (the element and its section, when, its top
 * and height before and after), for a failure to name. Call before the page loads; answers a
 * reader of the sum so far.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<{ total: number; moved: string[] }>> {
  await page.addInitScript(() => {
    const state = window as unknown as { __shifts: { value: number; moved: string[] }[] };
    state.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          const section = element?.closest("section")?.getAttribute("aria-label") ?? "";
          return `${element?.tagName.toLowerCase()}.${String(element?.className ?? "").slice(0, 40)} in [${section}] at ${Math.round(entry.startTime)} ms: top ${Math.round(previousRect.y)}→${Math.round(currentRect.y)}, height ${Math.round(previousRect.height)}→${Math.round(currentRect.height)}`;
        });
        state.__shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () =>
    page.evaluate(() => {
      const shifts = (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts;
      return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), moved: shifts.flatMap((shift) => shift.moved) };
    });
}

/** The sum alone (`recordLayoutShifts`). */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  const read = await recordLayoutShifts(page);
  return async () => (await read()).total;
}
