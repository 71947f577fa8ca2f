/** Words of the recommendation tiles, per site language (no message catalogue for UI strings yet). */
export interface RecommendationStrings {
  price: string;
  sale: string;
  was: string;
  /** "20% off", from a rounded percentage. */
  off: (percent: string) => string;
  /** The lowest price of the last 30 days (the omnibus rule). */
  lowestRecent: (amount: string) => string;
  previousBest: (amount: string) => string;
  rating: (score: string, count: number) => string;
  /** Shown to editors in the preview, where the engine is not asked. */
  previewNote: (slot: string) => string;
  fallbackName: string;
}

const en: RecommendationStrings = {
  price: "Price",
  sale: "Sale price",
  was: "was",
  off: (percent) => `${percent} off`,
  lowestRecent: (amount) => `Lowest price in the last 30 days: ${amount}`,
  previousBest: (amount) => `Previous best price: ${amount}`,
  rating: (score, count) => `Rated ${score} out of 5 (${count} ${count === 1 ? "review" : "reviews"})`,
  previewNote: (slot) => `Recommendations for “${slot}”: the personalisation engine fills this carousel on the live site.`,
  fallbackName: "Recommended products",
};

const de: RecommendationStrings = {
  price: "Preis",
  sale: "Angebotspreis",
  was: "statt",
  off: (percent) => `${percent} Rabatt`,
  lowestRecent: (amount) => `Niedrigster Preis der letzten 30 Tage: ${amount}`,
  previousBest: (amount) => `Bisheriger Bestpreis: ${amount}`,
  rating: (score, count) => `Bewertet mit ${score} von 5 (${count} ${count === 1 ? "Bewertung" : "Bewertungen"})`,
  previewNote: (slot) => `Empfehlungen für „${slot}“: Die Personalisierung füllt dieses Karussell auf der Live-Seite.`,
  fallbackName: "Empfohlene Produkte",
};

const fr: RecommendationStrings = {
  price: "Prix",
  sale: "Prix soldé",
  was: "au lieu de",
  off: (percent) => `${percent} de rabais`,
  lowestRecent: (amount) => `Prix le plus bas des 30 derniers jours : ${amount}`,
  previousBest: (amount) => `Meilleur prix précédent : ${amount}`,
  rating: (score, count) => `Noté ${score} sur 5 (${count} avis)`,
  previewNote: (slot) => `Recommandations « ${slot} » : la personnalisation remplit ce carrousel sur le site en ligne.`,
  fallbackName: "Produits recommandés",
};

const BY_LANGUAGE: Record<string, RecommendationStrings> = { en, de, fr };

export const recommendationStrings = (language: string): RecommendationStrings => BY_LANGUAGE[language] ?? en;
