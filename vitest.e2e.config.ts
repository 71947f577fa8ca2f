import { defineConfig } from "vitest/config";

/** Browser tests: a production build served by the real server, driven in Chromium. */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One Chromium per file; two files at a time fit the machine's two cores.
    maxWorkers: 2,
  },
});
