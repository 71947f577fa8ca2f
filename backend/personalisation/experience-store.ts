import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { personalisationExperiences, personalisationVariants } from "../db/schema.ts";
import type { SeedExecutor } from "../db/db-executor.ts";
import type { ExperienceAudience, ExperienceFixture } from "./experience-fixtures.ts";
import { SNAPSHOT_MAX_AGE_MS, type RecommendationStrategy } from "./recommendations.ts";
import { forgetSnapshot, snapshot } from "./snapshots.ts";

/**
 * Experiences in the database: written from the fixtures by the seed, read by every decide call.
 * A variant's allocation is stored in hundredths of a percent and read back in percent, the unit
 * of the storefront's `assignVariant` (src/personalisation/decision-provider.ts).
 */

export interface ExperienceRecord {
  id: string;
  name: string;
  label: string;
  audience: ExperienceAudience;
  variants: {
    name: string;
    label: string;
    /** Percent. */
    allocation: number;
    recommendations: { component: string; strategies: RecommendationStrategy[]; limit: number }[];
  }[];
}

const SNAPSHOT_KEY = "experiences";

/** Inserts experiences (the fixture file's, in their order, or a test's). */
export async function insertExperiences(tx: SeedExecutor, experiences: readonly ExperienceFixture[]): Promise<void> {
  if (!experiences.length) return;
  // After the experiences there are: a test's own come last, whatever their ids.
  const [last] = await tx.select({ next: sql<number>`coalesce(max(${personalisationExperiences.position}) + 1, 0)::int` }).from(personalisationExperiences);
  const first = Number(last?.next ?? 0);
  await tx.insert(personalisationExperiences).values(
    experiences.map((experience, position) => ({
      id: experience.id,
      name: experience.name,
      label: experience.label ?? experience.name,
      status: experience.status,
      brands: experience.brands,
      audience: experience.audience,
      position: first + position,
    })),
  );
  await tx.insert(personalisationVariants).values(
    experiences.flatMap((experience) =>
      experience.variants.map((variant, position) => ({
        experienceId: experience.id,
        name: variant.name,
        label: variant.label,
        allocationBasisPoints: Math.round(variant.allocation * 100),
        position,
        recommendations: variant.recommendations,
      })),
    ),
  );
  forgetSnapshot(tx as Database, SNAPSHOT_KEY);
}

/**
 * The active experiences running on the brand, in their order, with their variants. Read from a
 * snapshot at most 5 seconds old (experiences change rarely; every decide call reads them).
 */
export async function loadExperiences(db: Database, brand: string, now: number): Promise<ExperienceRecord[]> {
  const all = await snapshot(db, SNAPSHOT_KEY, now, SNAPSHOT_MAX_AGE_MS, () => readExperiences(db));
  return all.filter((experience) => !experience.brands.length || experience.brands.includes(brand));
}

async function readExperiences(db: Database): Promise<(ExperienceRecord & { brands: string[] })[]> {
  const rows = await db
    .select({ experience: personalisationExperiences, variant: personalisationVariants })
    .from(personalisationExperiences)
    .innerJoin(personalisationVariants, eq(personalisationVariants.experienceId, personalisationExperiences.id))
    .where(eq(personalisationExperiences.status, "active"))
    .orderBy(asc(personalisationExperiences.position), asc(personalisationExperiences.id), asc(personalisationVariants.position));
  const byId = new Map<string, ExperienceRecord & { brands: string[] }>();
  for (const { experience, variant } of rows) {
    let record = byId.get(experience.id);
    if (!record) {
      record = { id: experience.id, name: experience.name, label: experience.label, brands: experience.brands, audience: experience.audience as ExperienceAudience, variants: [] };
      byId.set(experience.id, record);
    }
    record.variants.push({
      name: variant.name,
      label: variant.label,
      allocation: variant.allocationBasisPoints / 100,
      recommendations: variant.recommendations as ExperienceRecord["variants"][number]["recommendations"],
    });
  }
  return [...byId.values()];
}
