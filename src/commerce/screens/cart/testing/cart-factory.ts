import type { CartAnswer, CartItemAnswer } from "../../../../../contracts/api/cart.ts";

/**
 * Tests and stories only: cart answers built from a few fields (Hydrogen-style factories), the
 * rest as the reference backend answers them. `cartItem` takes a partial line; `cartAnswer` a
 * partial cart whose totals are summed from its lines unless given.
 */
/** A line's fields, its prices partly. */
export type CartItemFields = Omit<Partial<CartItemAnswer>, "price"> & { price?: Partial<CartItemAnswer["price"]> };
/** A cart's fields, its totals partly. */
export type CartFields = Omit<Partial<CartAnswer>, "totals"> & { totals?: Partial<CartAnswer["totals"]> };

export function cartItem(partial: CartItemFields = {}): CartItemAnswer {
  const qty = partial.qty ?? 1;
  const current = partial.price?.current ?? 100;
  const rowTotal = partial.price?.rowTotal ?? round2(current * qty);
  const productId = partial.productId ?? "RLJK0001B3M";
  const { price: _price, ...rest } = partial;
  return {
    id: "line-1",
    productId,
    masterId: productId.slice(0, 8),
    qty,
    maxQty: 10,
    upc: "012345678905",
    name: "Ridgeline Shell Jacket",
    pdpUrl: `/en-us/p/ridgeline-shell-jacket-${productId}`,
    slug: "ridgeline-shell-jacket",
    isDigitalProduct: false,
    isCustoms: false,
    bonus: false,
    attributes: { color: "Black", size: "M" },
    rating: { score: 4.5, reviewsCount: 12 },
    badge: null,
    shippingOptions: { selected: "standard", storeInfo: null },
    ...rest,
    price: {
      original: partial.price?.original ?? current,
      current,
      rowTotal,
      priceAfterItemDiscount: partial.price?.priceAfterItemDiscount ?? rowTotal,
      priceAfterOrderDiscount: partial.price?.priceAfterOrderDiscount ?? partial.price?.priceAfterItemDiscount ?? rowTotal,
    },
  };
}

export function cartAnswer(partial: CartFields = {}): CartAnswer {
  const items = partial.items ?? [cartItem()];
  const units = items.reduce((sum, item) => sum + item.qty, 0);
  const itemSubTotal = round2(items.reduce((sum, item) => sum + item.price.original * item.qty, 0));
  const itemTotal = round2(items.reduce((sum, item) => sum + item.price.priceAfterItemDiscount, 0));
  const merchandise = round2(items.reduce((sum, item) => sum + item.price.priceAfterOrderDiscount, 0));
  const shipping = partial.totals?.shipping ?? 0;
  const tax = partial.totals?.tax ?? round2((merchandise + shipping) * 0.08);
  const total = round2(merchandise + shipping + tax);
  const { totals, ...rest } = partial;
  return {
    id: "cart-1",
    siteId: "RL-US",
    currency: "USD",
    totalItems: units,
    payment_instruments: [],
    shippingMethods: [],
    couponItems: [],
    orderPromotions: [],
    promoSummary: [],
    flash: [],
    ...rest,
    items,
    totals: {
      total,
      totalDiscount: round2(itemSubTotal - merchandise),
      itemTotal,
      totalWithoutTax: round2(merchandise + shipping),
      shipping,
      tax,
      totalDiscountPercentage: itemSubTotal > 0 ? Math.round(((itemSubTotal - merchandise) * 1000) / itemSubTotal) / 10 : 0,
      remainingToPay: total,
      currency: partial.currency ?? "USD",
      totalUnits: units,
      itemSubTotal,
      netAmount: round2(merchandise + shipping),
      taxAmount: tax,
      appliedRewards: [],
      ...totals,
    },
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
