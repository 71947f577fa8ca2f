import { productPath } from "../../contracts/paths.ts";
import type { DecideAction, RecommendationItem } from "../../contracts/api/decide.ts";
import { toUnits } from "../money.ts";
import type { ProductCard, RecommendationStrategy } from "./recommendations.ts";

/** Pieces of the decide answer (src/personalisation/decide-contract.ts), built from decided rows. */

/**
 * A product's front picture in a colour, after the image service's naming convention that the
 * storefront serves (decision 0016, src/commerce/ui/product-media.ts).
 */
export const productImageUrl = (styleId: string, colorCode: string) => `/media/products/${encodeURIComponent(styleId)}/${encodeURIComponent(colorCode)}-front.svg`;

/** Percent off the list price, to one decimal (commerce spec §9); none when not on sale. */
export function percentOff(current: number, original: number): number | undefined {
  if (original <= 0 || current >= original) return undefined;
  return Math.round(((original - current) / original) * 1000) / 10;
}

export function recommendationItem(card: ProductCard, options: { recToken: string; strategy: RecommendationStrategy; currency: string; localePath: string }): RecommendationItem {
  const discount = percentOff(card.lowCurrent, card.lowOriginal);
  return {
    id: card.productId,
    itemGroupId: card.productId,
    sku: card.sku,
    name: card.name,
    image: productImageUrl(card.productId, card.colorCode),
    url: productPath(options.localePath, card.slug, card.productId),
    recToken: options.recToken,
    review_average: Math.min(5, Math.max(0, card.ratingTenths / 10)),
    reviewsCount: card.reviewsCount,
    price: {
      currency: options.currency,
      lowCurrent: toUnits(card.lowCurrent),
      highCurrent: toUnits(card.highCurrent),
      lowOriginal: toUnits(card.lowOriginal),
      highOriginal: toUnits(card.highOriginal),
    },
    ...(discount === undefined ? {} : { percentagePriceDiscount: discount }),
    recommendationId: options.strategy,
  };
}

export interface DecidedExperience {
  experience: { id: string; name: string; label: string };
  variant: { name: string; label: string };
}

export function impressionReporting({ experience, variant }: DecidedExperience): DecideAction["impressionReporting"][number] {
  return { experience_id: experience.id, experience_name: experience.name, experience_label: experience.label, variant_label: variant.label };
}

/** The action telling an experience block which variant to show (`component` is its name). */
export function contentAction(decided: DecidedExperience): DecideAction {
  return {
    actionId: `${decided.experience.id}/${decided.variant.name}`,
    actionType: "content",
    component: decided.variant.name,
    items: [],
    impressionReporting: [impressionReporting(decided)],
  };
}

export function recommendationsAction(decided: DecidedExperience, component: string, items: RecommendationItem[]): DecideAction {
  return {
    actionId: `${decided.experience.id}/${decided.variant.name}/${component}`,
    actionType: "recommendations",
    component,
    items,
    impressionReporting: [impressionReporting(decided)],
  };
}

/** Without `includeReporting`, actions carry no impression reporting (as real engines answer). */
export const withoutReporting = (actions: readonly DecideAction[]): DecideAction[] => actions.map((action) => ({ ...action, impressionReporting: [] }));
