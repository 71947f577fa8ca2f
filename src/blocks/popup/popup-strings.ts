import { findSite } from "../../../contracts/sites.ts";

/** The fixed words of the pop-up blocks, in each site language (editors write the rest). */
export interface PopUpStrings {
  /** Accessible name of the expanded pop-up's close button. */
  close: string;
  /** Accessible name of the collapsed pop-up's close button. */
  dismiss: (title: string) => string;
}

const BY_LANGUAGE: Record<string, PopUpStrings> = {
  en: { close: "Close", dismiss: (title) => `Close “${title}”` },
  fr: { close: "Fermer", dismiss: (title) => `Fermer « ${title} »` },
  de: { close: "Schließen", dismiss: (title) => `„${title}“ schließen` },
};

/** The strings of the site's language; English for a site or language without its own. */
export function popUpStrings(siteId: string): PopUpStrings {
  const language = findSite(siteId)?.language ?? "en";
  return BY_LANGUAGE[language] ?? BY_LANGUAGE.en!;
}
