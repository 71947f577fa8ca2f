import { createBackendApp } from "./app.ts";
import type { BackendSettings } from "./config.ts";
import { openDatabase, type OpenDatabase } from "./db/database.ts";
import { hashLegacyGiftCardPins } from "./checkout/payment-store.ts";
import { loadContentFixtures } from "./content/content-fixtures.ts";
import { siteVerifyVerifier } from "./http/recaptcha.ts";
import { seedIfEmpty } from "./seed/load-seed.ts";

export interface RunningBackend {
  /** The backend's API: `fetch(request)` answers a request in process. */
  app: ReturnType<typeof createBackendApp>["app"];
  database: OpenDatabase;
  close(): Promise<void>;
}

/**
 * Brings a database to the state the backend serves from: migrated (by opening it), a new one
 * filled from fixtures/commerce, gift card PINs of an older version hashed, and the content
 * fixtures written in (editors' drafts kept: backend/content/README.md). Says what it did.
 */
export async function prepareDatabase(database: OpenDatabase, settings: Pick<BackendSettings, "contentRoots">, log: (line: string) => void): Promise<void> {
  const seeded = await seedIfEmpty(database.db);
  if (seeded) log(`Seeded the ${database.kind} database: ${seeded.products} products, ${seeded.stores} stores, ${seeded.consumers} test accounts`);
  const rehashed = await hashLegacyGiftCardPins(database.db);
  if (rehashed) log(`Hashed ${rehashed} gift card PINs kept in clear by an older version`);
  const content = await loadContentFixtures(database.db, settings.contentRoots);
  log(`Content: ${content.documents} fixture documents (${content.published} published and ${content.drafts} drafts written, ${content.unpublished} unpublished, ${content.keptEditorDrafts} editor drafts kept)`);
  if (content.ignored.length) log(`Content: ignored files that name no document: ${content.ignored.join(", ")}`);
}

/** Opens and prepares the database, then makes the backend's app: everything but listening. */
export async function startBackend(settings: BackendSettings, log: (line: string) => void = console.log): Promise<RunningBackend> {
  const database = await openDatabase(settings.database);
  try {
    await prepareDatabase(database, settings, log);
  } catch (error) {
    await database.close();
    throw error;
  }
  const { app } = createBackendApp({
    database,
    tokenSecret: settings.tokenSecret,
    contentRoots: settings.contentRoots,
    contentAdminToken: settings.contentAdminToken,
    recaptcha: settings.recaptchaSecret ? siteVerifyVerifier(settings.recaptchaSecret) : undefined,
    exposeResetToken: settings.exposeResetToken,
    publicUrl: settings.publicUrl,
    trustedProxies: settings.trustedProxies,
  });
  return { app, database, close: () => database.close() };
}
