import { useCallback, useEffect, useRef } from "react";
import type { ProductAnalytics, ProductList } from "../../analytics/events.ts";
import { useAnalytics } from "../../analytics/use-analytics.ts";
import { reportThumbnailViews } from "../../personalisation/thumbnail-views.ts";
import type { ProductTileAnswer } from "./product-tile.tsx";

/** Half a tile in view counts as seen. */
const SEEN_RATIO = 0.5;

/** A tile as analytics reports it: its lowest current price, its 1-based position in the list. */
export const tileAnalytics = (tile: ProductTileAnswer, position: number): ProductAnalytics => ({
  productId: tile.productId,
  name: tile.name,
  price: tile.price.lowCurrent,
  currency: tile.price.currency,
  position,
});

/**
 * `product.impression` once per tile while the listing is shown (reset when `listKey`, the
 * listing's URL state, changes): tiles seen together are reported together, to analytics and,
 * as ProductThumbnailView, to personalisation. Answers a ref
 * callback for each tile, by position. Without IntersectionObserver nothing is reported.
 */
export function useTileImpressions(list: ProductList, listKey: string) {
  const analytics = useAnalytics();
  const seen = useRef(new Set<string>());
  const observer = useRef<IntersectionObserver | null>(null);
  const tiles = useRef(new Map<Element, ProductAnalytics>());
  const listRef = useRef(list);
  listRef.current = list;

  useEffect(() => {
    seen.current = new Set();
  }, [listKey]);

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const watcher = new IntersectionObserver(
      (entries) => {
        const products: ProductAnalytics[] = [];
        for (const entry of entries) {
          const product = tiles.current.get(entry.target);
          if (!product || !entry.isIntersecting || entry.intersectionRatio < SEEN_RATIO) continue;
          const key = `${product.position}:${product.productId}`;
          if (seen.current.has(key)) continue;
          seen.current.add(key);
          products.push(product);
          watcher.unobserve(entry.target);
        }
        if (products.length > 0) {
          analytics.publish("product.impression", { list: listRef.current, products });
          // Personalisation hears of the same tiles (ProductThumbnailView, issue 16).
          reportThumbnailViews(products.map((product) => product.productId));
        }
      },
      { threshold: SEEN_RATIO },
    );
    observer.current = watcher;
    for (const element of tiles.current.keys()) watcher.observe(element);
    return () => {
      watcher.disconnect();
      observer.current = null;
    };
  }, [analytics]);

  return useCallback((tile: ProductTileAnswer, position: number) => (element: HTMLElement | null) => {
    if (!element) return;
    tiles.current.set(element, tileAnalytics(tile, position));
    observer.current?.observe(element);
    return () => {
      tiles.current.delete(element);
      observer.current?.unobserve(element);
    };
  }, []);
}
