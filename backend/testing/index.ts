/**
 * The backend's test kit, as tests and benchmarks outside backend/ may use it (the import-direction
 * test allows nothing deeper): a backend on a fresh database, factories of test data, the
 * database tables for checks, and the seed's well-known records. Production code never imports it.
 */
export { backendUnderTest, freshDatabase } from "./backend-under-test.ts";
export { createCategory, createMemberPrices, createProduct, createStore, type CreatedProduct } from "./catalogue-factory.ts";
export { createConsumer, createStoreEmployee } from "./consumer-factory.ts";
export { createOrder } from "./order-factory.ts";
export { ADMIN_TOKEN, PREVIEW_CREDENTIAL, article, contentUnderTest, DATABASE_TIMEOUT_MS, page, type ContentUnderTest } from "../content/testing/content-test-kit.ts";
export { pdfText } from "../orders/order-test-kit.ts";
export { US_ADDRESS } from "../checkout/checkout-test-kit.ts";
export { pageRequest, personalisationBackend, type PersonalisationKit } from "../personalisation/personalisation-test-kit.ts";
export { hashPassword } from "../identity/passwords.ts";
export { refreshProductSearch } from "../products/search/search-index.ts";
export { seedStores } from "../stores/seed.ts";
export { seedIfEmpty } from "../seed/load-seed.ts";
export { SEED_IDS, SEED_PASSWORDS } from "../seed/fixture-ids.ts";
/** Every table, for tests that set up or check rows directly. */
export * from "../db/schema.ts";
