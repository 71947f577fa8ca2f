import type { AnalyticsBus } from "./event-bus.ts";
import type { PromotionTracking } from "./events.ts";

/**
 * Promotion tracking (content spec §3 `promotionTracking`) from markup: a block with tracking
 * fields writes them on its root (`promotionAttributes`), and one tracker per page publishes
 * `promotion.view` once when half of such a block is in view and `promotion.click` when a shopper
 * follows one of its links. Markup rather than a hook, so that a block the browser keeps as
 * server HTML (docs/decisions/0014) is tracked without its code.
 */
export const PROMOTION_ATTRIBUTE = "data-promotion";

export function promotionAttributes(tracking: PromotionTracking | undefined): Record<string, string> {
  return tracking ? { [PROMOTION_ATTRIBUTE]: JSON.stringify(tracking) } : {};
}

/** The tracking fields an element carries; undefined when it carries none or unreadable ones. */
export function promotionOf(element: Element): PromotionTracking | undefined {
  const raw = element.getAttribute(PROMOTION_ATTRIBUTE);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as PromotionTracking) : undefined;
  } catch {
    return undefined;
  }
}

const SELECTOR = `[${PROMOTION_ATTRIBUTE}]`;

/** Tracks the promotions under `root`, including those added later; answers the function that stops. */
export function trackPromotions(root: Element, bus: AnalyticsBus): () => void {
  const seen = new WeakSet<Element>();
  const views =
    typeof IntersectionObserver === "undefined"
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting || seen.has(entry.target)) continue;
              seen.add(entry.target);
              views?.unobserve(entry.target);
              const fields = promotionOf(entry.target);
              if (fields) bus.publish("promotion.view", fields);
            }
          },
          { threshold: 0.5 },
        );
  const observe = (element: Element) => {
    if (element.matches(SELECTOR)) views?.observe(element);
    element.querySelectorAll(SELECTOR).forEach((promotion) => views?.observe(promotion));
  };
  observe(root);
  // Blocks rendered later (client navigation, a variant chosen in the browser, a lazy block).
  const additions = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => node instanceof Element && observe(node));
  });
  additions.observe(root, { childList: true, subtree: true });

  const onClick = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const promotion = link?.closest(SELECTOR);
    const fields = promotion && promotionOf(promotion);
    if (fields) bus.publish("promotion.click", { ...fields, url: link!.getAttribute("href") ?? "" });
  };
  root.addEventListener("click", onClick);
  return () => {
    views?.disconnect();
    additions.disconnect();
    root.removeEventListener("click", onClick);
  };
}
