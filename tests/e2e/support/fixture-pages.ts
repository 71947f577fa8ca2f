import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SITES } from "../../../contracts/sites.ts";

/**
 * The storefront paths of every published fixture page of every site (fixtures/content/{siteId}/pages):
 * the home page at `/{lc}`, the others at `/{lc}/{slug}`. Drafts (`*.draft.json`), pages
 * scheduled for later and the 404 page's own document are left out.
 */
export function fixturePagePaths(root = "fixtures/content"): string[] {
  const paths: string[] = [];
  for (const site of SITES) {
    const folder = path.join(root, site.siteId, "pages");
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".json") && !name.endsWith(".draft.json")).sort()) {
      const document = JSON.parse(readFileSync(path.join(folder, file), "utf8")) as { slug: string; publishAt?: string };
      if (document.publishAt && Date.parse(document.publishAt) > Date.now()) continue;
      if (document.slug === "error-4xx") continue;
      paths.push(document.slug === "home" ? `/${site.localePath}` : `/${site.localePath}/${document.slug}`);
    }
  }
  return paths;
}
