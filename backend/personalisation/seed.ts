import { DEFAULT_EXPERIENCES_FILE, readExperienceFixtures } from "./experience-fixtures.ts";
import { insertExperiences } from "./experience-store.ts";
import type { SeedExecutor } from "../db/db-executor.ts";

/**
 * Seed rows of the personalisation area, loaded with the commerce seed (same transaction): the
 * experiences and variants of `fixtures/personalisation/experiences.json`. Decisions and record
 * events start empty.
 */
export async function seedPersonalisation(tx: SeedExecutor, file: string = DEFAULT_EXPERIENCES_FILE): Promise<void> {
  await insertExperiences(tx, await readExperienceFixtures(file));
}
