// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, expect, test, vi } from "vitest";
import { cachedUpsell } from "./upsell-cache.ts";
import { upsellQuery } from "./upsell-queries.ts";
import { SUMMIT_PARKA_UPSELL, upsellItemsOf } from "./testing/upsell-fixtures.ts";

afterEach(() => vi.useRealTimers());

test("the page's upsell answer is still there for the mini cart after the shopper looked for half an hour, with no block observing it", async () => {
  vi.useFakeTimers();
  const queryClient = new QueryClient();
  const items = upsellItemsOf(SUMMIT_PARKA_UPSELL);
  // As the server's answer arrives with the page: in the cache, with no observer (server HTML).
  await queryClient.prefetchQuery({ ...upsellQuery("RL-US", "NF0A3C8D", "pdp-upsell", SUMMIT_PARKA_UPSELL, false), queryFn: async () => items });
  await vi.advanceTimersByTimeAsync(30 * 60_000);
  expect(cachedUpsell(queryClient, "RL-US", "NF0A3C8DBLKM")).toEqual(items);
});
