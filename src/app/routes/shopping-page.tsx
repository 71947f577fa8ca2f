import type { Route } from "./+types/shopping-page";
import { clientContentLoader, ContentErrorBoundary, contentMeta } from "../content/content-route.tsx";
import { ContentPage } from "../content/content-page.tsx";
import { contentPaths } from "../../../contracts/content/content-paths.ts";
import { pageRequestOf } from "../content/page-request.server.ts";
import { loadContentOrFail } from "../content/load-or-fail.server.ts";
import { shoppingPageOf, SHOPPING_PAGE_TITLES } from "./shopping-pages.ts";

/**
 * `/{lc}/cart`, `/{lc}/checkout` and `/{lc}/order-confirmation` (commerce spec §2): the content
 * service's page of that slug, whose `cart`, `checkout` or `order-confirmation` block reads the
 * shopper's own data in the browser (decision 0018). The server HTML is the same for every
 * shopper: the editors' content and the block's shell, never a cart or an order.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageRequestOf(args);
  const slug = shoppingPageOf(new URL(args.request.url).pathname);
  const data = await loadContentOrFail(page, contentPaths.page(page.site.siteId, slug));
  // The checkout's reCAPTCHA (src/commerce/screens/checkout/recaptcha.ts) reads the key from the page.
  return { ...data, recaptchaSiteKey: slug === "checkout" ? args.context.storefront.settings.recaptchaSiteKey : undefined };
}

export const clientLoader = clientContentLoader;

export const meta = ({ data, location }: Route.MetaArgs) => [
  ...contentMeta(data, SHOPPING_PAGE_TITLES[shoppingPageOf(location.pathname)]),
  // A shopper's own page: nothing for a search engine, not even the links.
  { name: "robots", content: "noindex, nofollow" },
];

export default function ShoppingPage({ loaderData }: Route.ComponentProps) {
  const recaptchaSiteKey = "recaptchaSiteKey" in loaderData && typeof loaderData.recaptchaSiteKey === "string" ? loaderData.recaptchaSiteKey : undefined;
  return (
    <>
      {recaptchaSiteKey && <meta name="recaptcha-site-key" content={recaptchaSiteKey} />}
      <ContentPage data={loaderData} />
    </>
  );
}

export const ErrorBoundary = ContentErrorBoundary;
