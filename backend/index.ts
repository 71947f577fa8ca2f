/**
 * The reference backend's public face: what another program (the storefront's launcher, the
 * tests' set-up, the benchmarks) may use of it. Everything else in backend/ is its own business;
 * the import-direction test (tests/unit/import-direction.test.ts) holds that line.
 */
export { createBackendApp, type BackendOptions } from "./app.ts";
export { backendSettings, backendSettingsFrom, type BackendSettings } from "./config.ts";
export { openDatabase, type DatabaseOptions, type OpenDatabase } from "./db/database.ts";
export { prepareDatabase, startBackend, type RunningBackend } from "./start-backend.ts";
