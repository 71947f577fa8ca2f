import type { Context } from "hono";
import { eq } from "drizzle-orm";
import type { BackendDeps } from "../http/api.ts";
import { consumers } from "../db/schema.ts";
import type { CustomerFacts } from "./targeting.ts";

export interface DecideCustomer {
  customerId?: string;
  /** Only for a customer proven by an access token. */
  facts?: CustomerFacts;
}

/**
 * Who the decide call is for. A valid member's access token (the storefront forwards the
 * session's) names the customer and lets targeting use their programmes (loyalty, employee,
 * athlete, pro identities). Without one, a `customerId` in the body still counts as logged in,
 * as the spec has the storefront send it, but reveals nothing about that customer: targeting on
 * programmes never reads a record the caller has not proven to be theirs. An invalid or expired
 * token is ignored (personalisation degrades to anonymous rather than failing the page).
 */
export async function customerOf(c: Context, deps: BackendDeps, claimedCustomerId: string | undefined): Promise<DecideCustomer> {
  const token = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  const identity = token ? deps.tokens.verifyAccessToken(token) : undefined;
  if (identity?.kind !== "registered") return { customerId: claimedCustomerId };
  const [row] = await deps.db
    .select({ loyaltyMember: consumers.loyaltyMember, consumerType: consumers.consumerType, athlete: consumers.athlete, identityTypes: consumers.identityTypes })
    .from(consumers)
    .where(eq(consumers.id, identity.consumerId));
  if (!row) return { customerId: claimedCustomerId };
  return {
    customerId: identity.consumerId,
    facts: { loyaltyMember: row.loyaltyMember, employee: row.consumerType === "EMPLOYEE", athlete: row.athlete, identityTypes: row.identityTypes },
  };
}
