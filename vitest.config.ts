import { defineConfig } from "vitest/config";
import { blockChunks } from "./tools/block-chunks-plugin.ts";

export default defineConfig({
  plugins: [blockChunks()],
  test: {
    include: ["contracts/**/*.test.ts", "src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "backend/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "fixtures/**/*.test.ts"],
    setupFiles: ["tests/setup/fail-on-console.ts", "tests/setup/async-waits.ts"],
    globalSetup: ["tests/setup/pglite-template.ts"],
    environment: "node",
    // Generous bounds: on a 2-CPU CI machine running files in parallel, migrating a fresh
    // database in a beforeAll can take well over vitest's 10 s default. They bound hangs, they
    // are not performance checks (those are the bench:* scripts).
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // Vitest's default is one worker fewer than the CPUs: a single worker on the 2-CPU CI
    // machine, which left a core idle (11.6 min wall for 12 min of CPU).
    maxWorkers: 2,
    css: { modules: { classNameStrategy: "stable" } },
  },
});
