import { CONFIRMATION_TOKEN_PATTERN } from "../../../contracts/api/confirmation-token.ts";

/**
 * The storefront page a newsletter confirmation email links to (double opt-in, content spec
 * §9): `/{lc}/newsletter/confirm?token={token}`. The backend's confirmation email carries the
 * token (outbox template `newsletter-confirmation`, backend/consumer/README.md); whoever renders
 * the email builds the link with `newsletterConfirmationPath`.
 */
export const NEWSLETTER_CONFIRMATION_ROUTE = "newsletter/confirm";

export function newsletterConfirmationPath(localePath: string, token: string): string {
  return `/${localePath}/${NEWSLETTER_CONFIRMATION_ROUTE}?${new URLSearchParams({ token })}`;
}

/** Whether a link's `token` can be a confirmation token at all (no call is made for one that cannot). */
export function confirmationTokenOf(search: URLSearchParams): { token: string } | { token: undefined; problem: "missing" | "malformed" } {
  const token = search.get("token")?.trim();
  if (!token) return { token: undefined, problem: "missing" };
  return CONFIRMATION_TOKEN_PATTERN.test(token) ? { token } : { token: undefined, problem: "malformed" };
}
