import type { Decorator } from "@storybook/react-vite";
import { fakeReviewsApi, type FakeReviewsOptions } from "./fake-reviews-api.ts";

/**
 * Storybook only: the shopper's calls (sort, show more, write, vote, report, translate, ask)
 * answered in the browser by the in-memory API, as the BFF would. Nothing is patched on the
 * server renderer (the stories test renders to a string and makes no call).
 */
export const withFakeReviewsApi =
  (options: FakeReviewsOptions): Decorator =>
  (Story) => {
    if (typeof window !== "undefined") {
      const api = fakeReviewsApi(options);
      const realFetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(String(input instanceof Request ? input.url : input), window.location.href);
        return url.pathname.startsWith("/api/commerce/products/") || url.pathname === "/api/session" ? api.fetch(input, init) : realFetch(input, init);
      };
    }
    return <Story />;
  };
