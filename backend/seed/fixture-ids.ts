/**
 * Well-known records of the commerce seed (`fixtures/commerce/`), for tests and demos: the
 * generator pins these, so they stay put when the rest of the catalogue is regenerated.
 * Variant ids are the style id, a colour letter and a 2-character size code.
 */
export const SEED_IDS = {
  categories: {
    newArrivals: "100100",
    jackets: "100200",
    shells: "100210",
    downJackets: "100220",
    footwear: "100300",
    hikingBoots: "100310",
    trailShoes: "100320",
    packs: "100400",
    daypacks: "100410",
    fleece: "100520",
    hatsAndGloves: "100610",
    socks: "100620",
    giftCards: "100800",
    sale: "100900",
  },
  products: {
    /** "Summit Parka" (down jackets, under jackets): content pages feature it. */
    summitParka: "NF0A3C8D",
    /** On sale (30 % off) in every currency and colour. */
    cascadeRainJacket: "RLSH1001",
    /** Cheap: its variants are the gift-with-purchase. */
    logoBeanie: "RLHT0001",
    /** Digital (is_digital): the e-gift card; sizes are the denominations. */
    eGiftCard: "RLGC0001",
    /** The physical gift card (posted). */
    giftCard: "RLGC0002",
    /** Made to order (is_customs). */
    customDuffel: "RLDF0009",
    /** Every variant out of stock everywhere. */
    discontinued: "RLTN0008",
  },
  variants: {
    /** Summit Parka, Black, M: plenty online and in stores. */
    inStock: "NF0A3C8DKMD",
    /** Summit Parka, Black, L: 2 online. */
    lowStock: "NF0A3C8DKLG",
    /** Summit Parka, Fiery Red, XL: none online, some in Boston (S1001) and Toronto (S1101). */
    onlineOutInStore: "NF0A3C8DRXL",
    /** Summit Parka, Summit Navy, XXL: none anywhere. */
    outEverywhere: "NF0A3C8DN2X",
    /** Ridgeline Logo Beanie, Black, M: the gift of the GWP promotion. */
    gwpGift: "RLHT0001KMD",
    /** E-gift card, Alpenglow design, 50 in the cart's currency. */
    eGift50: "RLGC0001AD2",
  },
  stores: { boston: "S1001", toronto: "S1101", montreal: "S1103", london: "S1201", berlin: "S1301" },
  /** Sign-in emails (all with SEED_PASSWORDS.consumer). */
  consumers: {
    regular: "alex.regular@example.com",
    loyalty: "sam.loyalty@example.com",
    /** Employee who has not accepted the employee discount terms yet. */
    employee: "jordan.employee@example.com",
    /** Employee with terms accepted and 20.00 of the annual cap left. */
    employeeNearCap: "drew.employee@example.com",
    athlete: "riley.athlete@example.com",
    wranx: "taylor.wranx@example.com",
    ipa: "casey.ipa@example.com",
    locked: "pat.locked@example.com",
    lastAttempt: "jamie.lastattempt@example.com",
    canadaFrench: "chloe.quebec@example.com",
    canada: "liam.toronto@example.com",
    britain: "emma.london@example.com",
    germany: "lukas.berlin@example.com",
    /** No phone, birth date, postal code, addresses or cards. */
    partial: "nina.partial@example.com",
  },
  /** Agent login: employee ids, all with SEED_PASSWORDS.employee. */
  employees: { boston: "E1001" },
  promotions: {
    orderPercent: "ORDER10-OVER100",
    productCategory: "PRODUCT20-FLEECE",
    freeShipping: "SHIP-FREE75",
    giftWithPurchase: "GWP-BEANIE150",
    guest: "GUEST-5OFF50",
    registered: "REGISTERED-15OFF200",
    malformedCallout: "PRODUCT5-SOCKS-MALFORMED",
    expired: "ORDER30-SPRING2025",
    scheduled: "ORDER20-NEWYEAR2030",
  },
  coupons: { valid: "WELCOME10", expired: "SUMMER2025", limitReached: "FIRST100", notYetActive: "WINTER2027", amountUsd: "TRAIL15", footwear: "FOOTWEAR15" },
} as const;

/** The published demo passwords (plain text in the seed files, hashed by the loader). */
export const SEED_PASSWORDS = { consumer: "Ridgeline-2026", employee: "Associate-2026" } as const;

/**
 * A moment at which every dated state of the seed holds as described (expired coupon expired,
 * WINTER2027 not yet active, the locked account locked): tests that depend on those states
 * inject it as the backend's clock rather than trusting the wall clock.
 */
export const SEED_REFERENCE_TIME = Date.parse("2026-11-22T12:00:00Z");
