import { histogramFor, sampleRatings, type StarCounts } from "./ratings.ts";
import { moodOf, render, SENTENCES, TITLES, type Language } from "./phrase-book.ts";
import { pick, pickDistinct, randomInt, seededRandom } from "../seed-random.ts";

/**
 * The seed's ratings and written reviews, generated from the catalogue (deterministic: the
 * same catalogue gives the same reviews). Each product gets a star histogram reproducing its
 * catalogue rating and count (products.rating_score_tenths, reviews_count), and up to
 * WRITTEN_REVIEWS_PER_PRODUCT of those ratings come with text, in the sites' languages, made of
 * phrase-book sentences (so that the reference translation can translate them). The other
 * ratings were given without text: they count in the summary and are not listed.
 */

export const WRITTEN_REVIEWS_PER_PRODUCT = 6;
/** Reviews are dated over the two years before this moment (the seed's reference time). */
const REVIEW_WINDOW_DAYS = 730;

export interface CatalogueProduct {
  id: string;
  ratingScore: number;
  reviewsCount: number;
  colors: string[];
  sizes: string[];
}

export interface GeneratedReview {
  id: string;
  productId: string;
  rating: number;
  title: string;
  text: string;
  nickname: string;
  location: string;
  locale: string;
  recommended: boolean | null;
  verifiedPurchaser: boolean;
  helpfulCount: number;
  unhelpfulCount: number;
  submittedAt: Date;
}

const AUTHORS: Record<string, { language: Language; nicknames: string[]; locations: string[] }> = {
  "en-US": { language: "en", nicknames: ["TrailMix", "Summit Sam", "Katie R.", "Mike from Denver", "Backpacker Ben", "Jess T.", "Alpine Al", "Hiker Hannah"], locations: ["Denver, CO", "Seattle, WA", "Boston, MA", "Portland, OR", "Boulder, CO"] },
  "en-GB": { language: "en", nicknames: ["Fellwalker", "Lakes Lucy", "Tom H.", "Munro Bagger"], locations: ["Keswick", "London", "Edinburgh", "Manchester"] },
  "fr-CA": { language: "fr", nicknames: ["Randonneuse", "Marc-André", "Sophie L."], locations: ["Montréal, QC", "Québec, QC", "Gatineau, QC"] },
  "de-DE": { language: "de", nicknames: ["Bergfreund", "Anna K.", "Wanderer77"], locations: ["München", "Berlin", "Hamburg", "Freiburg"] },
};

function localeFor(roll: number): string {
  if (roll < 0.7) return "en-US";
  if (roll < 0.8) return "en-GB";
  if (roll < 0.9) return "fr-CA";
  return "de-DE";
}

/** Text of a review: two sentences of its mood, with a colour or size sentence when the product has them. */
function reviewText(random: () => number, rating: number, language: Language, product: CatalogueProduct): { title: string; text: string } {
  const mood = moodOf(rating);
  const usable = SENTENCES.filter((phrase) => phrase.mood === mood && (phrase.slot === undefined || (phrase.slot === "color" ? product.colors.length > 0 : product.sizes.length > 0)));
  const sentences = pickDistinct(random, usable, 2 + (random() < 0.4 ? 1 : 0));
  const slots = { color: product.colors.length ? pick(random, product.colors) : undefined, size: product.sizes.length ? pick(random, product.sizes) : undefined };
  return {
    title: pick(random, TITLES.filter((phrase) => phrase.mood === mood))[language],
    text: sentences.map((phrase) => render(phrase[language], slots)).join(" "),
  };
}

export function generateRatings(products: readonly CatalogueProduct[]): Map<string, StarCounts> {
  return new Map(products.map((product) => [product.id, histogramFor(product.reviewsCount, product.ratingScore)]));
}

export function generateReviews(products: readonly CatalogueProduct[], ratings: Map<string, StarCounts>, referenceTime: number): GeneratedReview[] {
  return products.flatMap((product) => {
    const random = seededRandom(`reviews:${product.id}`);
    return sampleRatings(ratings.get(product.id)!, WRITTEN_REVIEWS_PER_PRODUCT).map((rating, index): GeneratedReview => {
      const locale = localeFor(random());
      const author = AUTHORS[locale]!;
      const { title, text } = reviewText(random, rating, author.language, product);
      const daysAgo = randomInt(random, 1, REVIEW_WINDOW_DAYS);
      return {
        id: `RV-${product.id}-${String(index + 1).padStart(2, "0")}`,
        productId: product.id,
        rating,
        title,
        text,
        nickname: pick(random, author.nicknames),
        location: pick(random, author.locations),
        locale,
        recommended: rating >= 4 ? true : rating <= 2 ? false : random() < 0.5,
        verifiedPurchaser: random() < 0.6,
        helpfulCount: randomInt(random, 0, 40),
        unhelpfulCount: randomInt(random, 0, 6),
        submittedAt: new Date(referenceTime - daysAgo * 86_400_000 - randomInt(random, 0, 86_399) * 1000),
      };
    });
  });
}
