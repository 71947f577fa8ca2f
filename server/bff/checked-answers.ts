import { z } from "zod";
import { consumerProfileAnswer, employeeTermsAnswer, newsletterConfirmationAnswer, newsletterSignupAnswer, smsSubscriptionAnswer } from "../../contracts/api/consumer.ts";
import { answerSchemas } from "../../src/commerce/api/answer-schemas.ts";

/** A call the proxy passes on, and the contract its success answer must meet. */
export interface CheckedAnswer {
  call: RegExp;
  answer: z.core.$ZodType;
}

const ID = "[^/]+";
const rule = (method: string, path: string, answer: z.core.$ZodType): CheckedAnswer => ({ call: new RegExp(`^(${method}) ${path}$`), answer });
const { checkoutCartAnswer, productDetailsAnswer, productSearchAnswer, autoSuggestAnswer, inventoryAnswer, availabilityAnswer } = answerSchemas;
const { addressValidationAnswer, giftCardBalanceAnswer, orderAnswer, paymentMethodsAnswer, paymentSessionAnswer, shippingMethodsAnswer, savedForLaterAnswer } = answerSchemas;

/**
 * Every Cart answer is checked as the checkout calls' Cart (`checkoutCartAnswer`: the cart
 * contract with its shipments and payment instruments spelled out), whichever call answers it:
 * the reference backend answers every cart so (backend/checkout/order-read-back.test.ts), and
 * the cart and checkout screens share the one cart they get (the header's cart query), reading
 * its shipments and instruments.
 */
export const CHECKED_CART_ANSWERS = new Map<z.core.$ZodType, z.core.$ZodType>([
  [answerSchemas.cartAnswer, checkoutCartAnswer],
  [answerSchemas.savedForLaterWithCartAnswer, answerSchemas.savedForLaterWithCartAnswer.extend({ cart: checkoutCartAnswer })],
]);
const cartAnswer = CHECKED_CART_ANSWERS.get(answerSchemas.cartAnswer)!;
const savedForLaterWithCartAnswer = CHECKED_CART_ANSWERS.get(answerSchemas.savedForLaterWithCartAnswer)!;

/**
 * Success answers the BFF checks against their contracts before page scripts get them: shoppers'
 * browsers trust the answers of their own origin and ship no schema code (decision 0013,
 * `answersCheckedByBff`). An answer off its contract is a 502 GEN500 (the shopper sees the general
 * message), logged. Every call the screens make is here (bff.test.ts checks the cart, saved-for-later
 * and checkout calls of the commerce client against this list).
 */
export const CHECKED_ANSWERS: readonly CheckedAnswer[] = [
  // ---- products (product page, grid, search, quickshop)
  rule("GET", `/products/v2/products/${ID}/details`, productDetailsAnswer),
  rule("GET", `/products/v2/products/${ID}/inventory`, inventoryAnswer),
  rule("POST", `/products/v1/products/${ID}/availability`, availabilityAnswer),
  rule("GET", `/products/v2/products/${ID}/productSets`, answerSchemas.productSetsAnswer),
  rule("GET", `/products/v2/products/${ID}/productSet`, answerSchemas.productSetAnswer),
  rule("GET", "/products/v2/catalog", answerSchemas.catalogAnswer),
  rule("PUT", "/products/v1/notifications", answerSchemas.stockNotificationAnswer),
  rule("GET", "/products/v1/widgetRecommendations", answerSchemas.widgetRecommendationsAnswer),
  rule("GET", "/products/v2/search/productSearch", productSearchAnswer),
  rule("GET", "/products/v2/search/autoSuggest", autoSuggestAnswer),
  // ---- reviews and questions
  rule("GET", `/products/v1/products/${ID}/reviews`, answerSchemas.reviewsAnswer),
  rule("POST", `/products/v1/products/${ID}/reviews`, answerSchemas.writeReviewAnswer),
  rule("POST", `/products/v1/products/${ID}/review/${ID}/flag`, answerSchemas.flagReviewAnswer),
  rule("POST", `/products/v1/products/${ID}/review/${ID}/vote`, answerSchemas.reviewVoteAnswer),
  rule("POST", `/products/v1/review/${ID}/translate`, answerSchemas.translateReviewAnswer),
  rule("GET", `/products/v1/products/${ID}/reviews/questions`, answerSchemas.questionsAnswer),
  rule("POST", `/products/v1/products/${ID}/reviews/questions`, answerSchemas.askQuestionAnswer),
  rule("POST", `/products/v1/products/${ID}/review/${ID}/questions/vote`, answerSchemas.answerVoteAnswer),
  // ---- the cart core (add to cart, mini cart, header count, the cart page)
  rule("POST", "/cart/v1/cart", cartAnswer),
  rule("POST", "/cart/v1/cartWithItem", cartAnswer),
  rule("POST", "/cart/v1/reserveWithItem", cartAnswer),
  rule("GET|PUT", `/cart/v1/cart/${ID}`, cartAnswer),
  rule("PUT", `/cart/v1/cart/${ID}/item`, cartAnswer),
  rule("POST|DELETE", "/cart/v1/item", cartAnswer),
  rule("PUT|DELETE", "/cart/v1/coupon", cartAnswer),
  // ---- saved for later (the cart page)
  rule("PUT", "/cart/v2/saveForLater", savedForLaterWithCartAnswer),
  rule("POST", `/cart/v2/cart/${ID}/saveForLater`, savedForLaterWithCartAnswer),
  rule("DELETE", `/cart/v2/saveForLater/${ID}/items/${ID}`, savedForLaterAnswer),
  rule("GET", "/wishlists/v2/saveForLater", savedForLaterAnswer),
  // ---- checkout (addresses, shipping, payment, the order and its confirmation)
  rule("POST|DELETE", `/cart/v2/cart/${ID}/shippingAddress`, cartAnswer),
  rule("POST", `/cart/v1/cart/${ID}/shippingAddress/validation`, addressValidationAnswer),
  rule("POST|DELETE", `/cart/v1/cart/${ID}/billingAddress`, cartAnswer),
  rule("GET", `/cart/v1/cart/${ID}/shippingMethod/${ID}`, shippingMethodsAnswer),
  rule("POST", "/cart/v1/shippingMethod", cartAnswer),
  rule("GET", `/cart/v1/cart/${ID}/paymentMethods`, paymentMethodsAnswer),
  rule("POST|DELETE", `/cart/v1/cart/${ID}/paymentInstruments`, cartAnswer),
  rule("PUT", `/cart/v1/cart/${ID}/reward`, cartAnswer),
  rule("POST", "/cart/v1/giftcard/balance", giftCardBalanceAnswer),
  rule("GET", "/cart/v1/paymentSession", paymentSessionAnswer),
  rule("POST", "/cart/v1/cart/prepareOrder", cartAnswer),
  rule("PUT", "/cart/v2/checkout/order", orderAnswer),
  rule("GET|PATCH", `/cart/v2/checkout/order/${ID}`, orderAnswer),
  // ---- stores and favourites (pickup in store, the heart)
  rule("POST", "/stores/v1/search", answerSchemas.storeSearchAnswer),
  rule("GET", "/consumers-v3/utilities/stores", answerSchemas.storeListAnswer),
  rule("GET|POST", "/wishlists/v2/favorites", answerSchemas.favoritesAnswer),
  rule("DELETE", `/wishlists/v2/favorites/${ID}/items/${ID}`, answerSchemas.favoritesAnswer),
  // ---- the newsletter and SMS signup's consumer calls
  rule("GET|PUT", "/consumers-v3/consumer", consumerProfileAnswer),
  // A guest's newsletter signup, or a member's profile.
  rule("POST", "/consumers-v3/consumer", z.union([newsletterSignupAnswer, consumerProfileAnswer])),
  rule("GET|POST|PUT", "/consumers-v3/consumer/subscription", smsSubscriptionAnswer),
  rule("POST", "/consumers-v3/consumer/subscription/confirm", newsletterConfirmationAnswer),
  // ---- the employee terms dialog after an employee's sign-in
  rule("POST", "/consumers-v3/consumer/employee/terms", employeeTermsAnswer),
  // ---- identity and the account screens
  rule("GET", "/consumers-v3/consumer/lookup", answerSchemas.consumerLookupAnswer),
  rule("POST", "/consumers-v3/auth/signup", answerSchemas.signupAnswer),
  rule("POST", "/consumers-v3/confirmforgotpassword", answerSchemas.forgotPasswordAnswer),
  rule("POST", "/consumers-v3/consumer/resetpassword", answerSchemas.resetPasswordAnswer),
  rule("POST", "/consumers-v3/consumer/changepassword", answerSchemas.changePasswordAnswer),
  rule("POST", "/consumers-v3/consumer/address", answerSchemas.accountAddressAnswer),
  rule("PUT", `/consumers-v3/consumer/address/${ID}`, answerSchemas.accountAddressAnswer),
  rule("DELETE", `/consumers-v3/consumer/address/${ID}`, answerSchemas.accountAddressesAnswer),
  rule("GET", "/consumers-v3/consumer/payment_instruments", answerSchemas.savedPaymentInstrumentsAnswer),
  rule("PATCH", `/consumers-v3/consumer/payment_instruments/${ID}`, answerSchemas.savedPaymentInstrumentAnswer),
  rule("DELETE", `/consumers-v3/consumer/payment_instruments/${ID}`, answerSchemas.savedPaymentInstrumentsAnswer),
  rule("POST", "/consumers-v3/consumer/purchasehistory", answerSchemas.purchaseHistoryAnswer),
  rule("GET", `/consumers-v3/consumer/purchase/${ID}`, answerSchemas.orderDetailsAnswer),
  rule("POST", "/consumers-v3/consumer/TrackOrder", answerSchemas.trackOrderAnswer),
  rule("POST", "/consumers-v3/consumer/CancelOrder", answerSchemas.cancelOrderAnswer),
  rule("GET", "/consumers-v3/consumer/loyalty/vouchers", answerSchemas.loyaltyVouchersAnswer),
  rule("GET", "/consumers-v3/consumer/loyalty/promo/welcome", answerSchemas.welcomePromoAnswer),
  rule("POST", "/consumers-v3/consumer/resendGiftCardEmail", answerSchemas.giftCardEmailResendAnswer),
  rule("GET", "/consumers-v3/contactus/categorySubject", answerSchemas.contactUsCategoriesAnswer),
  rule("POST", "/consumers-v3/contactus", answerSchemas.contactUsCaseAnswer),
  rule("POST", "/consumers-v3/consumer/warranty", answerSchemas.warrantyCaseAnswer),
  rule("POST", `/wishlists/v2/favorites/${ID}/share`, answerSchemas.shareFavoritesAnswer),
  rule("GET", `/wishlists/v2/favorites/${ID}/share`, answerSchemas.sharedFavoritesAnswer),
];
