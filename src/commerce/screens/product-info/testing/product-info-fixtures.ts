import type { ProductDetailsAnswer } from "../../../../../contracts/api/products.ts";
import type { ProductSetAnswer } from "../../../catalogue/product-set-queries.ts";
import type { SizeChart } from "../size-chart.ts";
import { CASCADE_RAIN_JACKET } from "../../../catalogue/testing/product-answers.ts";

/**
 * Tests and stories only: answers of the reference backend on RL-US (fixtures/commerce,
 * fixtures/fapi): RLSH1001's details (two of its variants kept), the set it belongs to
 * (RLSET002) and the "tops" size chart. The factories copy them with changes.
 */


const RAIN_READY_HIKER: ProductSetAnswer = {
  "id": "RLSET002",
  "slug": "rain-ready-hiker",
  "name": "Rain-ready hiker",
  "description": "Everything that keeps the weather out on a wet day hike: a GORE-TEX Pro shell, rain pants, waterproof boots and merino socks.",
  "siteId": "RL-US",
  "products": [
    {
      "productId": "RLSH1001",
      "name": "Men's Cascade Rain Jacket",
      "slug": "mens-cascade-rain-jacket",
      "pdpUrl": "/en-us/p/mens-cascade-rain-jacket-RLSH1001",
      "categoryId": "100210",
      "gender": "men",
      "badge": "Sale",
      "badges": [
        "Sale"
      ],
      "rating": {
        "score": 3.7,
        "reviewsCount": 1092
      },
      "price": {
        "currency": "USD",
        "lowCurrent": 286.99,
        "highCurrent": 289.99,
        "lowOriginal": 410,
        "highOriginal": 415,
        "onSale": true,
        "percentageDiscount": 30.1
      },
      "colors": [
        "Black",
        "Granite Grey",
        "Lake Blue",
        "Sunset Coral"
      ],
      "inStock": true
    },
    {
      "productId": "RLXI1QIP",
      "name": "Men's Summit Rain Pants",
      "slug": "mens-summit-rain-pants",
      "pdpUrl": "/en-us/p/mens-summit-rain-pants-RLXI1QIP",
      "categoryId": "100530",
      "gender": "men",
      "badge": "New",
      "badges": [
        "New"
      ],
      "rating": {
        "score": 4.4,
        "reviewsCount": 9
      },
      "price": {
        "currency": "USD",
        "lowCurrent": 105,
        "highCurrent": 105,
        "lowOriginal": 105,
        "highOriginal": 105,
        "onSale": false,
        "percentageDiscount": 0
      },
      "colors": [
        "Black",
        "Forest Olive",
        "Glacier White",
        "Sunset Coral"
      ],
      "inStock": true
    },
    {
      "productId": "RLBD11SG",
      "name": "Men's Ridge Trail Mid GTX Boot",
      "slug": "mens-ridge-trail-mid-gtx-boot",
      "pdpUrl": "/en-us/p/mens-ridge-trail-mid-gtx-boot-RLBD11SG",
      "categoryId": "100310",
      "gender": "men",
      "badge": "Best seller",
      "badges": [
        "Best seller",
        "Sale"
      ],
      "rating": {
        "score": 4.8,
        "reviewsCount": 4
      },
      "price": {
        "currency": "USD",
        "lowCurrent": 184.99,
        "highCurrent": 184.99,
        "lowOriginal": 265,
        "highOriginal": 265,
        "onSale": true,
        "percentageDiscount": 30.2
      },
      "colors": [
        "Black",
        "Dusk Plum",
        "Lichen Sage",
        "Summit Navy"
      ],
      "inStock": true
    },
    {
      "productId": "RLK7MTFG",
      "name": "Men's Hiker Crew Socks",
      "slug": "mens-hiker-crew-socks",
      "pdpUrl": "/en-us/p/mens-hiker-crew-socks-RLK7MTFG",
      "categoryId": "100620",
      "gender": "men",
      "badge": null,
      "badges": [],
      "rating": {
        "score": 4,
        "reviewsCount": 300
      },
      "price": {
        "currency": "USD",
        "lowCurrent": 31,
        "highCurrent": 31,
        "lowOriginal": 31,
        "highOriginal": 31,
        "onSale": false,
        "percentageDiscount": 0
      },
      "colors": [
        "Desert Tan",
        "Granite Grey",
        "Sunset Coral"
      ],
      "inStock": true
    }
  ],
  "price": {
    "currency": "USD",
    "total": 607.98,
    "totalOriginal": 811
  },
  "allInStock": true
};

const TOPS_SIZE_CHART: SizeChart = {"title": "Tops and jackets", "unit": "in", "sizeLabel": "Size", "columns": [{"key": "chest", "label": "Chest"}, {"key": "waist", "label": "Waist"}], "rows": [{"size": "XS", "measurements": {"chest": {"min": 32, "max": 33.75}, "waist": {"min": 26, "max": 28}}}, {"size": "S", "measurements": {"chest": {"min": 33.75, "max": 37}, "waist": {"min": 28, "max": 31}}}, {"size": "M", "measurements": {"chest": {"min": 37, "max": 40.25}, "waist": {"min": 31, "max": 34.25}}}, {"size": "L", "measurements": {"chest": {"min": 40.25, "max": 43.25}, "waist": {"min": 34.25, "max": 37.5}}}, {"size": "XL", "measurements": {"chest": {"min": 43.25, "max": 46.5}, "waist": {"min": 37.5, "max": 40.5}}}, {"size": "XXL", "measurements": {"chest": {"min": 46.5, "max": 49.5}, "waist": {"min": 40.5, "max": 43.75}}}]};

/** RLSH1001 (Men's Cascade Rain Jacket, a shell under Jackets), with `changes`. */
export const productFixture = (changes: Partial<ProductDetailsAnswer> = {}): ProductDetailsAnswer => ({ ...structuredClone(CASCADE_RAIN_JACKET), ...changes });

/** RLSET002 "Rain-ready hiker": RLSH1001, rain pants, boots and socks. */
export const productSetFixture = (changes: Partial<ProductSetAnswer> = {}): ProductSetAnswer => ({ ...structuredClone(RAIN_READY_HIKER), ...changes });

/** The "tops" chart in inches (RL-US). */
export const sizeChartFixture = (changes: Partial<SizeChart> = {}): SizeChart => ({ ...structuredClone(TOPS_SIZE_CHART), ...changes });
