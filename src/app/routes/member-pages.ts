/**
 * Content pages that hold the shopper's own screens (account, favourites, sign-up, password
 * reset, associate sign-in, order tracking): never indexed, and the ones of commerce spec §2 that
 * have a route without a site (`/account`, `/favorites`, `/associate-login`) redirect to the
 * shopper's site like the buying pages.
 */
export const MEMBER_PAGES = ["account", "account-profile", "favorites", "sign-up", "reset-password", "associate-login", "track-order", "warranty"] as const;

/** Routes of commerce spec §2 without a site prefix, besides the buying pages. */
export const SITELESS_MEMBER_ROUTES = ["account", "favorites", "associate-login"] as const;

export const isMemberPage = (slug: string | undefined): boolean => (MEMBER_PAGES as readonly string[]).includes(slug ?? "");
