import path from "node:path";
import { Hono } from "hono";
import { createContentService } from "./content/content-service.ts";
import { FixtureStore } from "./content/fixture-store.ts";
import { errorResponse } from "./http/errors.ts";

/**
 * The reference backend: the spec's call catalogue at its exact paths. For now the content
 * service from fixture folders (`CONTENT_FIXTURE_DIRS`, colon-separated, later ones win).
 */
export function createBackendApp() {
  const roots = (process.env.CONTENT_FIXTURE_DIRS ?? "fixtures/content").split(":").filter(Boolean).map((dir) => path.resolve(dir));
  const app = new Hono();
  app.route("/", createContentService(new FixtureStore(roots)));
  app.notFound((c) => errorResponse(c, 404, "API404", `No API ${c.req.method} ${c.req.path}`));
  return app;
}
