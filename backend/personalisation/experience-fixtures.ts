import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { AUDIENCE_CONDITIONS } from "../../contracts/personalisation/audience.ts";
import { brandSchema, MAX_RECOMMENDATIONS } from "../../contracts/api/decide.ts";
import { RECOMMENDATION_STRATEGIES } from "./recommendations.ts";

/**
 * The experiences of `fixtures/personalisation/experiences.json`, validated at the edge (the
 * seed loads them into the database; the storefront's fixture provider and the e2e tests read
 * the same file). The fields `id`, `name` and `variants[].{name, label, allocation}` are those of
 * the storefront's `ExperienceConfig`; the rest are the engine's:
 *
 * - `label`: reported as `experience_label` (default: the name);
 * - `status`: `paused` experiences are never decided (default `active`);
 * - `brands`: the `{brand}`s it runs on (default: every brand);
 * - `audience`: who sees it, every given rule must hold (default: everybody); see targeting.ts;
 * - `variants[].recommendations`: carousels the variant fills, each from a list of strategies
 *   tried in order until `limit` items are found.
 */

export const DEFAULT_EXPERIENCES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/personalisation/experiences.json");

const text = (max: number) => z.string().trim().min(1).max(max);
/** Amounts in minor units. */
const minor = z.number().int().min(0);

export const audienceSchema = z.strictObject({
  /** The PageView's pageType is one of these (compared without case). */
  pageTypes: z.array(text(64)).min(1).optional(),
  /** Every condition holds (content spec §4 audience conditions, src/personalisation/audience.ts). */
  conditions: z.array(z.enum(AUDIENCE_CONDITIONS)).min(1).optional(),
  /** The cart's value, in minor units, is within these bounds (both inclusive). */
  cartValue: z
    .strictObject({ min: minor.optional(), max: minor.optional() })
    .refine((range) => range.min !== undefined || range.max !== undefined, "give min, max or both")
    .refine((range) => range.min === undefined || range.max === undefined || range.min <= range.max, "min must not exceed max")
    .optional(),
  /** The cart holds a product of one of these categories (or of their sub-categories). */
  cartCategories: z.array(z.string().regex(/^\d{4,10}$/, "category ids are 4 to 10 digits")).min(1).optional(),
  /** The cart holds one of these products (style ids). */
  cartProducts: z.array(z.string().regex(/^[A-Z0-9]{8}$/, "style ids are 8 upper-case letters or digits")).min(1).optional(),
  /** Each named custom variable has one of the listed values (compared without case). */
  customVariables: z.record(text(64), z.array(z.string().trim().max(256)).min(1)).optional(),
});
export type ExperienceAudience = z.output<typeof audienceSchema>;

export const recommendationSlotSchema = z.strictObject({
  /** The carousel the items are for (the action's `component`). */
  component: text(64),
  strategies: z.array(z.enum(RECOMMENDATION_STRATEGIES)).min(1),
  limit: z.number().int().min(1).max(MAX_RECOMMENDATIONS),
});

export const variantSchema = z.strictObject({
  name: text(64),
  label: text(64),
  /** Share of visitors in percent, to two decimals at most. */
  allocation: z
    .number()
    .min(0)
    .max(100)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "allocations have at most two decimals"),
  recommendations: z.array(recommendationSlotSchema).default([]),
});

export const experienceSchema = z
  .strictObject({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "experience ids are letters, digits, _ and -"),
    name: text(128),
    label: text(128).optional(),
    status: z.enum(["active", "paused"]).default("active"),
    brands: z.array(brandSchema).default([]),
    audience: audienceSchema.default({}),
    variants: z.array(variantSchema).min(1),
  })
  .superRefine((experience, context) => {
    const total = experience.variants.reduce((sum, variant) => sum + Math.round(variant.allocation * 100), 0);
    if (total !== 10_000) context.addIssue({ code: "custom", path: ["variants"], message: `allocations add up to ${total / 100}%, not 100%` });
    const names = experience.variants.map((variant) => variant.name.toLowerCase());
    if (new Set(names).size !== names.length) context.addIssue({ code: "custom", path: ["variants"], message: "variant names must differ (without case)" });
  });
export type ExperienceFixture = z.output<typeof experienceSchema>;

export const experiencesFileSchema = z.array(experienceSchema).superRefine((experiences, context) => {
  for (const key of ["id", "name"] as const) {
    const seen = new Set<string>();
    experiences.forEach((experience, index) => {
      if (seen.has(experience[key])) context.addIssue({ code: "custom", path: [index, key], message: `${key} ${experience[key]} is used twice` });
      seen.add(experience[key]);
    });
  }
});

/** Reads and validates the experiences file; fails naming the file and the field. */
export async function readExperienceFixtures(file: string = DEFAULT_EXPERIENCES_FILE): Promise<ExperienceFixture[]> {
  const parsed = experiencesFileSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new Error(`${path.relative(process.cwd(), file)}: ${issue.path.join(".")}: ${issue.message}`);
}
