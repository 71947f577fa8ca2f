import { Hono } from "hono";
import type { BackendDeps } from "../http/api.ts";

/** The personalisation engine: `POST /api/engine/v1/decide/{brand}` (content spec §7). */
export function createPersonalisationService(deps: BackendDeps) {
  void deps;
  return new Hono();
}
