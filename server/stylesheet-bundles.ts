import { readFile } from "node:fs/promises";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import { filesOfBundle } from "../src/app/stylesheet-bundles.ts";

/** Bundles kept in memory; the pages of a build use a few dozen combinations. */
const MAX_CACHED_BUNDLES = 200;

/**
 * Serves `/assets/bundle~a~b.css` (src/app/stylesheet-bundles.ts): the named stylesheets of the
 * client build, concatenated in order. A name that is not a stylesheet of the build is a 404
 * (nothing outside the assets folder can be named: names are `[\w-]+`). The answer gets the
 * assets' year-long caching and compression from the middleware before it.
 */
export function stylesheetBundles(clientDir: string): MiddlewareHandler {
  const assetsDir = path.join(clientDir, "assets");
  const bundles = new Map<string, Promise<string | null>>();
  const concatenate = async (files: readonly string[]) => {
    try {
      const texts = await Promise.all(files.map((file) => readFile(path.join(assetsDir, path.basename(file)), "utf8")));
      return texts.join("\n");
    } catch {
      return null;
    }
  };
  return async (c, next) => {
    const files = filesOfBundle(c.req.path);
    if (!files) return next();
    let bundle = bundles.get(c.req.path);
    if (!bundle) {
      if (bundles.size >= MAX_CACHED_BUNDLES) bundles.clear();
      bundle = concatenate(files);
      bundles.set(c.req.path, bundle);
    }
    const css = await bundle;
    if (css === null) {
      bundles.delete(c.req.path);
      return c.text("Not found", 404);
    }
    return c.body(css, 200, { "content-type": "text/css; charset=utf-8" });
  };
}
