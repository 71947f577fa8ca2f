import { contentPaths } from "../../../contracts/content/content-paths.ts";
import { EMPTY_FOOTER, EMPTY_MENU, footerDocument, menuDocument, type FooterDocument, type MenuDocument } from "../../../contracts/content/layout-documents.ts";
import { contentRequestOf, previewOf, type PageRequest } from "./page-request.server.ts";

/** Menu and footer are deferred data: a failure logs and leaves them empty, the page still renders. */
async function layoutDocument<T>(resource: string, page: PageRequest, schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, empty: T): Promise<T> {
  try {
    const parsed = schema.safeParse(await page.services.content.get(resource, contentRequestOf(previewOf(page))));
    if (parsed.success) return parsed.data;
    console.warn(`[content] ${resource} is invalid; rendering without it`);
  } catch (error) {
    console.warn(`[content] ${resource} unavailable; rendering without it: ${(error as Error).message}`);
  }
  return empty;
}

/**
 * The site's menu and footer documents, validated (the kernel's layout document schemas): what
 * the site layout's loader renders the header and footer from. Server only, so that the
 * layout's browser chunk holds no schema code.
 */
export async function loadLayoutContent(page: PageRequest): Promise<{ menu: MenuDocument; footer: FooterDocument }> {
  const [menu, footer] = await Promise.all([
    layoutDocument(contentPaths.menu(page.site.siteId), page, menuDocument, EMPTY_MENU),
    layoutDocument(contentPaths.footer(page.site.siteId), page, footerDocument, EMPTY_FOOTER),
  ]);
  return { menu, footer };
}
