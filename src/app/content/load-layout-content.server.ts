import { previewRequest } from "../../preview/preview-mode.server.ts";
import { contentPaths, fetchContent } from "./content-client.server.ts";
import { EMPTY_FOOTER, EMPTY_MENU, footerDocument, menuDocument, type FooterDocument, type MenuDocument } from "../../../contracts/content/layout-documents.ts";

/** Menu and footer are deferred data: a failure logs and leaves them empty, the page still renders. */
async function layoutDocument<T>(resource: string, request: Request, schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, empty: T): Promise<T> {
  const preview = previewRequest(request);
  try {
    const parsed = schema.safeParse(await fetchContent(resource, { mode: preview.mode, previewDateTime: preview.previewDateTime }));
    if (parsed.success) return parsed.data;
    console.warn(`[content] ${resource} is invalid; rendering without it`);
  } catch (error) {
    console.warn(`[content] ${resource} unavailable; rendering without it: ${(error as Error).message}`);
  }
  return empty;
}

/**
 * The site's menu and footer documents, validated (layout-content.ts's schemas): what the site
 * layout's loader renders the header and footer from. Server only, so that the layout's browser
 * chunk holds no schema code.
 */
export async function loadLayoutContent(siteId: string, request: Request): Promise<{ menu: MenuDocument; footer: FooterDocument }> {
  const [menu, footer] = await Promise.all([
    layoutDocument(contentPaths.menu(siteId), request, menuDocument, EMPTY_MENU),
    layoutDocument(contentPaths.footer(siteId), request, footerDocument, EMPTY_FOOTER),
  ]);
  return { menu, footer };
}
