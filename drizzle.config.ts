import { defineConfig } from "drizzle-kit";

/** `npx drizzle-kit generate` writes SQL migrations from backend/db/schema.ts. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./backend/db/schema.ts",
  out: "./backend/db/migrations",
});
