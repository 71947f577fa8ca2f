import { asc, eq, inArray } from "drizzle-orm";
import type { Context } from "hono";
import type { MemberGroup } from "../../contracts/api/member-prices.ts";
import type { Executor } from "../db/db-executor.ts";
import { consumers, memberPriceRules } from "../db/schema.ts";
import { requireIdentity, type BackendDeps } from "../http/api.ts";
import { memberGroupsOf, type MemberPriceRule } from "./member-prices.ts";

type Reader = Pick<Executor, "select">;

/**
 * The member price rules of a consumer's groups, read when a price is: a change of membership
 * (loyalty enrolment, accepted employee terms) shows in the very next answer. None for a guest
 * (null) or an account that is gone.
 */
export async function memberPriceRulesOf(db: Reader, consumerId: string | null): Promise<MemberPriceRule[]> {
  if (consumerId === null) return [];
  const [consumer] = await db
    .select({
      loyaltyMember: consumers.loyaltyMember,
      consumerType: consumers.consumerType,
      employeeTermsAccepted: consumers.employeeTermsAccepted,
      athlete: consumers.athlete,
      identityTypes: consumers.identityTypes,
    })
    .from(consumers)
    .where(eq(consumers.id, consumerId));
  const groups = consumer ? memberGroupsOf(consumer) : [];
  if (!groups.length) return [];
  const rows = await db.select().from(memberPriceRules).where(inArray(memberPriceRules.customerGroup, groups)).orderBy(asc(memberPriceRules.id));
  return rows.map(memberPriceRuleOf);
}

/** A `member_price_rules` row as the pricing functions take it. */
export function memberPriceRuleOf(row: typeof memberPriceRules.$inferSelect): MemberPriceRule {
  return {
    id: row.id,
    group: row.customerGroup as MemberGroup,
    label: row.label,
    percentOff: row.percentOff,
    fullPriceOnly: row.fullPriceOnly,
    excludedCategoryIds: row.excludedCategoryIds,
  };
}

/**
 * The member price rules of a product read's caller. Reads need no token: none, a guest's or an
 * associate's prices as everyone's. A token that is sent must be valid (401 AUT432, as for the
 * reviews' reads), so that the storefront refreshes it rather than showing a member the guest's
 * prices.
 */
export async function memberPriceRulesOfCaller(c: Context, deps: BackendDeps): Promise<MemberPriceRule[]> {
  if (!c.req.header("authorization")) return [];
  const identity = requireIdentity(c, deps);
  return identity.kind === "registered" ? memberPriceRulesOf(deps.db, identity.consumerId) : [];
}
