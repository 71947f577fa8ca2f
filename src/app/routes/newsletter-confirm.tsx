import { data } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { siteForLocalePath } from "../../../contracts/sites.ts";
import { confirmationTokenOf } from "../newsletter/confirmation-link.ts";
import { confirmationTexts } from "../newsletter/confirmation-texts.ts";
import { NewsletterConfirmation } from "../newsletter/newsletter-confirmation.tsx";

/**
 * `/{lc}/newsletter/confirm?token=…`: where a newsletter confirmation email's link lands
 * (double opt-in). The loader only reads the token; the page confirms it from the browser.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  // Not page-request.server.ts's pageRequestOf: this page needs none of the storefront's services.
  const site = siteForLocalePath(params.lc);
  if (!site) throw data(null, { status: 404 });
  const { token } = confirmationTokenOf(new URL(request.url).searchParams);
  return { site, token };
}

/** The token is a secret of the shopper's: kept out of caches and of Referer headers; the page out of search engines. */
export const headers = () => ({ "cache-control": "private, no-store", "referrer-policy": "no-referrer", "x-robots-tag": "noindex" });

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${confirmationTexts(loaderData?.site.language ?? "en").title} | Ridgeline` },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  return <NewsletterConfirmation site={loaderData.site} token={loaderData.token} />;
}
