import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personalisationExperiences, personalisationVariants } from "../db/schema.ts";
import { freshDatabase } from "../testing/backend-under-test.ts";
import type { OpenDatabase } from "../db/database.ts";
import { experienceSchema, experiencesFileSchema, readExperienceFixtures } from "./experience-fixtures.ts";
import { loadExperiences } from "./experience-store.ts";
import { seedPersonalisation } from "./seed.ts";

const variant = (name: string, allocation: number, extra: Record<string, unknown> = {}) => ({ name, label: name, allocation, ...extra });
const valid = { id: "exp-1", name: "Test", variants: [variant("Baseline", 50), variant("Experiment", 50)] };

describe("the fixture file", () => {
  it("is valid, and the storefront's first experience keeps its shape", async () => {
    const experiences = await readExperienceFixtures();
    expect(experiences.length).toBeGreaterThan(5);
    expect(experiences[0]).toMatchObject({ id: "exp-1001", name: "Home Hero Test", variants: [variant("Baseline", 34), variant("Experiment", 33), variant("B-bold", 33)] });
  });
});

describe("experienceSchema", () => {
  it("fills the defaults", () => {
    expect(experienceSchema.parse(valid)).toEqual({ ...valid, status: "active", brands: [], audience: {}, variants: valid.variants.map((entry) => ({ ...entry, recommendations: [] })) });
  });

  it.each([
    { name: "allocations below 100", experience: { ...valid, variants: [variant("A", 50), variant("B", 49)] }, message: /add up to 99%/ },
    { name: "allocations above 100", experience: { ...valid, variants: [variant("A", 50), variant("B", 50.5)] }, message: /add up to 100.5%/ },
    { name: "three decimals", experience: { ...valid, variants: [variant("A", 33.333), variant("B", 66.667)] }, message: /two decimals/ },
    { name: "no variants", experience: { ...valid, variants: [] }, message: /variants/ },
    { name: "two variants of one name", experience: { ...valid, variants: [variant("A", 50), variant("a", 50)] }, message: /must differ/ },
    { name: "an unknown audience condition", experience: { ...valid, audience: { conditions: ["vip-loggedin"] } }, message: /conditions/ },
    { name: "an unknown strategy", experience: { ...valid, variants: [variant("A", 100, { recommendations: [{ component: "x", strategies: ["random"], limit: 3 }] })] }, message: /strategies/ },
    { name: "a slot too large", experience: { ...valid, variants: [variant("A", 100, { recommendations: [{ component: "x", strategies: ["trending"], limit: 51 }] })] }, message: /limit/ },
    { name: "an empty cart value range", experience: { ...valid, audience: { cartValue: {} } }, message: /min, max or both/ },
    { name: "an upside-down cart value range", experience: { ...valid, audience: { cartValue: { min: 10, max: 5 } } }, message: /must not exceed/ },
    { name: "an unknown field", experience: { ...valid, audiences: {} }, message: /audiences/ },
    { name: "a bad brand", experience: { ...valid, brands: ["Ridge Line"] }, message: /brand/ },
  ])("refuses $name", ({ experience, message }) => {
    const parsed = experienceSchema.safeParse(experience);
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toMatch(message);
  });

  it("refuses a file with an id or a name twice", () => {
    expect(experiencesFileSchema.safeParse([valid, { ...valid, name: "Other" }]).success).toBe(false);
    expect(experiencesFileSchema.safeParse([valid, { ...valid, id: "exp-2" }]).success).toBe(false);
    expect(experiencesFileSchema.safeParse([valid, { ...valid, id: "exp-2", name: "Other" }]).success).toBe(true);
  });

  it("reading a bad file fails naming the file and the field", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "experiences-"));
    const file = path.join(dir, "experiences.json");
    await writeFile(file, JSON.stringify([{ ...valid, variants: [variant("A", 10)] }]));
    await expect(readExperienceFixtures(file)).rejects.toThrow(/experiences\.json: 0\.variants: allocations add up to 10%/);
  });
});

describe("seed and store", () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await freshDatabase();
  }, 60_000);
  afterAll(async () => database?.close());

  it("the seed loads every fixture experience; the store reads the active ones of a brand, in order, in percent", async () => {
    await seedPersonalisation(database.db);
    const fixtures = await readExperienceFixtures();
    expect(await database.db.select().from(personalisationExperiences)).toHaveLength(fixtures.length);
    expect(await database.db.select().from(personalisationVariants)).toHaveLength(fixtures.flatMap((experience) => experience.variants).length);

    const loaded = await loadExperiences(database.db, "ridgeline", Date.now());
    const active = fixtures.filter((experience) => experience.status === "active");
    expect(loaded.map((experience) => experience.id)).toEqual(active.map((experience) => experience.id));
    expect(loaded[0]).toEqual({
      id: "exp-1001",
      name: "Home Hero Test",
      label: "EXP-1001 Home hero",
      brands: [],
      audience: {},
      variants: [
        { name: "Baseline", label: "Baseline", allocation: 34, recommendations: [] },
        { name: "Experiment", label: "Experiment", allocation: 33, recommendations: [] },
        { name: "B-bold", label: "B-bold", allocation: 33, recommendations: [] },
      ],
    });
  });
});
