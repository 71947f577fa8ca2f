import { asc, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { MemberGroup } from "../../contracts/api/member-prices.ts";
import type { Executor } from "../db/db-executor.ts";
import { fromJson, jsonArray, type JsonFields } from "../db/json-rows.ts";
import { categories, coupons, memberPriceRules, promotions, referenceDataVersion } from "../db/schema.ts";
import { memberPriceRuleOf } from "../pricing/member-price-store.ts";
import type { MemberPriceRule } from "../pricing/member-prices.ts";
import { pathTo, type CategoryRow } from "../products/category-tree.ts";
import type { CouponRule, PromotionRule } from "./promotions.ts";

/**
 * The reference data a cart answer needs, kept in memory (decision 0022): the promotions, the
 * coupons' static fields, the category tree and the member price rules. They change seldom
 * (the seed, an admin, a test) and every cart call used to read them again.
 *
 * The rule: the database holds a stamp that a trigger renews on every write to those tables
 * (migration 0012). Every cart call reads the stamp in the statement that reads the cart
 * (`REFERENCE_STAMP`), and uses the copy of that stamp, loading it in one statement when this
 * process has none. So a change is seen by the very next call of every process on the
 * database, with no extra statement per call. A coupon's redemption count is not static: it is
 * read live (`redemptions` is not in the copy, and updating it keeps the stamp).
 */

/** A coupon without its redemption count (read live with the cart). */
export type CouponStatic = Omit<CouponRule, "redemptions">;

export interface ReferenceData {
  stamp: string;
  /** Every promotion, by id. */
  promotions: readonly PromotionRule[];
  /** A promotion by id. */
  promotion(id: string): PromotionRule | undefined;
  /** A coupon by its code, case-insensitive (the first by code when two differ only in case). */
  coupon(code: string): CouponStatic | undefined;
  /** A category and every one above it, from the top down (empty for an unknown id). */
  categoryPath(categoryId: string): readonly string[];
  /** The member price rules of these groups, by id. */
  memberRules(groups: readonly MemberGroup[]): MemberPriceRule[];
}

/** The stamp of the reference data as a column of any query (the cart's read). */
export const REFERENCE_STAMP: SQL<string> = sql<string>`(select ${referenceDataVersion.stamp} from ${referenceDataVersion})`;

const { redemptions: _live, ...couponFields } = getTableColumns(coupons);
const promotionFields: JsonFields = getTableColumns(promotions);
const categoryFields: JsonFields = getTableColumns(categories);
const ruleFields: JsonFields = getTableColumns(memberPriceRules);

/** Copies kept, by stamp: a few, for the moments when two stamps are in use (a change racing calls). */
const KEPT = 4;
const copies = new Map<string, Promise<ReferenceData>>();

/**
 * The reference data as of `stamp` (read with the cart): this process's copy, or one read now.
 * Concurrent calls that miss share one read.
 */
export function referenceData(db: Executor, stamp: string): Promise<ReferenceData> {
  const kept = copies.get(stamp);
  if (kept) return kept;
  const loading = loadReferenceData(db);
  copies.set(stamp, loading);
  // A change may have come between the two reads: the copy is then also that newer stamp's.
  loading.then((data) => data.stamp !== stamp && copies.set(data.stamp, loading), () => copies.delete(stamp));
  while (copies.size > KEPT) copies.delete(copies.keys().next().value!);
  return loading;
}

async function loadReferenceData(db: Executor): Promise<ReferenceData> {
  const [row] = await db
    .select({
      stamp: referenceDataVersion.stamp,
      promotions: jsonArray(promotionFields, sql`from ${promotions}`, sql`${promotions.id}`),
      coupons: jsonArray(couponFields, sql`from ${coupons}`, sql`${coupons.code}`),
      categories: jsonArray(categoryFields, sql`from ${categories}`, sql`${categories.id}`),
      rules: jsonArray(ruleFields, sql`from ${memberPriceRules}`, sql`${memberPriceRules.id}`),
    })
    .from(referenceDataVersion)
    .orderBy(asc(referenceDataVersion.id));
  if (!row) throw new Error("The reference data version row is missing (migration 0012)");
  const decode = <T>(fields: JsonFields, rows: unknown) => (rows as Record<string, unknown>[]).map((json) => fromJson<T>(fields, json));
  return referenceDataOf(row.stamp, {
    promotions: decode<PromotionRule>(promotionFields, row.promotions),
    coupons: decode<CouponStatic>(couponFields, row.coupons),
    categories: decode<CategoryRow>(categoryFields, row.categories),
    rules: decode<typeof memberPriceRules.$inferSelect>(ruleFields, row.rules),
  });
}

/** The in-memory form of the rows (pure; the paths are worked out once per copy). */
export function referenceDataOf(
  stamp: string,
  rows: { promotions: PromotionRule[]; coupons: CouponStatic[]; categories: CategoryRow[]; rules: (typeof memberPriceRules.$inferSelect)[] },
): ReferenceData {
  const paths = new Map<string, readonly string[]>();
  const promotionsById = new Map(rows.promotions.map((promotion) => [promotion.id, promotion]));
  const couponsByCode = new Map<string, CouponStatic>();
  for (const coupon of rows.coupons) if (!couponsByCode.has(coupon.code.toLowerCase())) couponsByCode.set(coupon.code.toLowerCase(), coupon);
  const rules = rows.rules.map(memberPriceRuleOf);
  return {
    stamp,
    promotions: rows.promotions,
    promotion: (id) => promotionsById.get(id),
    coupon: (code) => couponsByCode.get(code.toLowerCase()),
    categoryPath(categoryId) {
      let path = paths.get(categoryId);
      if (!path) paths.set(categoryId, (path = pathTo(rows.categories, categoryId).map((category) => category.id)));
      return path;
    },
    memberRules: (groups) => rules.filter((rule) => groups.includes(rule.group)),
  };
}
