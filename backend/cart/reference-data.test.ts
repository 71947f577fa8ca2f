import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { OpenDatabase } from "../db/database.ts";
import { categories, coupons, memberPriceRules, promotions, referenceDataVersion } from "../db/schema.ts";
import { freshDatabase } from "../testing/backend-under-test.ts";
import { referenceData, referenceDataOf, type CouponStatic } from "./reference-data.ts";
import type { PromotionRule } from "./promotions.ts";

/** The reference data in memory (decision 0022): what renews the stamp, and what a copy answers. */

let database: OpenDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => database?.close());

async function stamp(): Promise<string> {
  const [row] = await database.db.select({ stamp: referenceDataVersion.stamp }).from(referenceDataVersion);
  return row!.stamp;
}

describe("the stamp", () => {
  test("is renewed by every write to promotions, coupons' static fields, categories and member prices", async () => {
    const { db } = database;
    const writes: [string, () => Promise<unknown>][] = [
      ["a category", () => db.insert(categories).values({ id: "77001", slug: "stamped", name: "Stamped" })],
      ["a category's position", () => db.update(categories).set({ position: 2 }).where(eq(categories.id, "77001"))],
      ["a promotion", () => db.insert(promotions).values({ id: "STAMP-1", name: "Stamp", level: "ORDER", kind: "percent", value: 5 })],
      ["a coupon", () => db.insert(coupons).values({ code: "STAMP5", promotionId: "STAMP-1", maxRedemptions: 3 })],
      ["a coupon's limit", () => db.update(coupons).set({ maxRedemptions: 4 }).where(eq(coupons.code, "STAMP5"))],
      ["a member price rule", () => db.insert(memberPriceRules).values({ id: "MEMBER-STAMP", customerGroup: "PRO", label: "Pro price", percentOff: 20 })],
      ["a promotion removed", () => db.delete(promotions).where(eq(promotions.id, "NO-SUCH-PROMOTION"))],
    ];
    for (const [what, write] of writes) {
      const before = await stamp();
      await write();
      expect(await stamp(), what).not.toBe(before);
    }
  });

  test("is kept when only a coupon's redemption count changes (it is read live)", async () => {
    const before = await stamp();
    await database.db.update(coupons).set({ redemptions: 2 }).where(eq(coupons.code, "STAMP5"));
    expect(await stamp()).toBe(before);
  });
});

test("a copy reads every table in one go, timestamps as dates, and is shared by its stamp", async () => {
  const startsAt = new Date("2026-01-01T00:00:00.000Z");
  await database.db.insert(promotions).values({ id: "STAMP-2", name: "Dated", level: "ORDER", kind: "amount", value: 100, startsAt });
  const current = await stamp();
  const copy = await referenceData(database.db, current);
  expect(copy.stamp).toBe(current);
  expect(copy.promotion("STAMP-2")?.startsAt).toEqual(startsAt);
  expect(copy.coupon("stamp5")).toMatchObject({ code: "STAMP5", promotionId: "STAMP-1", maxRedemptions: 4 });
  expect(copy.coupon("stamp5")).not.toHaveProperty("redemptions");
  expect(copy.memberRules(["PRO"]).map((rule) => rule.id)).toEqual(["MEMBER-STAMP"]);
  expect(await referenceData(database.db, current)).toBe(copy);
});

describe("referenceDataOf", () => {
  const promotion = (id: string) => ({ id }) as PromotionRule;
  const coupon = (code: string) => ({ code, promotionId: "P" }) as CouponStatic;
  const data = referenceDataOf("s", {
    promotions: [promotion("A"), promotion("B")],
    coupons: [coupon("SAVE10"), coupon("save10"), coupon("OTHER")],
    categories: [
      { id: "1", slug: "top", name: "Top", parentId: null, position: 0 },
      { id: "2", slug: "middle", name: "Middle", parentId: "1", position: 0 },
      { id: "3", slug: "bottom", name: "Bottom", parentId: "2", position: 0 },
    ],
    rules: [
      { id: "MEMBER-LOYALTY", customerGroup: "LOYALTY", label: "Member price", percentOff: 10, fullPriceOnly: true, excludedCategoryIds: [] },
      { id: "MEMBER-PRO", customerGroup: "PRO", label: "Pro price", percentOff: 25, fullPriceOnly: false, excludedCategoryIds: ["9"] },
    ],
  });

  test.each([
    ["SAVE10", "SAVE10"],
    ["Save10", "SAVE10"],
    ["other", "OTHER"],
    ["NONE", undefined],
  ])("coupon %s is %s (case-insensitive, the first by code)", (code, found) => {
    expect(data.coupon(code)?.code).toBe(found);
  });

  test("category paths run from the top down; an unknown category has none", () => {
    expect(data.categoryPath("3")).toEqual(["1", "2", "3"]);
    expect(data.categoryPath("1")).toEqual(["1"]);
    expect(data.categoryPath("404")).toEqual([]);
  });

  test("member rules of the groups only", () => {
    expect(data.memberRules(["PRO"]).map((rule) => rule.group)).toEqual(["PRO"]);
    expect(data.memberRules([])).toEqual([]);
  });
});
