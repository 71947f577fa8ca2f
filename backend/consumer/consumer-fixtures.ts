import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { NOTIFICATION_SETTINGS, SHOE_SIZE_MAX, SMS_SUBSCRIPTION_STATUSES, WARRANTY_ISSUE_TYPES } from "../../contracts/api/consumer.ts";
import { siteIdSchema } from "../../contracts/api/cart.ts";

/**
 * The consumer area's fixture files (`fixtures/commerce/consumer/`), validated at the edge and
 * read once per process: the contact-us categories and subjects, the welcome offer of new
 * loyalty members, and the demo state of the seeded accounts.
 */

export const CONSUMER_FIXTURE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/commerce/consumer");

export const LANGUAGES = ["en", "fr", "de"] as const;
export type Language = (typeof LANGUAGES)[number];
const labels = z.strictObject({ en: z.string().min(1), fr: z.string().min(1), de: z.string().min(1) });
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const contactUsCategoriesSchema = z
  .array(
    z.strictObject({
      categoryId: slug,
      labels,
      subjects: z.array(z.strictObject({ subjectId: slug, labels, requiresOrderNumber: z.boolean() })).min(1),
    }),
  )
  .min(1)
  .refine((categories) => new Set(categories.map((category) => category.categoryId)).size === categories.length, "category ids are unique")
  .refine((categories) => categories.every((category) => new Set(category.subjects.map((subject) => subject.subjectId)).size === category.subjects.length), "subject ids are unique within a category");
export type ContactUsCategories = z.infer<typeof contactUsCategoriesSchema>;

export const welcomePromoSchema = z.strictObject({
  promotionId: z.string().min(1),
  couponCode: z.string().min(1),
  validDays: z.number().int().positive().max(365),
  title: labels,
  description: labels,
});
export type WelcomePromo = z.infer<typeof welcomePromoSchema>;

const instant = z.iso.datetime({ offset: true });
const consumerId = z.string().min(1).max(64);
const knownSetting = (setting: { topic: string; channel: string }) => NOTIFICATION_SETTINGS.some((entry) => entry.topic === setting.topic && entry.channel === setting.channel);

export const accountSeedSchema = z.strictObject({
  preferences: z.array(z.strictObject({ consumerId, preferredShoeSize: z.string().regex(/^\d{1,2}(\.5)?$/).refine((size) => Number(size) <= SHOE_SIZE_MAX) })),
  smsSubscriptions: z.array(
    z.strictObject({
      consumerId,
      phone: z.string().regex(/^\+[1-9]\d{6,14}$/),
      status: z.enum(SMS_SUBSCRIPTION_STATUSES).exclude(["NONE", "PENDING"]),
      optinAt: instant,
      doubleOptinAt: instant,
      optoutAt: instant.nullable(),
    }),
  ),
  notificationSettings: z.array(z.strictObject({ consumerId, topic: z.string(), channel: z.string(), enabled: z.boolean() }).refine(knownSetting, "not a topic and channel of NOTIFICATION_SETTINGS")),
  contactUsCases: z.array(
    z.strictObject({ caseNumber: z.string().regex(/^CS\d{8}$/), consumerId, categoryId: slug, subjectId: slug, message: z.string().min(10), siteId: siteIdSchema, createdAt: instant }),
  ),
  warrantyCases: z.array(
    z.strictObject({
      caseId: z.string().regex(/^WC\d{8}$/),
      consumerId,
      productId: z.string().regex(/^[A-Z0-9]{8}$/),
      variantId: z.string().regex(/^[A-Z0-9]{11}$/).nullable(),
      orderNumber: z.string().nullable(),
      purchaseDate: z.iso.date(),
      issueType: z.enum(WARRANTY_ISSUE_TYPES),
      description: z.string().min(10),
      createdAt: instant,
    }),
  ),
});
export type AccountSeed = z.infer<typeof accountSeedSchema>;

async function readJson<T extends z.ZodType>(file: string, schema: T): Promise<z.output<T>> {
  const parsed = schema.safeParse(JSON.parse(await readFile(path.join(CONSUMER_FIXTURE_DIR, file), "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`fixtures/commerce/consumer/${file}: ${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

export const contactUsCategories = once(() => readJson("contact-us.json", contactUsCategoriesSchema));
export const welcomePromo = once(() => readJson("welcome-promo.json", welcomePromoSchema));
export const accountSeed = once(() => readJson("account-seed.json", accountSeedSchema));

/** The language of a site id's labels (en for English sites and by default). */
export function languageOf(siteLanguage: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(siteLanguage ?? "") ? (siteLanguage as Language) : "en";
}
