import { findSite } from "../../../contracts/sites.ts";

/** The fixed words of the dialog block, in each site language (editors write the rest). */
export interface DialogStrings {
  close: string;
  /** Editors only (preview mode): the link that opens the dialog. */
  preview: (title: string, hash: string) => string;
}

const BY_LANGUAGE: Record<string, DialogStrings> = {
  en: { close: "Close", preview: (title, hash) => `Dialog “${title}”: open with ${hash}` },
  fr: { close: "Fermer", preview: (title, hash) => `Fenêtre « ${title} » : s’ouvre avec ${hash}` },
  de: { close: "Schließen", preview: (title, hash) => `Dialog „${title}“: öffnet mit ${hash}` },
};

/** The strings of the site's language; English for a site or language without its own. */
export function dialogStrings(siteId: string): DialogStrings {
  const language = findSite(siteId)?.language ?? "en";
  return BY_LANGUAGE[language] ?? BY_LANGUAGE.en!;
}
