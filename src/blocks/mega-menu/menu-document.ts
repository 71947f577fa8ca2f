import type { MenuDocument } from "../../../contracts/content/layout-documents.ts";
import { megaMenuSchema, type MegaMenuInput, type MegaMenuProps } from "./schema.ts";

/**
 * The site's menu document (`menu/{siteId}`, a two-level list of `{ title, url, children }`)
 * as mega menu props, so that the site header renders it through the mega menu block.
 */

export type MegaMenuLabels = MegaMenuProps["labels"];

/** The menu's own words in the storefront's languages; English for any other. */
export const MEGA_MENU_LABELS: Record<string, MegaMenuLabels> = {
  en: { navigation: "Main", menu: "Menu", shopAll: "Shop all {title}" },
  fr: { navigation: "Principal", menu: "Menu", shopAll: "Tout voir : {title}" },
  de: { navigation: "Hauptmenü", menu: "Menü", shopAll: "Alle {title} ansehen" },
};

export function megaMenuLabelsFor(language: string): MegaMenuLabels {
  return MEGA_MENU_LABELS[language] ?? MEGA_MENU_LABELS.en!;
}

function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Each top-level entry becomes an L1 (a popover when it has children, else a link in the bar),
 * each child an L2 link. Answers undefined for an empty menu (the header then shows no
 * navigation). The document was validated when it was loaded, so its URLs are safe.
 */
export function megaMenuFromMenuDocument(menu: MenuDocument, options: { language?: string; clickTrigger?: boolean } = {}): MegaMenuProps | undefined {
  const input: MegaMenuInput = {
    clickTrigger: options.clickTrigger ?? false,
    labels: megaMenuLabelsFor(options.language ?? "en"),
    items: menu.items.map((item, index) => ({
      id: `menu-${index}-${slug(item.title)}`,
      title: item.title,
      target: { text: item.title, url: item.url },
      children: item.children.map((child, childIndex) => ({
        id: `menu-${index}-${childIndex}-${slug(child.title)}`,
        title: child.title,
        target: { text: child.title, url: child.url },
      })),
    })),
  };
  const parsed = megaMenuSchema.safeParse(input);
  return parsed.success ? parsed.data : undefined;
}
