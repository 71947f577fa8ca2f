import type { RecommendationItem } from "../../../../contracts/api/decide-answer.ts";
import type { PagePersonalisation } from "../../../personalisation/page-personalisation.ts";

/** A recommended item as the engine answers it (contracts/api/decide-answer.ts), numbered. */
export const recommendationItem = (index: number, overrides: Partial<RecommendationItem> = {}): RecommendationItem => ({
  id: `STYLE${String(index).padStart(3, "0")}`,
  itemGroupId: `STYLE${String(index).padStart(3, "0")}`,
  sku: `STYLE${index}BLKM`,
  name: `Trail product ${index}`,
  image: `/media/products/STYLE${index}/BLK-front.svg`,
  url: `/en-us/p/trail-product-${index}-STYLE${index}`,
  recToken: `token-${index}`,
  review_average: 4.4,
  reviewsCount: 12,
  price: { currency: "USD", lowCurrent: 80, highCurrent: 80, lowOriginal: 100, highOriginal: 100 },
  percentagePriceDiscount: 20,
  recommendationId: "trending",
  ...overrides,
});

/** A page view the server decided, with these recommendation slots. */
export const decidedPersonalisation = (recommendations: PagePersonalisation["recommendations"], overrides: Partial<PagePersonalisation> = {}): PagePersonalisation => ({
  decided: true,
  pageView: { url: "https://shop.example/en-us", pageType: "home", categories: [], breadcrumbs: [] },
  variants: {},
  recommendations,
  ...overrides,
});
