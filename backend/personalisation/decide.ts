import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { DecideAction, DecideAnswer, DecideRequest } from "../../contracts/api/decide.ts";
import type { Database } from "../db/database.ts";
import { categories, personalisationDecisions, products, type StoredDecisionItem } from "../db/schema.ts";
import type { BackendDeps } from "../http/api.ts";
import type { DecideCustomer } from "./customer.ts";
import { contextFromEvents, type DecideContext } from "./decide-context.ts";
import { contentAction, recommendationItem, recommendationsAction, withoutReporting, type DecidedExperience } from "./decide-answer.ts";
import { loadExperiences, type ExperienceRecord } from "./experience-store.ts";
import { formatRecToken } from "./rec-tokens.ts";
import { createRecommender, productCards, type Recommended } from "./recommendations.ts";
import { resolveRecTokens, storePageEvents, storeReceivedEvents, storeRecEvents } from "./record-events.ts";
import { matchesTargeting, needsCartCategories, type TargetingFacts } from "./targeting.ts";
import { assignVariant } from "../../contracts/personalisation/variant-assignment.ts";

/**
 * One decide call (content spec §7): record what is to be recorded, and every event received,
 * in one transaction; for each DecisionRequest answer the actions of every experience the
 * visitor is targeted by, in the variant their monetateId falls into (the storefront's own
 * `assignVariant`, so the fixture provider and the engine agree), recommendation slots filled
 * from the catalogue.
 */
export async function decide(deps: BackendDeps, brand: string, request: DecideRequest, customer: DecideCustomer): Promise<DecideAnswer> {
  const context = contextFromEvents(request.events);
  const now = new Date(deps.now());
  const impressions = await resolveRecTokens(deps.db, request.monetateId, context.recImpressions);
  const clicks = await resolveRecTokens(deps.db, request.monetateId, context.recClicks);

  let decided: Awaited<ReturnType<typeof decideExperiences>> | undefined;
  if (context.decisionRequests.length) decided = await decideExperiences(deps.db, brand, request.monetateId, context, customer, now);

  await deps.db.transaction(async (tx) => {
    if (decided) {
      await tx.insert(personalisationDecisions).values({
        id: decided.decisionId,
        monetateId: request.monetateId,
        brand,
        requestId: context.decisionRequests.map((entry) => entry.requestId).join(","),
        customerId: customer.customerId ?? null,
        pageType: context.pageType ?? null,
        variants: decided.experiences.map(({ experience, variant }) => ({ experienceId: experience.id, variantName: variant.name })),
        items: decided.items,
        createdAt: now,
      });
    }
    await storeRecEvents(tx, request.monetateId, "impression", impressions, now);
    await storeRecEvents(tx, request.monetateId, "click", clicks, now);
    await storePageEvents(tx, { monetateId: request.monetateId, brand, pageType: context.pageType, url: context.url }, context.pageEvents, now);
    await storeReceivedEvents(tx, { monetateId: request.monetateId, brand }, request.events, now);
  });

  return {
    monetateId: request.monetateId,
    responses: context.decisionRequests.map(({ requestId, includeReporting }) => ({
      requestId,
      actions: includeReporting ? decided!.actions : withoutReporting(decided!.actions),
    })),
  };
}

async function decideExperiences(db: Database, brand: string, monetateId: string, context: DecideContext, customer: DecideCustomer, now: Date) {
  const experiences = await loadExperiences(db, brand, now.getTime());
  const facts = await targetingFacts(db, context, customer, experiences);
  const chosen: (DecidedExperience & { variant: ExperienceRecord["variants"][number] })[] = [];
  for (const experience of experiences) {
    if (!matchesTargeting(experience.audience, facts)) continue;
    const assigned = assignVariant(experience, monetateId);
    const variant = assigned && experience.variants.find((candidate) => candidate.name === assigned.name);
    if (variant) chosen.push({ experience, variant });
  }

  // Every slot of every chosen variant, filled; then the products' cards in one read.
  const recommender = createRecommender(db, {
    seedProductIds: [...new Set([...context.viewedProductIds, ...context.cart.productIds, ...context.purchasedProductIds])],
    categoryIds: context.pageCategoryIds,
    currency: context.currency,
    now: now.getTime(),
  });
  const slots = await Promise.all(
    chosen.flatMap((entry) =>
      entry.variant.recommendations.map(async (slot) => ({ entry, component: slot.component, recommended: await recommender.recommend(slot.strategies, slot.limit) })),
    ),
  );
  const cards = await productCards(db, [...new Set(slots.flatMap((slot) => slot.recommended.map((item) => item.productId)))], context.currency);

  const decisionId = randomUUID();
  const items: StoredDecisionItem[] = [];
  const actions: DecideAction[] = [];
  for (const entry of chosen) {
    actions.push(contentAction(entry));
    for (const slot of slots.filter((candidate) => candidate.entry === entry)) {
      const answered = slot.recommended.flatMap((recommended: Recommended) => {
        const card = cards.get(recommended.productId);
        // Sold out (or unpriced) since the catalogue snapshot: left out rather than shown unavailable.
        if (!card) return [];
        const recToken = formatRecToken(decisionId, items.length);
        items.push({ experienceId: entry.experience.id, variantName: entry.variant.name, component: slot.component, strategy: recommended.strategy, productId: card.productId, sku: card.sku });
        return [recommendationItem(card, { recToken, strategy: recommended.strategy, currency: context.currency, localePath: context.localePath })];
      });
      actions.push(recommendationsAction(entry, slot.component, answered));
    }
  }
  return { decisionId, experiences: chosen, actions, items };
}

/** The facts targeting reads; the cart's categories only when an experience targets them. */
async function targetingFacts(db: Database, context: DecideContext, customer: DecideCustomer, experiences: readonly ExperienceRecord[]): Promise<TargetingFacts> {
  const wantsCategories = context.cart.productIds.length > 0 && needsCartCategories(experiences.map((experience) => experience.audience));
  return {
    pageType: context.pageType,
    customerId: customer.customerId,
    customer: customer.facts,
    cartItemCount: context.cart.itemCount,
    cartValue: context.cart.value,
    cartProductIds: context.cart.productIds,
    cartCategoryIds: wantsCategories ? await categoriesWithAncestors(db, context.cart.productIds) : [],
    customVariables: context.customVariables,
  };
}

/** The categories of the products and every category above them. */
async function categoriesWithAncestors(db: Database, productIds: readonly string[]): Promise<string[]> {
  const rows = await db.select({ categoryId: products.categoryId }).from(products).where(inArray(products.id, [...productIds]));
  const found = new Set(rows.map((row) => row.categoryId));
  let frontier = [...found];
  // The category tree is shallow (two levels in the seed); the loop stops at the roots.
  while (frontier.length) {
    const parents = await db.select({ parentId: categories.parentId }).from(categories).where(inArray(categories.id, frontier));
    frontier = parents.flatMap((row) => (row.parentId && !found.has(row.parentId) ? [row.parentId] : []));
    for (const id of frontier) found.add(id);
  }
  return [...found];
}
