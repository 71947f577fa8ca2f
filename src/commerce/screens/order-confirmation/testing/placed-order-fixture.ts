import type { OrderAnswer } from "../placed-order.ts";

const address = {
  recipientFirstName: "Alex",
  recipientLastName: "Walker",
  addressLine1: "1 Main St",
  addressLine2: null,
  city: "Boulder",
  stateCityProvDept: "CO",
  postalCode: "80302",
  country: "US",
  recipientContactEmail: "alex.walker@example.com",
  recipientContactPhone: "+13035550100",
};

const price = (current: number, qty: number) => ({ original: current, current, rowTotal: current * qty, priceAfterItemDiscount: current * qty, priceAfterOrderDiscount: current * qty });

/** Tests and stories: a guest's order as `PUT /cart/v2/checkout/order` answers it (checked against the contract in its test). */
export const PLACED_ORDER: OrderAnswer = {
  orderNumber: "RL12345678",
  st: "s3cr3t-tracking-secret-0123456789",
  status: "placed",
  channel: "ECOMM",
  siteId: "RL-US",
  currency: "USD",
  email: "alex.walker@example.com",
  createdAt: "2026-11-26T10:00:00.000Z",
  items: [
    { id: "line-1", productId: "NF0A3C8DKMD", masterId: "NF0A3C8D", name: "Summit Parka", upc: "000000000001", qty: 1, price: price(350, 1), attributes: { color: "Black", size: "M" }, isDigitalProduct: false, isCustoms: false, bonus: false, shippingId: "me", shippingMethod: "standard", storeId: null },
    { id: "line-2", productId: "RLHT0001KMD", masterId: "RLHT0001", name: "Ridgeline Logo Beanie", upc: "000000000002", qty: 1, price: price(25, 1), attributes: { color: "Black", size: "M" }, isDigitalProduct: false, isCustoms: false, bonus: false, shippingId: "pickup", shippingMethod: "pickup", storeId: "S1001" },
  ],
  shipments: [
    { shippingId: "me", code: "standard", label: "Standard delivery", deliveryTime: "3-5 business days", price: { amount: 6.95 }, address, storeId: null, itemIds: ["line-1"] },
    { shippingId: "pickup", code: "pickup", label: "Pick up in store", deliveryTime: "same day", price: { amount: 0 }, address: null, storeId: "S1001", itemIds: ["line-2"] },
  ],
  totals: {
    total: 412.15,
    totalDiscount: 0,
    itemTotal: 375,
    totalWithoutTax: 381.95,
    shipping: 6.95,
    tax: 30.2,
    totalDiscountPercentage: 0,
    remainingToPay: 0,
    currency: "USD",
    totalUnits: 2,
    itemSubTotal: 375,
    netAmount: 381.95,
    taxAmount: 30.2,
    appliedRewards: [],
  },
  paymentMethod: {
    code: "CREDIT_CARD",
    instruments: [
      { payment_instrument_id: "pi-1", payment_method_id: "GIFT_CARD", amount: 10, giftCard: { maskedNumber: "************0033", last4: "0033", availableBalance: 0 }, address: null },
      {
        payment_instrument_id: "pi-2",
        payment_method_id: "CREDIT_CARD",
        amount: 402.15,
        card: { brand: "Visa", last4: "1111", maskedNumber: "************1111", expiryMonth: 12, expiryYear: 2030, holder: "Alex Walker", main: false, paymentInstrumentId: null },
        address,
      },
    ],
  },
  billingAddress: address,
  flash: [],
  promoSummary: [],
  inStoreSalesInfo: null,
};
