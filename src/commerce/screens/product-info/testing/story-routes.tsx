import type { Decorator } from "@storybook/react-vite";
import type { ProductSetAnswer } from "../../../catalogue/product-set-queries.ts";
import type { SizeChart } from "../size-chart.ts";

/**
 * Stories only: the browser's two deferred reads answered in Storybook (which has no storefront
 * behind it): the size chart (`"pending"` never answers, `undefined` fails) and the product sets
 * (`undefined` fails). Other requests go to the real fetch.
 */
export const withProductInfoRoutes =
  ({ chart, sets }: { chart?: SizeChart | "pending"; sets?: ProductSetAnswer[] }): Decorator =>
  (Story) => {
    if (typeof window !== "undefined") {
      const realFetch = (window as { __realFetch?: typeof fetch }).__realFetch ?? window.fetch.bind(window);
      (window as { __realFetch?: typeof fetch }).__realFetch = realFetch;
      const failed = () => Response.json({ errorDetails: [{ errorId: "GEN500", message: "Unavailable in this story" }], correlationId: "story" }, { status: 503 });
      window.fetch = async (input, init) => {
        const url = new URL(String(input instanceof Request ? input.url : input), window.location.href);
        if (url.pathname.startsWith("/fapi/components/size-chart/")) {
          if (chart === "pending") return new Promise<Response>(() => {});
          return chart ? Response.json(chart) : failed();
        }
        const setsOf = /\/products\/v2\/products\/[A-Z0-9]+\/productSets$/.test(url.pathname);
        if (setsOf) return sets ? Response.json({ productId: "RLSH1001", productSets: sets.map(({ id, name, slug, description, price, products }) => ({ id, name, slug, description, price, productIds: products.map((product) => product.productId) })) }) : failed();
        const setId = /\/products\/v2\/products\/([A-Z0-9]+)\/productSet$/.exec(url.pathname)?.[1];
        const set = sets?.find((candidate) => candidate.id === setId);
        if (setId) return set ? Response.json(set) : failed();
        return realFetch(input, init);
      };
    }
    return <Story />;
  };
