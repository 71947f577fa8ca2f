import { inArray } from "drizzle-orm";
import { consumerPreferences, consumers, contactUsCases, notificationSettings, products, smsSubscriptions, warrantyCases } from "../db/schema.ts";
import type { SeedExecutor } from "../db/db-executor.ts";
import { accountSeed } from "./consumer-fixtures.ts";

/**
 * Seed rows of the consumer and account area, loaded with the commerce seed (same transaction):
 * the demo accounts' shoe sizes, SMS subscriptions, notification settings and a case each of
 * contact us and warranty (fixtures/commerce/consumer/account-seed.json). Rows of an account or
 * product the commerce seed does not have are left out, so a trimmed seed still loads.
 */
export async function seedConsumer(tx: SeedExecutor): Promise<void> {
  const seed = await accountSeed();
  const ids = [...new Set([...seed.preferences, ...seed.smsSubscriptions, ...seed.notificationSettings, ...seed.contactUsCases, ...seed.warrantyCases].map((row) => row.consumerId))];
  const people = new Map((await tx.select().from(consumers).where(inArray(consumers.id, ids))).map((row) => [row.id, row]));
  const productIds = new Set(
    (
      await tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, seed.warrantyCases.map((row) => row.productId).concat("")))
    ).map((row) => row.id),
  );
  const known = <T extends { consumerId: string }>(rows: readonly T[]) => rows.filter((row) => people.has(row.consumerId));

  const preferences = known(seed.preferences);
  if (preferences.length) await tx.insert(consumerPreferences).values(preferences);

  const sms = known(seed.smsSubscriptions).map((row) => ({
    ...row,
    optinAt: new Date(row.optinAt),
    doubleOptinAt: new Date(row.doubleOptinAt),
    optoutAt: row.optoutAt === null ? null : new Date(row.optoutAt),
    updatedAt: new Date(row.optoutAt ?? row.doubleOptinAt),
  }));
  if (sms.length) await tx.insert(smsSubscriptions).values(sms);

  const settings = known(seed.notificationSettings);
  if (settings.length) await tx.insert(notificationSettings).values(settings);

  const cases = known(seed.contactUsCases).map((row) => {
    const person = people.get(row.consumerId)!;
    return { ...row, firstName: person.firstName, lastName: person.lastName, email: person.email, status: "RECEIVED", createdAt: new Date(row.createdAt) };
  });
  if (cases.length) await tx.insert(contactUsCases).values(cases);

  const warranty = known(seed.warrantyCases)
    .filter((row) => productIds.has(row.productId))
    .map((row) => ({ ...row, status: "OPEN", createdAt: new Date(row.createdAt) }));
  if (warranty.length) await tx.insert(warrantyCases).values(warranty);
}
