import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import type { DecideEvent } from "../../contracts/api/decide.ts";
import { personalisationDecisions, personalisationPageEvents, personalisationReceivedEvents, personalisationRecEvents, type StoredDecisionItem } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import type { TokenReference } from "./decide-context.ts";
import { parseRecToken } from "./rec-tokens.ts";

/**
 * The record events of content spec §7: RecImpressions and RecClicks (recTokens of items this
 * engine recommended) and PageEvents (names). Tokens are resolved first, all of them, so that a
 * call with one bad token records nothing.
 */

export interface ResolvedRecToken {
  token: string;
  decisionId: string;
  item: StoredDecisionItem;
}

/**
 * The decided items behind the tokens. A token that is not one, names no decision, or names a
 * decision of another visitor: 400 ATTR300 naming the field (the same answer for all three, so
 * that nobody learns whether another visitor's decision exists).
 */
export async function resolveRecTokens(db: Database, monetateId: string, references: readonly TokenReference[]): Promise<ResolvedRecToken[]> {
  if (!references.length) return [];
  const parsed = references.map((reference) => ({ reference, parsed: parseRecToken(reference.token) }));
  const ids = [...new Set(parsed.flatMap((entry) => (entry.parsed ? [entry.parsed.decisionId] : [])))];
  const decisions = ids.length
    ? await db
        .select({ id: personalisationDecisions.id, items: personalisationDecisions.items })
        .from(personalisationDecisions)
        .where(and(inArray(personalisationDecisions.id, ids), eq(personalisationDecisions.monetateId, monetateId)))
    : [];
  const itemsById = new Map(decisions.map((decision) => [decision.id, decision.items]));
  return parsed.map(({ reference, parsed: token }) => {
    const item = token && itemsById.get(token.decisionId)?.[token.index];
    if (!token || !item) throw new ApiError(400, "ATTR300", `${reference.field}: not a recToken this visitor was given`, { field: reference.field });
    return { token: reference.token, decisionId: token.decisionId, item };
  });
}

type Writer = Pick<Database, "insert">;

export async function storeRecEvents(tx: Writer, monetateId: string, kind: "impression" | "click", resolved: readonly ResolvedRecToken[], at: Date): Promise<void> {
  if (!resolved.length) return;
  await tx.insert(personalisationRecEvents).values(
    resolved.map(({ token, decisionId, item }) => ({
      id: randomUUID(),
      kind,
      monetateId,
      recToken: token,
      decisionId,
      experienceId: item.experienceId,
      variantName: item.variantName,
      component: item.component,
      strategy: item.strategy,
      productId: item.productId,
      createdAt: at,
    })),
  );
}

export async function storePageEvents(
  tx: Writer,
  visit: { monetateId: string; brand: string; pageType?: string; url?: string },
  names: readonly string[],
  at: Date,
): Promise<void> {
  if (!names.length) return;
  await tx.insert(personalisationPageEvents).values(
    names.map((name) => ({ id: randomUUID(), monetateId: visit.monetateId, brand: visit.brand, name, pageType: visit.pageType ?? null, url: visit.url ?? null, createdAt: at })),
  );
}

/** Every event of the call as validated, in the order sent: one insert of all of them. */
export async function storeReceivedEvents(tx: Writer, visit: { monetateId: string; brand: string }, events: readonly DecideEvent[], at: Date): Promise<void> {
  if (!events.length) return;
  await tx.insert(personalisationReceivedEvents).values(
    events.map((event) => ({ monetateId: visit.monetateId, brand: visit.brand, eventType: event.eventType, payload: { ...event }, createdAt: at })),
  );
}
