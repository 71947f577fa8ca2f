/**
 * The sentences the seeded reviews are written with, in the three languages of the sites.
 * The seed composes reviews from them (review-generator.ts) and the reference translation
 * (translate.ts) translates any text made of them, sentence by sentence: deterministic, no
 * external service. `{color}` and `{size}` are carried over unchanged.
 */

export type Language = "en" | "fr" | "de";
export type Mood = "positive" | "mixed" | "negative";

export interface Phrase {
  mood: Mood;
  /** The slot the sentence needs from the product, if any. */
  slot?: "color" | "size";
  en: string;
  fr: string;
  de: string;
}

export const TITLES: Phrase[] = [
  { mood: "positive", en: "Love it", fr: "Je l'adore", de: "Ich liebe es" },
  { mood: "positive", en: "Worth every penny", fr: "Vaut chaque centime", de: "Jeden Cent wert" },
  { mood: "positive", en: "Great quality", fr: "Excellente qualité", de: "Tolle Qualität" },
  { mood: "positive", en: "My new favourite", fr: "Mon nouveau favori", de: "Mein neuer Favorit" },
  { mood: "mixed", en: "Good, not perfect", fr: "Bien, sans plus", de: "Gut, aber nicht perfekt" },
  { mood: "mixed", en: "Does the job", fr: "Fait le travail", de: "Erfüllt seinen Zweck" },
  { mood: "negative", en: "Disappointed", fr: "Déçu", de: "Enttäuscht" },
  { mood: "negative", en: "Not for me", fr: "Pas pour moi", de: "Nichts für mich" },
];

export const SENTENCES: Phrase[] = [
  { mood: "positive", en: "The quality is excellent.", fr: "La qualité est excellente.", de: "Die Qualität ist ausgezeichnet." },
  { mood: "positive", en: "It kept me comfortable all day on the trail.", fr: "Je suis resté à l'aise toute la journée sur le sentier.", de: "Es war den ganzen Tag auf dem Trail bequem." },
  { mood: "positive", en: "Exactly as described.", fr: "Exactement comme décrit.", de: "Genau wie beschrieben." },
  { mood: "positive", en: "I would buy it again.", fr: "Je l'achèterais de nouveau.", de: "Ich würde es wieder kaufen." },
  { mood: "positive", en: "It held up well in wind and rain.", fr: "Il a bien résisté au vent et à la pluie.", de: "Es hat Wind und Regen gut standgehalten." },
  { mood: "positive", en: "Delivery was quick and the packaging was recycled.", fr: "La livraison a été rapide et l'emballage était recyclé.", de: "Die Lieferung war schnell und die Verpackung recycelt." },
  { mood: "positive", slot: "color", en: "The {color} colour is even nicer in person.", fr: "La couleur {color} est encore plus belle en vrai.", de: "Die Farbe {color} ist in echt noch schöner." },
  { mood: "positive", slot: "size", en: "I took a size {size} and it fits perfectly.", fr: "J'ai pris la taille {size} et elle me va parfaitement.", de: "Ich habe Größe {size} genommen und sie passt perfekt." },
  { mood: "mixed", en: "It does the job, but the price is high.", fr: "Il fait le travail, mais le prix est élevé.", de: "Es erfüllt seinen Zweck, aber der Preis ist hoch." },
  { mood: "mixed", en: "The fit is a little snug.", fr: "La coupe est un peu ajustée.", de: "Die Passform ist etwas eng." },
  { mood: "mixed", en: "Good for the price, nothing special.", fr: "Bien pour le prix, sans plus.", de: "Gut für den Preis, nichts Besonderes." },
  { mood: "mixed", slot: "size", en: "I took a size {size}; next time I will size up.", fr: "J'ai pris la taille {size}, la prochaine fois je prendrai la taille au-dessus.", de: "Ich habe Größe {size} genommen, nächstes Mal nehme ich eine Nummer größer." },
  { mood: "mixed", slot: "color", en: "The {color} colour is darker than in the photos.", fr: "La couleur {color} est plus foncée que sur les photos.", de: "Die Farbe {color} ist dunkler als auf den Fotos." },
  { mood: "negative", en: "It did not last a season.", fr: "Il n'a pas tenu une saison.", de: "Es hat keine Saison gehalten." },
  { mood: "negative", en: "The stitching came apart after a few weeks.", fr: "Les coutures ont lâché après quelques semaines.", de: "Die Nähte sind nach ein paar Wochen aufgegangen." },
  { mood: "negative", en: "It runs small, so I sent it back.", fr: "Il taille petit, alors je l'ai renvoyé.", de: "Es fällt klein aus, deshalb habe ich es zurückgeschickt." },
  { mood: "negative", en: "Not worth the money.", fr: "Ça ne vaut pas le prix.", de: "Das Geld nicht wert." },
  { mood: "negative", en: "Customer service was helpful with the return.", fr: "Le service client m'a bien aidé pour le retour.", de: "Der Kundenservice war beim Rückversand hilfsbereit." },
];

/** The mood of a star rating: 4–5 positive, 3 mixed, 1–2 negative. */
export function moodOf(rating: number): Mood {
  return rating >= 4 ? "positive" : rating === 3 ? "mixed" : "negative";
}

/** Fills `{color}` and `{size}`. */
export function render(template: string, slots: { color?: string; size?: string }): string {
  return template.replace("{color}", slots.color ?? "").replace("{size}", slots.size ?? "");
}
