import { randomUUID } from "node:crypto";
import { decideAnswer, prefixedEventType, type DecideEventInput, type EventTypeName } from "../../contracts/api/decide.ts";
import { backendUnderTest } from "../testing/backend-under-test.ts";
import { experienceSchema, readExperienceFixtures, type ExperienceFixture } from "./experience-fixtures.ts";
import { insertExperiences } from "./experience-store.ts";
import { SNAPSHOT_MAX_AGE_MS } from "./recommendations.ts";
import { seedPersonalisation } from "./seed.ts";
import { assignVariant } from "../../contracts/personalisation/variant-assignment.ts";

/**
 * The engine for one test file: a backend on a fresh database with the fixture experiences
 * seeded, a `decide` helper validating every 200 answer against its contract, a clock that
 * `later()` moves on (past the recommendation snapshots' age, so that they are read afresh), and
 * event builders so that a test states only what it is about.
 */

export const BRAND = "ridgeline";
export const DECIDE = (brand = BRAND) => `/api/engine/v1/decide/${brand}`;

export async function personalisationBackend(options: Pick<Parameters<typeof backendUnderTest>[0] & object, "onStatement" | "exposeResetToken"> = {}) {
  let offset = 0;
  const backend = await backendUnderTest({ now: () => Date.now() + offset, ...options });
  await seedPersonalisation(backend.database.db);
  const fixtures = await readExperienceFixtures();

  async function decide(body: unknown, options: { brand?: string; token?: string } = {}) {
    const response = await backend.call("POST", DECIDE(options.brand), { body, token: options.token });
    return { ...response, answer: response.status === 200 ? decideAnswer.parse(response.json) : undefined, error: response.json?.errorDetails?.[0] };
  }

  /** A visitor id that the fixture experience of this name puts into the named variant. */
  function visitorIn(experienceName: string, variantName: string): string {
    const experience = fixtures.find((candidate) => candidate.name === experienceName);
    if (!experience) throw new Error(`no fixture experience ${experienceName}`);
    for (let index = 0; index < 10_000; index++) {
      const id = `visitor-${variantName}-${index}`;
      if (assignVariant(experience, id)?.name === variantName) return id;
    }
    throw new Error(`no visitor falls into ${variantName}`);
  }

  /** Experiences of a test's own brand: other brands never see them. */
  async function addExperiences(experiences: unknown[]): Promise<ExperienceFixture[]> {
    const parsed = experiences.map((experience) => experienceSchema.parse(experience));
    await insertExperiences(backend.database.db, parsed);
    return parsed;
  }

  /** Moves the clock on; by default just past the snapshots' age (new products and orders count). */
  const later = (ms = SNAPSHOT_MAX_AGE_MS + 1) => void (offset += ms);

  return { ...backend, db: backend.database.db, fixtures, decide, visitorIn, addExperiences, later };
}
export type PersonalisationKit = Awaited<ReturnType<typeof personalisationBackend>>;

const event = (name: EventTypeName, fields: Record<string, unknown>): DecideEventInput => ({ eventType: prefixedEventType(name), ...fields });

/** Event builders (content spec §7), with the Monetate-style event type names. */
export const events = {
  decisionRequest: (requestId: string = randomUUID(), includeReporting = true) => event("DecisionRequest", { requestId, includeReporting }),
  pageView: (pageType: string, url = "https://shop.example/en-us", categories: string[] = []) => event("PageView", { url, pageType, breadcrumbs: [], categories }),
  productDetailView: (...productIds: string[]) => event("ProductDetailView", { products: productIds.map((productId) => ({ productId })) }),
  cart: (lines: { pid: string; quantity?: number; value: string; currency?: string }[]) =>
    event("Cart", { cartLines: lines.map((line) => ({ quantity: 1, currency: "USD", ...line })) }),
  purchase: (purchaseId: string, lines: { pid: string; quantity?: number; value: string }[]) =>
    event("Purchase", { purchaseId, purchaseLines: lines.map((line) => ({ quantity: 1, currency: "USD", ...line })) }),
  customVariables: (variables: Record<string, string>) => event("CustomVariables", { customVariables: Object.entries(variables).map(([variable, value]) => ({ variable, value })) }),
  recImpressions: (...tokens: string[]) => event("RecImpressions", { recImpressions: tokens }),
  recClicks: (...tokens: string[]) => event("RecClicks", { recClicks: tokens }),
  pageEvents: (...names: string[]) => event("PageEvents", { pageEvents: names }),
};

export function decideBody(monetateId: string, list: DecideEventInput[], extra: Record<string, unknown> = {}) {
  return { monetateId, channel: "web", events: list, ...extra };
}

/** A decision request for a page: what the storefront sends for each page view. */
export const pageRequest = (monetateId: string, pageType: string, more: DecideEventInput[] = [], extra: Record<string, unknown> = {}) =>
  decideBody(monetateId, [events.decisionRequest(), events.pageView(pageType), ...more], extra);
