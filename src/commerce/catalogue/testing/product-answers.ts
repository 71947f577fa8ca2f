import type { ProductDetailsAnswer } from "../../../../contracts/api/products.ts";
import type { InventoryAnswer } from "../catalogue-queries.ts";

/**
 * Tests and stories only: answers of the reference backend (fixtures/commerce) for three
 * well-known products, as GET /products/v2/products/{id}/details and …/inventory gave them on
 * RL-US. Use the factories at the bottom to vary them.
 */

/** RLSH1001: on sale, a price range, BLK S low stock, BLK M in stores only, CRL XXL and GRY S out of stock. */
export const CASCADE_RAIN_JACKET: ProductDetailsAnswer = {
  "id": "RLSH1001",
  "masterId": "RLSH1001",
  "name": "Men's Cascade Rain Jacket",
  "slug": "mens-cascade-rain-jacket",
  "pdpUrl": "/en-us/p/mens-cascade-rain-jacket-RLSH1001",
  "description": "The Men's Cascade Rain Jacket is a 3-layer GORE-TEX Pro shell for everyday storms in the city: waterproof to 20,000 mm and breathable at 20,000 g/m²/24 h, with fully taped seams, pit zips and an adjustable hood. Made with recycled or responsibly sourced materials where we can.",
  "siteId": "RL-US",
  "currency": "USD",
  "category": {
    "id": "100210",
    "name": "Shells",
    "url": "/en-us/c/shells-100210",
    "path": [
      {
        "id": "100200",
        "name": "Jackets",
        "slug": "jackets",
        "url": "/en-us/c/jackets-100200"
      },
      {
        "id": "100210",
        "name": "Shells",
        "slug": "shells",
        "url": "/en-us/c/shells-100210"
      }
    ]
  },
  "gender": "men",
  "badge": "Sale",
  "badges": [
    "Sale"
  ],
  "attributes": [
    {
      "id": "material",
      "label": "Material",
      "value": "3-layer GORE-TEX Pro"
    },
    {
      "id": "waterproofRating",
      "label": "Waterproof rating",
      "value": "20,000 mm"
    },
    {
      "id": "breathability",
      "label": "Breathability",
      "value": "20,000 g/m²/24 h"
    },
    {
      "id": "fit",
      "label": "Fit",
      "value": "Relaxed fit"
    },
    {
      "id": "weight",
      "label": "Weight",
      "value": "520 g"
    }
  ],
  "rating": {
    "score": 3.7,
    "reviewsCount": 1092
  },
  "isDigital": false,
  "isCustoms": false,
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
    {
      "code": "BLU",
      "name": "Lake Blue",
      "orderable": true,
      "availableInStores": true
    },
    {
      "code": "CRL",
      "name": "Sunset Coral",
      "orderable": true,
      "availableInStores": true
    },
    {
      "code": "BLK",
      "name": "Black",
      "orderable": true,
      "availableInStores": true
    },
    {
      "code": "GRY",
      "name": "Granite Grey",
      "orderable": true,
      "availableInStores": true
    }
  ],
  "sizes": [
    {
      "value": "S",
      "orderable": true,
      "availableInStores": true
    },
    {
      "value": "M",
      "orderable": true,
      "availableInStores": true
    },
    {
      "value": "L",
      "orderable": true,
      "availableInStores": true
    },
    {
      "value": "XL",
      "orderable": true,
      "availableInStores": true
    },
    {
      "value": "XXL",
      "orderable": true,
      "availableInStores": true
    }
  ],
  "variants": [
    {
      "productId": "RLSH1001BSM",
      "upc": "196711413823",
      "color": {
        "code": "BLU",
        "name": "Lake Blue"
      },
      "size": "S",
      "price": {
        "currency": "USD",
        "original": 410,
        "current": 286.99,
        "onSale": true,
        "percentageDiscount": 30
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "RLSH1001BMD",
      "upc": "197564357111",
      "color": {
        "code": "BLU",
        "name": "Lake Blue"
      },
      "size": "M",
      "price": {
        "currency": "USD",
        "original": 410,
        "current": 286.99,
        "onSale": true,
        "percentageDiscount": 30
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "RLSH1001BLG",
      "upc": "195432723839",
      "color": {
        "code": "BLU",
        "name": "Lake Blue"
      },
      "size": "L",
      "price": {
        "currency": "USD",
        "original": 410,
        "current": 286.99,
        "onSale": true,
        "percentageDiscount": 30
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "RLSH1001BXL",
      "upc": "196642837521",
      "color": {
        "code": "BLU",
        "name": "Lake Blue"
      },
      "size": "XL",
      "price": {
        "currency": "USD",
        "original": 410,
        "current": 286.99,
        "onSale": true,
        "percentageDiscount": 30
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "RLSH1001B2X",
      "upc": "191447283658",
      "color": {
        "code": "BLU",
        "name": "Lake Blue"
      },
      "size": "XXL",
      "price": {
        "currency": "USD",
        "original": 415,
        "current": 289.99,
        "onSale": true,
        "percentageDiscount": 30.1
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "RLSH1001CSM",
      "upc": "191974763463",
      "color": {
        "code": "CRL",
        "name": "Sunset Coral"
      },
      "size": "S",
      "price": {
        "currency": "USD",
        "original": 410,
        "current": 286.99,
        "onSale": true,
        "percentageDiscount": 30
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "RLSH1001CMD",
      "upc": "198639665445",
      "color": {
        "code": "CRL",
        "name": "Sunset Coral"
      },
      "size": "M",
      "price": {
        "currency": "USD",
        "original": 410,
        "current": 286.99,
        "onSale": true,
        "percentageDiscount": 30
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": false
      }
    },
    {
      "productId": "RLSH1001CLG",
      "upc": "196778837266",
      "color": {
        "code": "CRL",
        "name": "Sunset Coral"
      },
      "size": "L",
      "price": {
        "currency": "USD",
        "original": 410,
        "current": 286.99,
        "onSale": true,
        "percentageDiscount": 30
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "RLSH1001CXL",
      "upc": "197371638106",
      "color": {
        "code": "CRL",
        "name": "Sunset Coral"
      },
      "size": "XL",
      "price": {
        "currency": "USD",
        "original": 410,
        "current": 286.99,
        "onSale": true,
        "percentageDiscount": 30
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "RLSH1001C2X",
      "upc": "191551765576",
      "color": {
        "code": "CRL",
        "name": "Sunset Coral"
      },
      "size": "XXL",
      "price": {
        "currency": "USD",
        "original": 415,
        "current": 289.99,
        "onSale": true,
        "percentageDiscount": 30.1
      },
      "availability": {
        "status": "OUT_OF_STOCK",
        "orderable": false,
        "inStock": false,
        "lowStock": false,
        "availableInStores": false
      }
    },
    {
      "productId": "RLSH1001KSM",
      "upc": "193546583677",
      "color": {
        "code": "BLK",
        "name": "Black"
      },
      "size": "S",
      "price": {
        "currency": "USD",
        "original": 410,
        "current": 286.99,
        "onSale": true,
        "percentageDiscount": 30
      },
      "availability": {
        "status": "LOW_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": true,
        "availableInStores": true
      }
    },
    {
      "productId": "RLSH1001KMD",
      "upc": "194896330942",
      "color": {
        "code": "BLK",
        "name": "Black"
      },
      "size": "M",
      "price": {
        "currency": "USD",
        "original": 410,
        "current": 286.99,
        "onSale": true,
        "percentageDiscount": 30
      },
      "availability": {
        "status": "IN_STORE_ONLY",
        "orderable": false,
        "inStock": false,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "RLSH1001KLG",
      "upc": "196986272071",
      "color": {
        "code": "BLK",
        "name": "Black"
      },
      "size": "L",
      "price": {
        "currency": "USD",
        "original": 410,
        "current": 286.99,
        "onSale": true,
        "percentageDiscount": 30
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "RLSH1001KXL",
      "upc": "191618278834",
      "color": {
        "code": "BLK",
        "name": "Black"
      },
      "size": "XL",
      "price": {
        "currency": "USD",
        "original": 410,
        "current": 286.99,
        "onSale": true,
        "percentageDiscount": 30
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "RLSH1001K2X",
      "upc": "192097790848",
      "color": {
        "code": "BLK",
        "name": "Black"
      },
      "size": "XXL",
      "price": {
        "currency": "USD",
        "original": 415,
        "current": 289.99,
        "onSale": true,
        "percentageDiscount": 30.1
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "RLSH1001YSM",
      "upc": "190757011814",
      "color": {
        "code": "GRY",
        "name": "Granite Grey"
      },
      "size": "S",
      "price": {
        "currency": "USD",
        "original": 410,
        "current": 286.99,
        "onSale": true,
        "percentageDiscount": 30
      },
      "availability": {
        "status": "OUT_OF_STOCK",
        "orderable": false,
        "inStock": false,
        "lowStock": false,
        "availableInStores": false
      }
    },
    {
      "productId": "RLSH1001YMD",
      "upc": "190518360694",
      "color": {
        "code": "GRY",
        "name": "Granite Grey"
      },
      "size": "M",
      "price": {
        "currency": "USD",
        "original": 410,
        "current": 286.99,
        "onSale": true,
        "percentageDiscount": 30
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "RLSH1001YLG",
      "upc": "197022191905",
      "color": {
        "code": "GRY",
        "name": "Granite Grey"
      },
      "size": "L",
      "price": {
        "currency": "USD",
        "original": 410,
        "current": 286.99,
        "onSale": true,
        "percentageDiscount": 30
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "RLSH1001YXL",
      "upc": "195702439262",
      "color": {
        "code": "GRY",
        "name": "Granite Grey"
      },
      "size": "XL",
      "price": {
        "currency": "USD",
        "original": 410,
        "current": 286.99,
        "onSale": true,
        "percentageDiscount": 30
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "RLSH1001Y2X",
      "upc": "195906416298",
      "color": {
        "code": "GRY",
        "name": "Granite Grey"
      },
      "size": "XXL",
      "price": {
        "currency": "USD",
        "original": 415,
        "current": 289.99,
        "onSale": true,
        "percentageDiscount": 30.1
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    }
  ],
  "selectedVariantId": null,
  "availability": {
    "status": "IN_STOCK",
    "orderable": true,
    "availableInStores": true
  }
};

export const CASCADE_RAIN_JACKET_INVENTORY: InventoryAnswer = {
  "productId": "RLSH1001",
  "masterId": "RLSH1001",
  "variants": {
    "RLSH1001B2X": {
      "quantity": 33,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 4
    },
    "RLSH1001BLG": {
      "quantity": 81,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 21
    },
    "RLSH1001BMD": {
      "quantity": 23,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 8
    },
    "RLSH1001BSM": {
      "quantity": 37,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 12
    },
    "RLSH1001BXL": {
      "quantity": 36,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 8
    },
    "RLSH1001C2X": {
      "quantity": 0,
      "inStock": false,
      "lowStock": false,
      "status": "OUT_OF_STOCK",
      "storeQuantity": 0
    },
    "RLSH1001CLG": {
      "quantity": 12,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 11
    },
    "RLSH1001CMD": {
      "quantity": 8,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 0
    },
    "RLSH1001CSM": {
      "quantity": 75,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 11
    },
    "RLSH1001CXL": {
      "quantity": 96,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 8
    },
    "RLSH1001K2X": {
      "quantity": 117,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 1
    },
    "RLSH1001KLG": {
      "quantity": 43,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 15
    },
    "RLSH1001KMD": {
      "quantity": 0,
      "inStock": false,
      "lowStock": false,
      "status": "IN_STORE_ONLY",
      "storeQuantity": 4
    },
    "RLSH1001KSM": {
      "quantity": 2,
      "inStock": true,
      "lowStock": true,
      "status": "LOW_STOCK",
      "storeQuantity": 9
    },
    "RLSH1001KXL": {
      "quantity": 56,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 4
    },
    "RLSH1001Y2X": {
      "quantity": 18,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 7
    },
    "RLSH1001YLG": {
      "quantity": 55,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 9
    },
    "RLSH1001YMD": {
      "quantity": 79,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 4
    },
    "RLSH1001YSM": {
      "quantity": 0,
      "inStock": false,
      "lowStock": false,
      "status": "OUT_OF_STOCK",
      "storeQuantity": 0
    },
    "RLSH1001YXL": {
      "quantity": 29,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 15
    }
  },
  "totalQuantity": 800
};

/** NF0A3C8D: full price, badge "Best seller". */
export const SUMMIT_PARKA: ProductDetailsAnswer = {
  "id": "NF0A3C8D",
  "masterId": "NF0A3C8D",
  "name": "Summit Parka",
  "slug": "summit-parka",
  "pdpUrl": "/en-us/p/summit-parka-NF0A3C8D",
  "description": "The Summit Parka is insulated with 700-fill 100% recycled down under a recycled nylon ripstop shell, for bitter winter mornings. Made with recycled or responsibly sourced materials where we can.",
  "siteId": "RL-US",
  "currency": "USD",
  "category": {
    "id": "100220",
    "name": "Down jackets",
    "url": "/en-us/c/down-jackets-100220",
    "path": [
      {
        "id": "100200",
        "name": "Jackets",
        "slug": "jackets",
        "url": "/en-us/c/jackets-100200"
      },
      {
        "id": "100220",
        "name": "Down jackets",
        "slug": "down-jackets",
        "url": "/en-us/c/down-jackets-100220"
      }
    ]
  },
  "gender": "unisex",
  "badge": "Best seller",
  "badges": [
    "Best seller"
  ],
  "attributes": [
    {
      "id": "material",
      "label": "Material",
      "value": "Recycled nylon ripstop"
    },
    {
      "id": "insulation",
      "label": "Insulation",
      "value": "700-fill 100% recycled down"
    },
    {
      "id": "waterproofRating",
      "label": "Waterproof rating",
      "value": "Water-repellent (DWR)"
    },
    {
      "id": "warmth",
      "label": "Warmth",
      "value": "5/5"
    },
    {
      "id": "fit",
      "label": "Fit",
      "value": "Regular fit"
    },
    {
      "id": "weight",
      "label": "Weight",
      "value": "1,050 g"
    }
  ],
  "rating": {
    "score": 4.6,
    "reviewsCount": 570
  },
  "isDigital": false,
  "isCustoms": false,
  "price": {
    "currency": "USD",
    "lowCurrent": 350,
    "highCurrent": 355,
    "lowOriginal": 350,
    "highOriginal": 355,
    "onSale": false,
    "percentageDiscount": 0
  },
  "colors": [
    {
      "code": "BLK",
      "name": "Black",
      "orderable": true,
      "availableInStores": true
    },
    {
      "code": "NVY",
      "name": "Summit Navy",
      "orderable": true,
      "availableInStores": true
    },
    {
      "code": "RED",
      "name": "Fiery Red",
      "orderable": true,
      "availableInStores": true
    }
  ],
  "sizes": [
    {
      "value": "XS",
      "orderable": true,
      "availableInStores": true
    },
    {
      "value": "S",
      "orderable": true,
      "availableInStores": true
    },
    {
      "value": "M",
      "orderable": true,
      "availableInStores": true
    },
    {
      "value": "L",
      "orderable": true,
      "availableInStores": true
    },
    {
      "value": "XL",
      "orderable": true,
      "availableInStores": true
    },
    {
      "value": "XXL",
      "orderable": true,
      "availableInStores": true
    }
  ],
  "variants": [
    {
      "productId": "NF0A3C8DKXS",
      "upc": "195213114702",
      "color": {
        "code": "BLK",
        "name": "Black"
      },
      "size": "XS",
      "price": {
        "currency": "USD",
        "original": 350,
        "current": 350,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "NF0A3C8DKSM",
      "upc": "191853445138",
      "color": {
        "code": "BLK",
        "name": "Black"
      },
      "size": "S",
      "price": {
        "currency": "USD",
        "original": 350,
        "current": 350,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "NF0A3C8DKMD",
      "upc": "195252762360",
      "color": {
        "code": "BLK",
        "name": "Black"
      },
      "size": "M",
      "price": {
        "currency": "USD",
        "original": 350,
        "current": 350,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "NF0A3C8DKLG",
      "upc": "194973496837",
      "color": {
        "code": "BLK",
        "name": "Black"
      },
      "size": "L",
      "price": {
        "currency": "USD",
        "original": 350,
        "current": 350,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "LOW_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": true,
        "availableInStores": true
      }
    },
    {
      "productId": "NF0A3C8DKXL",
      "upc": "195185624247",
      "color": {
        "code": "BLK",
        "name": "Black"
      },
      "size": "XL",
      "price": {
        "currency": "USD",
        "original": 350,
        "current": 350,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "NF0A3C8DK2X",
      "upc": "198892059739",
      "color": {
        "code": "BLK",
        "name": "Black"
      },
      "size": "XXL",
      "price": {
        "currency": "USD",
        "original": 355,
        "current": 355,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "LOW_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": true,
        "availableInStores": true
      }
    },
    {
      "productId": "NF0A3C8DNXS",
      "upc": "198657907299",
      "color": {
        "code": "NVY",
        "name": "Summit Navy"
      },
      "size": "XS",
      "price": {
        "currency": "USD",
        "original": 350,
        "current": 350,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "NF0A3C8DNSM",
      "upc": "190727670867",
      "color": {
        "code": "NVY",
        "name": "Summit Navy"
      },
      "size": "S",
      "price": {
        "currency": "USD",
        "original": 350,
        "current": 350,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "LOW_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": true,
        "availableInStores": true
      }
    },
    {
      "productId": "NF0A3C8DNMD",
      "upc": "196630988198",
      "color": {
        "code": "NVY",
        "name": "Summit Navy"
      },
      "size": "M",
      "price": {
        "currency": "USD",
        "original": 350,
        "current": 350,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "NF0A3C8DNLG",
      "upc": "194208091257",
      "color": {
        "code": "NVY",
        "name": "Summit Navy"
      },
      "size": "L",
      "price": {
        "currency": "USD",
        "original": 350,
        "current": 350,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "NF0A3C8DNXL",
      "upc": "195493154634",
      "color": {
        "code": "NVY",
        "name": "Summit Navy"
      },
      "size": "XL",
      "price": {
        "currency": "USD",
        "original": 350,
        "current": 350,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "LOW_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": true,
        "availableInStores": true
      }
    },
    {
      "productId": "NF0A3C8DN2X",
      "upc": "195657272976",
      "color": {
        "code": "NVY",
        "name": "Summit Navy"
      },
      "size": "XXL",
      "price": {
        "currency": "USD",
        "original": 355,
        "current": 355,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "OUT_OF_STOCK",
        "orderable": false,
        "inStock": false,
        "lowStock": false,
        "availableInStores": false
      }
    },
    {
      "productId": "NF0A3C8DRXS",
      "upc": "199097889824",
      "color": {
        "code": "RED",
        "name": "Fiery Red"
      },
      "size": "XS",
      "price": {
        "currency": "USD",
        "original": 350,
        "current": 350,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "NF0A3C8DRSM",
      "upc": "191887313748",
      "color": {
        "code": "RED",
        "name": "Fiery Red"
      },
      "size": "S",
      "price": {
        "currency": "USD",
        "original": 350,
        "current": 350,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "NF0A3C8DRMD",
      "upc": "191395503075",
      "color": {
        "code": "RED",
        "name": "Fiery Red"
      },
      "size": "M",
      "price": {
        "currency": "USD",
        "original": 350,
        "current": 350,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "NF0A3C8DRLG",
      "upc": "193721058754",
      "color": {
        "code": "RED",
        "name": "Fiery Red"
      },
      "size": "L",
      "price": {
        "currency": "USD",
        "original": 350,
        "current": 350,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "LOW_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": true,
        "availableInStores": true
      }
    },
    {
      "productId": "NF0A3C8DRXL",
      "upc": "197684069253",
      "color": {
        "code": "RED",
        "name": "Fiery Red"
      },
      "size": "XL",
      "price": {
        "currency": "USD",
        "original": 350,
        "current": 350,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "IN_STORE_ONLY",
        "orderable": false,
        "inStock": false,
        "lowStock": false,
        "availableInStores": true
      }
    },
    {
      "productId": "NF0A3C8DR2X",
      "upc": "193227066291",
      "color": {
        "code": "RED",
        "name": "Fiery Red"
      },
      "size": "XXL",
      "price": {
        "currency": "USD",
        "original": 355,
        "current": 355,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "IN_STOCK",
        "orderable": true,
        "inStock": true,
        "lowStock": false,
        "availableInStores": true
      }
    }
  ],
  "selectedVariantId": null,
  "availability": {
    "status": "IN_STOCK",
    "orderable": true,
    "availableInStores": true
  }
};

export const SUMMIT_PARKA_INVENTORY: InventoryAnswer = {
  "productId": "NF0A3C8D",
  "masterId": "NF0A3C8D",
  "variants": {
    "NF0A3C8DK2X": {
      "quantity": 2,
      "inStock": true,
      "lowStock": true,
      "status": "LOW_STOCK",
      "storeQuantity": 2
    },
    "NF0A3C8DKLG": {
      "quantity": 2,
      "inStock": true,
      "lowStock": true,
      "status": "LOW_STOCK",
      "storeQuantity": 1
    },
    "NF0A3C8DKMD": {
      "quantity": 40,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 13
    },
    "NF0A3C8DKSM": {
      "quantity": 105,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 11
    },
    "NF0A3C8DKXL": {
      "quantity": 105,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 4
    },
    "NF0A3C8DKXS": {
      "quantity": 16,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 18
    },
    "NF0A3C8DN2X": {
      "quantity": 0,
      "inStock": false,
      "lowStock": false,
      "status": "OUT_OF_STOCK",
      "storeQuantity": 0
    },
    "NF0A3C8DNLG": {
      "quantity": 59,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 15
    },
    "NF0A3C8DNMD": {
      "quantity": 79,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 11
    },
    "NF0A3C8DNSM": {
      "quantity": 2,
      "inStock": true,
      "lowStock": true,
      "status": "LOW_STOCK",
      "storeQuantity": 9
    },
    "NF0A3C8DNXL": {
      "quantity": 1,
      "inStock": true,
      "lowStock": true,
      "status": "LOW_STOCK",
      "storeQuantity": 10
    },
    "NF0A3C8DNXS": {
      "quantity": 15,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 15
    },
    "NF0A3C8DR2X": {
      "quantity": 57,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 10
    },
    "NF0A3C8DRLG": {
      "quantity": 1,
      "inStock": true,
      "lowStock": true,
      "status": "LOW_STOCK",
      "storeQuantity": 13
    },
    "NF0A3C8DRMD": {
      "quantity": 51,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 8
    },
    "NF0A3C8DRSM": {
      "quantity": 38,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 7
    },
    "NF0A3C8DRXL": {
      "quantity": 0,
      "inStock": false,
      "lowStock": false,
      "status": "IN_STORE_ONLY",
      "storeQuantity": 3
    },
    "NF0A3C8DRXS": {
      "quantity": 19,
      "inStock": true,
      "lowStock": false,
      "status": "IN_STOCK",
      "storeQuantity": 12
    }
  },
  "totalQuantity": 592
};

/** RLTN0008: out of stock everywhere (online and in stores). */
export const ALPINE_BIVY_SHELTER: ProductDetailsAnswer = {
  "id": "RLTN0008",
  "masterId": "RLTN0008",
  "name": "Alpine Bivy Shelter",
  "slug": "alpine-bivy-shelter",
  "pdpUrl": "/en-us/p/alpine-bivy-shelter-RLTN0008",
  "description": "The Alpine Bivy Shelter is a 3-season tent with DAC aluminium poles and a 5,000 mm fly, for storm-prone mountain camps. Designed and tested in the mountains.",
  "siteId": "RL-US",
  "currency": "USD",
  "category": {
    "id": "100710",
    "name": "Tents",
    "url": "/en-us/c/tents-100710",
    "path": [
      {
        "id": "100700",
        "name": "Camping",
        "slug": "camping",
        "url": "/en-us/c/camping-100700"
      },
      {
        "id": "100710",
        "name": "Tents",
        "slug": "tents",
        "url": "/en-us/c/tents-100710"
      }
    ]
  },
  "gender": "unisex",
  "badge": null,
  "badges": [],
  "attributes": [
    {
      "id": "waterproofRating",
      "label": "Waterproof rating",
      "value": "5,000 mm fly"
    },
    {
      "id": "seasons",
      "label": "Seasons",
      "value": "3-season"
    },
    {
      "id": "doors",
      "label": "Doors",
      "value": "2"
    },
    {
      "id": "poles",
      "label": "Poles",
      "value": "DAC aluminium"
    },
    {
      "id": "packedWeight",
      "label": "Packed weight",
      "value": "2.5 kg"
    }
  ],
  "rating": {
    "score": 4.2,
    "reviewsCount": 12
  },
  "isDigital": false,
  "isCustoms": false,
  "price": {
    "currency": "USD",
    "lowCurrent": 585,
    "highCurrent": 585,
    "lowOriginal": 585,
    "highOriginal": 585,
    "onSale": false,
    "percentageDiscount": 0
  },
  "colors": [
    {
      "code": "CRL",
      "name": "Sunset Coral",
      "orderable": false,
      "availableInStores": false
    },
    {
      "code": "BLK",
      "name": "Black",
      "orderable": false,
      "availableInStores": false
    }
  ],
  "sizes": [
    {
      "value": "1P",
      "orderable": false,
      "availableInStores": false
    },
    {
      "value": "2P",
      "orderable": false,
      "availableInStores": false
    },
    {
      "value": "3P",
      "orderable": false,
      "availableInStores": false
    },
    {
      "value": "4P",
      "orderable": false,
      "availableInStores": false
    }
  ],
  "variants": [
    {
      "productId": "RLTN0008C1P",
      "upc": "192054282775",
      "color": {
        "code": "CRL",
        "name": "Sunset Coral"
      },
      "size": "1P",
      "price": {
        "currency": "USD",
        "original": 585,
        "current": 585,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "OUT_OF_STOCK",
        "orderable": false,
        "inStock": false,
        "lowStock": false,
        "availableInStores": false
      }
    },
    {
      "productId": "RLTN0008C2P",
      "upc": "199454648361",
      "color": {
        "code": "CRL",
        "name": "Sunset Coral"
      },
      "size": "2P",
      "price": {
        "currency": "USD",
        "original": 585,
        "current": 585,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "OUT_OF_STOCK",
        "orderable": false,
        "inStock": false,
        "lowStock": false,
        "availableInStores": false
      }
    },
    {
      "productId": "RLTN0008C3P",
      "upc": "197959849207",
      "color": {
        "code": "CRL",
        "name": "Sunset Coral"
      },
      "size": "3P",
      "price": {
        "currency": "USD",
        "original": 585,
        "current": 585,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "OUT_OF_STOCK",
        "orderable": false,
        "inStock": false,
        "lowStock": false,
        "availableInStores": false
      }
    },
    {
      "productId": "RLTN0008C4P",
      "upc": "198977845646",
      "color": {
        "code": "CRL",
        "name": "Sunset Coral"
      },
      "size": "4P",
      "price": {
        "currency": "USD",
        "original": 585,
        "current": 585,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "OUT_OF_STOCK",
        "orderable": false,
        "inStock": false,
        "lowStock": false,
        "availableInStores": false
      }
    },
    {
      "productId": "RLTN0008K1P",
      "upc": "196472455186",
      "color": {
        "code": "BLK",
        "name": "Black"
      },
      "size": "1P",
      "price": {
        "currency": "USD",
        "original": 585,
        "current": 585,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "OUT_OF_STOCK",
        "orderable": false,
        "inStock": false,
        "lowStock": false,
        "availableInStores": false
      }
    },
    {
      "productId": "RLTN0008K2P",
      "upc": "192510187859",
      "color": {
        "code": "BLK",
        "name": "Black"
      },
      "size": "2P",
      "price": {
        "currency": "USD",
        "original": 585,
        "current": 585,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "OUT_OF_STOCK",
        "orderable": false,
        "inStock": false,
        "lowStock": false,
        "availableInStores": false
      }
    },
    {
      "productId": "RLTN0008K3P",
      "upc": "190372885883",
      "color": {
        "code": "BLK",
        "name": "Black"
      },
      "size": "3P",
      "price": {
        "currency": "USD",
        "original": 585,
        "current": 585,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "OUT_OF_STOCK",
        "orderable": false,
        "inStock": false,
        "lowStock": false,
        "availableInStores": false
      }
    },
    {
      "productId": "RLTN0008K4P",
      "upc": "193550813722",
      "color": {
        "code": "BLK",
        "name": "Black"
      },
      "size": "4P",
      "price": {
        "currency": "USD",
        "original": 585,
        "current": 585,
        "onSale": false,
        "percentageDiscount": 0
      },
      "availability": {
        "status": "OUT_OF_STOCK",
        "orderable": false,
        "inStock": false,
        "lowStock": false,
        "availableInStores": false
      }
    }
  ],
  "selectedVariantId": null,
  "availability": {
    "status": "OUT_OF_STOCK",
    "orderable": false,
    "availableInStores": false
  }
};

export const ALPINE_BIVY_SHELTER_INVENTORY: InventoryAnswer = {
  "productId": "RLTN0008",
  "masterId": "RLTN0008",
  "variants": {
    "RLTN0008C1P": {
      "quantity": 0,
      "inStock": false,
      "lowStock": false,
      "status": "OUT_OF_STOCK",
      "storeQuantity": 0
    },
    "RLTN0008C2P": {
      "quantity": 0,
      "inStock": false,
      "lowStock": false,
      "status": "OUT_OF_STOCK",
      "storeQuantity": 0
    },
    "RLTN0008C3P": {
      "quantity": 0,
      "inStock": false,
      "lowStock": false,
      "status": "OUT_OF_STOCK",
      "storeQuantity": 0
    },
    "RLTN0008C4P": {
      "quantity": 0,
      "inStock": false,
      "lowStock": false,
      "status": "OUT_OF_STOCK",
      "storeQuantity": 0
    },
    "RLTN0008K1P": {
      "quantity": 0,
      "inStock": false,
      "lowStock": false,
      "status": "OUT_OF_STOCK",
      "storeQuantity": 0
    },
    "RLTN0008K2P": {
      "quantity": 0,
      "inStock": false,
      "lowStock": false,
      "status": "OUT_OF_STOCK",
      "storeQuantity": 0
    },
    "RLTN0008K3P": {
      "quantity": 0,
      "inStock": false,
      "lowStock": false,
      "status": "OUT_OF_STOCK",
      "storeQuantity": 0
    },
    "RLTN0008K4P": {
      "quantity": 0,
      "inStock": false,
      "lowStock": false,
      "status": "OUT_OF_STOCK",
      "storeQuantity": 0
    }
  },
  "totalQuantity": 0
};
