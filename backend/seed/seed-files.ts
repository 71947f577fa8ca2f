import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { SITES } from "../../contracts/sites.ts";
import { MEMBER_GROUPS } from "../../contracts/api/member-prices.ts";

/**
 * The commerce seed: JSON files in `fixtures/commerce/` (made by
 * `backend/seed/generate-fixtures.ts`), validated here at the edge. Every file is a JSON
 * array with one record per line. Money is in minor units; dates are ISO 8601 with an offset.
 * Passwords are plain text in the files (they are published demo accounts, see the README there)
 * and hashed by the loader.
 */

export const DEFAULT_SEED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/commerce");

export const CURRENCIES = ["USD", "CAD", "GBP", "EUR"] as const;
export type Currency = (typeof CURRENCIES)[number];
const SITE_IDS = SITES.map((site) => site.siteId) as [string, ...string[]];

/** The location id of the web warehouse in `variants[].stock`; the other keys are store ids. */
export const ONLINE_LOCATION = "online";

// ---- field patterns (commerce spec §2) ---------------------------------------------------------

export const CATEGORY_ID = /^\d{4,10}$/;
export const STYLE_ID = /^[A-Z0-9]{8}$/;
export const VARIANT_ID = /^[A-Z0-9]{11}$/;
export const UPC = /^\d{12}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PHONE = /^\+[1-9]\d{7,14}$/;

const id = z.string().min(1).max(64);
const text = z.string().trim().min(1);
const minor = z.number().int().nonnegative();
const positiveMinor = z.number().int().positive();
const currency = z.enum(CURRENCIES);
const instant = z.iso.datetime({ offset: true });
const calendarDate = z.iso.date();
const email = z.email();
const plainPassword = z.string().min(8, "passwords are at least 8 characters");

// ---- catalogue ----------------------------------------------------------------------------------

export const categorySchema = z.strictObject({
  id: z.string().regex(CATEGORY_ID, "category ids are 4 to 10 digits"),
  slug: z.string().regex(SLUG),
  name: text,
  parentId: z.string().regex(CATEGORY_ID).nullable(),
  position: z.number().int().nonnegative(),
});

export const GENDERS = ["men", "women", "kids", "unisex"] as const;

export const productSchema = z.strictObject({
  id: z.string().regex(STYLE_ID, "style ids are 8 upper-case letters or digits"),
  slug: z.string().regex(SLUG),
  name: text,
  description: z.string(),
  categoryId: z.string().regex(CATEGORY_ID),
  gender: z.enum(GENDERS).nullable(),
  attributes: z.record(z.string().min(1), z.string()),
  badge: text.nullable(),
  /** Tenths: 0–50 (4.6 stars is 46). */
  ratingScore: z.number().int().min(0).max(50),
  reviewsCount: z.number().int().nonnegative(),
  isDigital: z.boolean(),
  isCustoms: z.boolean(),
});

const pricesByCurrency = z.strictObject({ USD: positiveMinor, CAD: positiveMinor, GBP: positiveMinor, EUR: positiveMinor });

export const variantSchema = z
  .strictObject({
    id: z.string().regex(VARIANT_ID, "variant ids are the 8-character style id and a 3-character colour and size code"),
    productId: z.string().regex(STYLE_ID),
    upc: z.string().regex(UPC, "UPCs are 12 digits"),
    colorCode: z.string().regex(/^[A-Z]{3}$/, "colour codes are 3 upper-case letters"),
    colorName: text,
    size: text,
    /** List (original) price per currency: all four are required. */
    list: pricesByCurrency,
    /** Sale (current) price, only for the currencies where the variant is on sale. */
    sale: pricesByCurrency.partial().optional(),
    /** Quantity per location: `online` is required; a store not named has none. */
    stock: z.record(z.string().min(1), z.number().int().nonnegative()).refine((stock) => ONLINE_LOCATION in stock, { message: `needs an "${ONLINE_LOCATION}" quantity` }),
  })
  .superRefine((variant, ctx) => {
    if (!variant.id.startsWith(variant.productId)) ctx.addIssue({ code: "custom", path: ["id"], message: `must start with the style id ${variant.productId}` });
    for (const [code, sale] of Object.entries(variant.sale ?? {})) {
      if (sale !== undefined && sale > variant.list[code as Currency]) ctx.addIssue({ code: "custom", path: ["sale", code], message: `sale price ${sale} is above the list price ${variant.list[code as Currency]}` });
    }
  });

// ---- stores -------------------------------------------------------------------------------------

const DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const hours = z.strictObject(Object.fromEntries(DAYS.map((day) => [day, z.string().regex(/^(\d{2}:\d{2}-\d{2}:\d{2}|closed)$/, "HH:MM-HH:MM or closed")])) as Record<(typeof DAYS)[number], z.ZodString>);

export const storeSchema = z.strictObject({
  id,
  name: text,
  siteId: z.enum(SITE_IDS),
  addressLine1: text,
  city: text,
  postalCode: text,
  country: z.string().regex(/^[A-Z]{2}$/),
  /** Degrees × 1e6 (the schema's latitude_e6 and longitude_e6). */
  latitude: z.number().int().min(-90_000_000).max(90_000_000),
  longitude: z.number().int().min(-180_000_000).max(180_000_000),
  phone: z.string().regex(PHONE, "phone numbers are +dial code and digits"),
  hours,
});

export const employeeSchema = z.strictObject({
  id: z.string().regex(/^E\d{4,}$/, "employee ids are E and digits"),
  storeId: id,
  name: text,
  email,
  password: plainPassword,
});

// ---- consumers ----------------------------------------------------------------------------------

export const addressSchema = z.strictObject({
  id,
  approachType: z.enum(["S", "B"]),
  main: z.boolean(),
  addressLine1: text,
  addressLine2: text.nullable().default(null),
  city: text,
  country: z.string().regex(/^[A-Z]{2}$/),
  postalCode: text,
  stateCityProvDept: text.nullable().default(null),
  recipientFirstName: text,
  recipientLastName: text,
  recipientContactEmail: email.nullable().default(null),
  recipientContactPhone: z.string().regex(PHONE).nullable().default(null),
});

export const savedCardSchema = z.strictObject({
  id,
  brand: z.enum(["VISA", "MASTERCARD", "AMEX", "DISCOVER"]),
  last4: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
  holder: text,
  main: z.boolean(),
});

export const consumerSchema = z
  .strictObject({
    id,
    consumerNo: z.string().regex(/^\d{6,12}$/),
    memberId: id.nullable(),
    email,
    password: plainPassword,
    firstName: text,
    lastName: text,
    phone: z.string().regex(PHONE).nullable(),
    birthDate: calendarDate.nullable(),
    postalCode: text.nullable(),
    consumerType: z.enum(["REGULAR", "EMPLOYEE"]),
    loyaltyMember: z.boolean(),
    loyaltyOptInDate: calendarDate.nullable(),
    loyaltyPoints: z.number().int().nonnegative(),
    athlete: z.boolean(),
    identityTypes: z.array(z.enum(["WRANX", "IPA"])),
    employeeTermsAccepted: z.boolean(),
    /** Employee allowance or athlete credit, minor units of the consumer's site currency. */
    annualCap: positiveMinor.nullable(),
    currentSpend: minor,
    /** Interests joined by a pipe (commerce spec §9). */
    interests: z.string(),
    failedLogins: z.number().int().nonnegative(),
    lockedUntil: instant.nullable(),
    addresses: z.array(addressSchema),
    cards: z.array(savedCardSchema),
  })
  .superRefine((consumer, ctx) => {
    const spendBanner = consumer.consumerType === "EMPLOYEE" || consumer.athlete || consumer.identityTypes.length > 0;
    if (spendBanner && consumer.annualCap === null) ctx.addIssue({ code: "custom", path: ["annualCap"], message: "employees, athletes and pro members need an annual cap or credit" });
    if (consumer.employeeTermsAccepted && consumer.consumerType !== "EMPLOYEE") ctx.addIssue({ code: "custom", path: ["employeeTermsAccepted"], message: "only employees accept the employee terms" });
    if (!consumer.loyaltyMember && consumer.loyaltyPoints > 0) ctx.addIssue({ code: "custom", path: ["loyaltyPoints"], message: "only loyalty members have points" });
    for (const type of ["S", "B"] as const) {
      const mains = consumer.addresses.filter((address) => address.approachType === type && address.main).length;
      if (mains > 1) ctx.addIssue({ code: "custom", path: ["addresses"], message: `more than one main ${type === "S" ? "shipping" : "billing"} address` });
    }
    if (consumer.cards.filter((card) => card.main).length > 1) ctx.addIssue({ code: "custom", path: ["cards"], message: "more than one main card" });
  });

export const loyaltyVoucherSchema = z.strictObject({ id, points: z.number().int().positive(), currency, amount: positiveMinor });

// ---- promotions, coupons, gift cards ------------------------------------------------------------

export const promotionSchema = z
  .strictObject({
    id: z.string().regex(/^[A-Z0-9-]+$/, "promotion ids are upper-case letters, digits and dashes"),
    name: text,
    level: z.enum(["ORDER", "PRODUCT", "SHIPPING"]),
    kind: z.enum(["percent", "amount", "free-shipping", "gift"]),
    value: minor,
    threshold: minor,
    currency: currency.nullable(),
    customerGroup: z.enum(["ALL", "GUEST", "REGISTERED"]),
    categoryId: z.string().regex(CATEGORY_ID).nullable(),
    giftVariantId: z.string().regex(VARIANT_ID).nullable(),
    couponRequired: z.boolean(),
    /** approaching|in progress|earned; deliberately not checked here (a fixture breaks the rule). */
    calloutMessage: z.string(),
    startsAt: instant.nullable(),
    endsAt: instant.nullable(),
  })
  .superRefine((promotion, ctx) => {
    const issue = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
    if (promotion.kind === "percent" && (promotion.value < 1 || promotion.value > 100)) issue("value", "a percent is 1 to 100");
    if (promotion.kind === "amount" && (promotion.value < 1 || promotion.currency === null)) issue(promotion.currency === null ? "currency" : "value", "an amount promotion needs a currency and an amount");
    if (promotion.kind === "gift" && promotion.giftVariantId === null) issue("giftVariantId", "a gift promotion needs the gift's variant");
    if (promotion.kind === "free-shipping" && promotion.level !== "SHIPPING") issue("level", "free shipping is a SHIPPING promotion");
    if (promotion.level === "PRODUCT" && promotion.categoryId === null) issue("categoryId", "a PRODUCT promotion names its category");
    if (promotion.customerGroup !== "ALL" && !promotion.id.includes(promotion.customerGroup)) issue("id", `a ${promotion.customerGroup} promotion's id contains ${promotion.customerGroup}`);
    if (promotion.kind === "gift" && !promotion.id.includes("GWP")) issue("id", "a gift-with-purchase promotion's id contains GWP");
    if (promotion.startsAt && promotion.endsAt && promotion.startsAt >= promotion.endsAt) issue("endsAt", "ends before it starts");
  });

export const couponSchema = z
  .strictObject({
    code: z.string().regex(/^[A-Z0-9]{3,32}$/, "coupon codes are upper-case letters and digits"),
    promotionId: id,
    startsAt: instant.nullable(),
    endsAt: instant.nullable(),
    maxRedemptions: z.number().int().positive().nullable(),
    redemptions: z.number().int().nonnegative(),
    /** A member may redeem it once. */
    oncePerCustomer: z.boolean().optional(),
  })
  .superRefine((coupon, ctx) => {
    if (coupon.maxRedemptions !== null && coupon.redemptions > coupon.maxRedemptions) ctx.addIssue({ code: "custom", path: ["redemptions"], message: "more redemptions than the maximum" });
  });

export const giftCardSchema = z.strictObject({
  number: z.string().regex(/^\d{16,19}$/, "gift card numbers are 16 to 19 digits"),
  pin: z.string().regex(/^\d{4,8}$/, "PINs are 4 to 8 digits"),
  currency,
  balance: minor,
  expiresAt: instant.nullable(),
});

/** A customer group's member price (decision 0020): percent off the list price, in every currency. */
export const memberPriceSchema = z.strictObject({
  id: z.string().regex(/^MEMBER-[A-Z]+$/, "member price ids are MEMBER- and the group"),
  customerGroup: z.enum(MEMBER_GROUPS),
  label: text,
  percentOff: z.number().int().min(1).max(99),
  /** Only for variants not marked down. */
  fullPriceOnly: z.boolean(),
  /** Categories (and all below them) that keep the price everyone pays. */
  excludedCategoryIds: z.array(z.string().regex(CATEGORY_ID)),
});

// ---- the files ----------------------------------------------------------------------------------

/** Each seed file and the schema of its records, in the order they are loaded. */
export const SEED_FILES = {
  categories: { file: "categories.json", record: categorySchema },
  products: { file: "products.json", record: productSchema },
  variants: { file: "variants.json", record: variantSchema },
  stores: { file: "stores.json", record: storeSchema },
  employees: { file: "employees.json", record: employeeSchema },
  consumers: { file: "consumers.json", record: consumerSchema },
  loyaltyVouchers: { file: "loyalty-vouchers.json", record: loyaltyVoucherSchema },
  promotions: { file: "promotions.json", record: promotionSchema },
  coupons: { file: "coupons.json", record: couponSchema },
  giftCards: { file: "gift-cards.json", record: giftCardSchema },
  memberPrices: { file: "member-prices.json", record: memberPriceSchema },
} as const;

type Files = typeof SEED_FILES;
export type SeedName = keyof Files;
export type Seed = { [K in SeedName]: z.output<Files[K]["record"]>[] };
/** What the generator writes (before defaults are applied). */
export type SeedInput = { [K in SeedName]: z.input<Files[K]["record"]>[] };

export type CategorySeed = Seed["categories"][number];
export type ProductSeed = Seed["products"][number];
export type VariantSeed = Seed["variants"][number];
export type StoreSeed = Seed["stores"][number];
export type EmployeeSeed = Seed["employees"][number];
export type ConsumerSeed = Seed["consumers"][number];
export type PromotionSeed = Seed["promotions"][number];
export type CouponSeed = Seed["coupons"][number];
export type GiftCardSeed = Seed["giftCards"][number];
export type LoyaltyVoucherSeed = Seed["loyaltyVouchers"][number];
export type MemberPriceSeed = Seed["memberPrices"][number];

/** Bad seed data: names the file, the record and the field. */
export class SeedFileError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`Invalid seed file ${file}${field ? ` at ${field}` : ""}: ${detail}`);
    this.name = "SeedFileError";
  }
}

/** `[12].stock.online` from a zod path. */
function fieldPath(segments: readonly PropertyKey[]): string {
  return segments.map((segment) => (typeof segment === "number" ? `[${segment}]` : `.${String(segment)}`)).join("").replace(/^\./, "");
}

function recordLabel(record: unknown): string {
  if (!record || typeof record !== "object") return "";
  const value = (record as Record<string, unknown>).id ?? (record as Record<string, unknown>).code ?? (record as Record<string, unknown>).number;
  return typeof value === "string" ? ` (${value})` : "";
}

/** Validates the records of one file (already parsed JSON); throws SeedFileError on the first problem. */
export function parseSeedFile<K extends SeedName>(name: K, json: unknown, file: string = SEED_FILES[name].file): Seed[K] {
  if (!Array.isArray(json)) throw new SeedFileError(file, "", "expected a JSON array of records");
  const schema = SEED_FILES[name].record as unknown as z.ZodType<Seed[K][number]>;
  const records: Seed[K][number][] = [];
  json.forEach((record, index) => {
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new SeedFileError(file, fieldPath([index, ...issue.path]), `${issue.message}${recordLabel(record)}`);
    }
    records.push(parsed.data);
  });
  return records as Seed[K];
}

/** Reads and validates every seed file of `dir`, then the references between them. */
export async function readSeed(dir: string = DEFAULT_SEED_DIR): Promise<Seed> {
  const entries = await Promise.all(
    (Object.keys(SEED_FILES) as SeedName[]).map(async (name) => {
      const file = path.join(dir, SEED_FILES[name].file);
      let text: string;
      try {
        text = await readFile(file, "utf8");
      } catch (error) {
        throw new SeedFileError(file, "", (error as NodeJS.ErrnoException).code === "ENOENT" ? "the file is missing" : (error as Error).message);
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw new SeedFileError(file, "", `not valid JSON: ${(error as Error).message}`);
      }
      return [name, parseSeedFile(name, json, file)] as const;
    }),
  );
  const seed = Object.fromEntries(entries) as Seed;
  checkReferences(seed, (name) => path.join(dir, SEED_FILES[name].file));
  return seed;
}

/**
 * What a schema per record cannot see: unique ids, UPCs, emails and phones, and references
 * between files (categories, products, stores, promotions, gift variants). Throws SeedFileError.
 */
export function checkReferences(seed: Seed, fileOf: (name: SeedName) => string = (name) => SEED_FILES[name].file): void {
  const fail = (name: SeedName, index: number, field: string, message: string): never => {
    throw new SeedFileError(fileOf(name), `[${index}].${field}`, message);
  };
  const unique = <T>(name: SeedName, records: readonly T[], field: string, key: (record: T) => string | null) => {
    const seen = new Map<string, number>();
    records.forEach((record, index) => {
      const value = key(record);
      if (value === null) return;
      const first = seen.get(value);
      if (first !== undefined) fail(name, index, field, `"${value}" is already used by record ${first}`);
      seen.set(value, index);
    });
    return seen;
  };

  const categoryIds = unique("categories", seed.categories, "id", (category) => category.id);
  seed.categories.forEach((category, index) => {
    if (category.parentId !== null && !categoryIds.has(category.parentId)) fail("categories", index, "parentId", `unknown category "${category.parentId}"`);
  });
  const productIds = unique("products", seed.products, "id", (product) => product.id);
  seed.products.forEach((product, index) => {
    if (!categoryIds.has(product.categoryId)) fail("products", index, "categoryId", `unknown category "${product.categoryId}" (product ${product.id})`);
  });

  const storeIds = unique("stores", seed.stores, "id", (store) => store.id);
  if (storeIds.has(ONLINE_LOCATION)) fail("stores", storeIds.get(ONLINE_LOCATION)!, "id", `"${ONLINE_LOCATION}" is the web warehouse's location id`);
  unique("stores", seed.stores, "phone", (store) => store.phone);

  const variantIds = unique("variants", seed.variants, "id", (variant) => variant.id);
  unique("variants", seed.variants, "upc", (variant) => variant.upc);
  const variantsPerProduct = new Map<string, number>();
  seed.variants.forEach((variant, index) => {
    if (!productIds.has(variant.productId)) fail("variants", index, "productId", `unknown product "${variant.productId}" (variant ${variant.id})`);
    variantsPerProduct.set(variant.productId, (variantsPerProduct.get(variant.productId) ?? 0) + 1);
    for (const location of Object.keys(variant.stock)) {
      if (location !== ONLINE_LOCATION && !storeIds.has(location)) fail("variants", index, `stock.${location}`, `unknown store "${location}" (variant ${variant.id})`);
    }
  });
  seed.products.forEach((product, index) => {
    if (!variantsPerProduct.has(product.id)) fail("products", index, "id", `product ${product.id} has no variants`);
  });

  unique("employees", seed.employees, "id", (employee) => employee.id);
  unique("employees", seed.employees, "email", (employee) => employee.email.toLowerCase());
  seed.employees.forEach((employee, index) => {
    if (!storeIds.has(employee.storeId)) fail("employees", index, "storeId", `unknown store "${employee.storeId}"`);
  });

  unique("consumers", seed.consumers, "id", (consumer) => consumer.id);
  unique("consumers", seed.consumers, "consumerNo", (consumer) => consumer.consumerNo);
  unique("consumers", seed.consumers, "email", (consumer) => consumer.email.toLowerCase());
  unique("consumers", seed.consumers, "phone", (consumer) => consumer.phone);
  const addressIds = new Set<string>();
  const cardIds = new Set<string>();
  seed.consumers.forEach((consumer, index) => {
    consumer.addresses.forEach((address, at) => {
      if (addressIds.has(address.id)) fail("consumers", index, `addresses[${at}].id`, `"${address.id}" is already used`);
      addressIds.add(address.id);
    });
    consumer.cards.forEach((card, at) => {
      if (cardIds.has(card.id)) fail("consumers", index, `cards[${at}].id`, `"${card.id}" is already used`);
      cardIds.add(card.id);
    });
  });

  unique("loyaltyVouchers", seed.loyaltyVouchers, "id", (voucher) => voucher.id);
  unique("loyaltyVouchers", seed.loyaltyVouchers, "points", (voucher) => `${voucher.currency} ${voucher.points}`);

  const promotionIds = unique("promotions", seed.promotions, "id", (promotion) => promotion.id);
  seed.promotions.forEach((promotion, index) => {
    if (promotion.categoryId !== null && !categoryIds.has(promotion.categoryId)) fail("promotions", index, "categoryId", `unknown category "${promotion.categoryId}"`);
    if (promotion.giftVariantId !== null && !variantIds.has(promotion.giftVariantId)) fail("promotions", index, "giftVariantId", `unknown variant "${promotion.giftVariantId}"`);
  });
  unique("coupons", seed.coupons, "code", (coupon) => coupon.code);
  seed.coupons.forEach((coupon, index) => {
    if (!promotionIds.has(coupon.promotionId)) fail("coupons", index, "promotionId", `unknown promotion "${coupon.promotionId}"`);
    else if (!seed.promotions[promotionIds.get(coupon.promotionId)!]!.couponRequired) fail("coupons", index, "promotionId", `promotion "${coupon.promotionId}" does not require a coupon`);
  });
  unique("giftCards", seed.giftCards, "number", (card) => card.number);

  unique("memberPrices", seed.memberPrices, "id", (rule) => rule.id);
  unique("memberPrices", seed.memberPrices, "customerGroup", (rule) => rule.customerGroup);
  seed.memberPrices.forEach((rule, index) => {
    rule.excludedCategoryIds.forEach((categoryId, at) => {
      if (!categoryIds.has(categoryId)) fail("memberPrices", index, `excludedCategoryIds[${at}]`, `unknown category "${categoryId}"`);
    });
  });
}
