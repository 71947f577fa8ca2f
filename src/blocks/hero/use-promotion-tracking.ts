import { useEffect, useRef, type MouseEvent, type RefObject } from "react";
import { useAnalytics } from "../../analytics/use-analytics.ts";
import type { PromotionTracking } from "../../analytics/events.ts";

/**
 * Promotion tracking of a block (spec §3 `promotionTracking`): `promotion.view` once when half
 * of it is in view, `promotion.click` when a shopper follows one of its links. Nothing without
 * tracking fields.
 */
export function usePromotionTracking(root: RefObject<HTMLElement | null>, tracking: PromotionTracking | undefined): (event: MouseEvent<HTMLElement>) => void {
  const analytics = useAnalytics();
  const seen = useRef(false);
  const fields = useRef(tracking);
  useEffect(() => {
    fields.current = tracking;
  });
  const tracked = tracking !== undefined;

  useEffect(() => {
    const element = root.current;
    if (!tracked || !element || seen.current || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || seen.current || !fields.current) return;
        seen.current = true;
        observer.disconnect();
        analytics.publish("promotion.view", fields.current);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [analytics, root, tracked]);

  return (event) => {
    const link = (event.target as Element).closest?.("a[href]");
    if (!link || !fields.current) return;
    analytics.publish("promotion.click", { ...fields.current, url: link.getAttribute("href") ?? "" });
  };
}
