import { redirect } from "react-router";
import { preferredSite } from "./preferred-site.ts";

/**
 * `/cart`, `/checkout`, `/order-confirmation`, `/account`, `/favorites` and `/associate-login`
 * without a site (commerce spec §2 routes): the same page on the shopper's site, with its query
 * (an order confirmation's order number).
 */
export function loader({ request }: { request: Request }) {
  const url = new URL(request.url);
  return redirect(`/${preferredSite(request).localePath}${url.pathname}${url.search}`, 302);
}
