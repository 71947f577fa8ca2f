import { preloadModule } from "react-dom";
import type { SiteLayoutData } from "../routes/site-layout.tsx";
import type { ContentPageData } from "../content/load-content-page.server.ts";
import { DOCUMENT_DATA_ID, type DocumentPageData } from "./document-data.ts";
import { isMemberPage } from "../routes/member-pages.ts";

/**
 * The routes whose pages hydrate without React Router (decisions 0041, 0042): the CMS's content
 * pages, and the pages of a category, a product and a search (content pages whose blocks change
 * state in the page through its navigation). The cart, checkout and member pages keep the router.
 */
const DOCUMENT_ROUTES = new Set(["routes/home", "routes/content-page", "routes/category", "routes/product", "routes/search"]);

export interface DocumentPage extends DocumentPageData {
  /** The entry's chunk first, then the chunks it imports. */
  scripts: readonly string[];
}

interface MatchLike {
  id: string;
  params: Record<string, string | undefined>;
  data: unknown;
}

/**
 * The page as a document page, or null when React Router's client must hydrate it: another route,
 * a preview (the workbench's bridge), an error (the route's data is missing), a member's page
 * (account screens that navigate in the page), or no production build (no document entry chunk).
 */
export function documentPageOf(matches: readonly MatchLike[], preview: boolean): DocumentPage | null {
  if (preview) return null;
  const leaf = matches.at(-1);
  const layout = matches.find((match) => match.id === "routes/site-layout")?.data as SiteLayoutData | undefined;
  if (!leaf || !layout || !DOCUMENT_ROUTES.has(leaf.id) || isMemberPage(leaf.params.page)) return null;
  const page = leaf.data as ContentPageData | undefined;
  if (!page?.page || page.preview || layout.documentScripts.length === 0) return null;
  return { layout, page, scripts: layout.documentScripts };
}

/**
 * JSON inside a `<script>` element: `<` escaped, so no `</script>` or `<!--` in a text can close
 * it; U+2028 and U+2029 escaped as well (JSON allows them, older script parsers did not).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/**
 * In place of React Router's scripts: the page's data for the entry, and the entry, whose chunks
 * are preloaded in the head. The data holds the site layout's and the page's (what React Router's
 * scripts streamed), never the session: the header's shopper is the same as in the server HTML.
 */
export function DocumentScripts({ page }: { page: DocumentPage }) {
  for (const href of page.scripts) preloadModule(href, { as: "script" });
  const data: DocumentPageData = { layout: page.layout, page: page.page };
  return (
    <>
      <script type="application/json" id={DOCUMENT_DATA_ID} dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
      <script type="module" src={page.scripts[0]} />
    </>
  );
}
