import { defineConfig } from "vitest/config";
import { blockChunks } from "./tools/block-chunks-plugin.ts";

export default defineConfig({
  plugins: [blockChunks()],
  test: {
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts", "backend/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}", "fixtures/**/*.test.ts"],
    setupFiles: ["tests/setup/fail-on-console.ts"],
    environment: "node",
    // The forgot-password answer carries the reset token only with this flag (never in production).
    env: { EXPOSE_RESET_TOKEN: "true" },
    css: { modules: { classNameStrategy: "stable" } },
  },
});
