import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionAnswer } from "../api/client-auth.ts";
import { useSignedIn } from "../identity/use-signed-in.ts";
import { withCommerce } from "../lazy-commerce.ts";

/** Buy-in-store mode (commerce spec §3 Buy-in-store session): the associate's store and name. */
export type AssociateSession = NonNullable<SessionAnswer["associate"]>;

/** What the cart needs of the session: signed in, and the associate when in buy-in-store mode. */
export interface AssociateSessionAnswer {
  loggedIn: boolean;
  associate: AssociateSession | null;
}

/**
 * `GET /api/session` with its associate (the BFF keeps the associate in an httpOnly cookie, so
 * page scripts learn of buy-in-store mode only from this read). A failed read counts as no
 * associate: the shopper's cart stays as it is for everyone else. Read once and kept: the session
 * changes only through sign-in and sign-out, after which every query is read again
 * (identity/account-entry.tsx).
 */
export const associateSessionQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["commerce", siteId, "session", "associate"] as const,
    queryFn: ({ client }): Promise<AssociateSessionAnswer> =>
      withCommerce(client, siteId, (commerce) => commerce.session()).then(
        (session) => ({ loggedIn: session.loggedIn, associate: session.associate }),
        (): AssociateSessionAnswer => ({ loggedIn: false, associate: null }),
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * The associate of a buy-in-store session, in the browser: only a signed-in session (an
 * associate's is one) is read, so a guest makes no call. `pending` while that read runs.
 */
export function useAssociateSession(siteId: string, enabled: boolean): { associate: AssociateSession | null; pending: boolean } {
  const signedIn = useSignedIn();
  const session = useQuery({ ...associateSessionQuery(siteId), enabled: enabled && signedIn });
  return { associate: session.data?.associate ?? null, pending: enabled && signedIn && session.isPending };
}
