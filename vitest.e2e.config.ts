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
    // Concurrent tests of one file (the buying journeys) at most three at a time: with the other
    // worker's file, more shoppers than that at once starve a two-core machine and slow pages time out.
    maxConcurrency: 3,
    // Polls wait for pages, not for code: 1 s (Vitest's default) is less than a lazy chunk can take
    // to arrive and run while the other worker's file loads both cores.
    expect: { poll: { timeout: 10_000 } },
  },
});
