import { accountAddressAnswer, accountAddressesAnswer, consumerLookupAnswer, contactUsCaseAnswer, contactUsCategoriesAnswer, employeeTermsAnswer, giftCardEmailResendAnswer, loyaltyTokenAnswer, loyaltyVouchersAnswer, notificationSettingsAnswer, savedPaymentInstrumentAnswer, savedPaymentInstrumentsAnswer, userDataAnswer, warrantyCaseAnswer, welcomePromoAnswer } from "../../../contracts/api/consumer.ts";
import { changePasswordAnswer, forgotPasswordAnswer, resetPasswordAnswer, signupAnswer } from "../../../contracts/api/auth.ts";
import { cartAnswer } from "../../../contracts/api/cart.ts";
import { deviceFingerprintAnswer, savedForLaterAnswer, savedForLaterWithCartAnswer } from "../../../contracts/api/saved-for-later.ts";
import { addressValidationAnswer, checkoutCartAnswer, giftCardBalanceAnswer, orderAnswer, paymentMethodsAnswer, paymentSessionAnswer, shippingMethodsAnswer } from "../../../contracts/api/checkout.ts";
import { cancelOrderAnswer, orderDetailsAnswer, purchaseHistoryAnswer, trackOrderAnswer } from "../../../contracts/api/orders.ts";
import { autoSuggestAnswer, availabilityAnswer, catalogAnswer, inventoryAnswer, productDetailsAnswer, productSearchAnswer, productSetAnswer, productSetsAnswer, stockNotificationAnswer, widgetRecommendationsAnswer } from "../../../contracts/api/products.ts";
import { answerVoteAnswer, askQuestionAnswer, flagReviewAnswer, questionsAnswer, reviewsAnswer, reviewVoteAnswer, translateReviewAnswer, writeReviewAnswer } from "../../../contracts/api/products-reviews.ts";
import { collectionPointsAnswer, countryListAnswer, regionalTextsAnswer, storeEmployeesAnswer, storeListAnswer, storeSearchAnswer } from "../../../contracts/api/stores.ts";
import { favoritesAnswer, shareFavoritesAnswer, sharedFavoritesAnswer } from "../../../contracts/api/wishlists.ts";
import { associateSignInAnswer, sessionAnswer, signInAnswer, signOutAnswer } from "./session-answers.ts";

/**
 * The contract of every answer the commerce client reads, by the name its calls use. The server
 * and tests make clients that check answers against them; shoppers' browsers make clients that
 * trust the BFF's checked answers instead (`answersCheckedByBff`, answer-checks.ts) and never
 * load this module (decision 0013).
 */
export const answerSchemas = {
  accountAddressAnswer,
  accountAddressesAnswer,
  consumerLookupAnswer,
  contactUsCaseAnswer,
  contactUsCategoriesAnswer,
  employeeTermsAnswer,
  giftCardEmailResendAnswer,
  loyaltyTokenAnswer,
  loyaltyVouchersAnswer,
  notificationSettingsAnswer,
  savedPaymentInstrumentAnswer,
  savedPaymentInstrumentsAnswer,
  userDataAnswer,
  warrantyCaseAnswer,
  welcomePromoAnswer,
  changePasswordAnswer,
  forgotPasswordAnswer,
  resetPasswordAnswer,
  signupAnswer,
  cartAnswer,
  deviceFingerprintAnswer,
  savedForLaterAnswer,
  savedForLaterWithCartAnswer,
  addressValidationAnswer,
  checkoutCartAnswer,
  giftCardBalanceAnswer,
  orderAnswer,
  paymentMethodsAnswer,
  paymentSessionAnswer,
  shippingMethodsAnswer,
  cancelOrderAnswer,
  orderDetailsAnswer,
  purchaseHistoryAnswer,
  trackOrderAnswer,
  autoSuggestAnswer,
  availabilityAnswer,
  catalogAnswer,
  inventoryAnswer,
  productDetailsAnswer,
  productSearchAnswer,
  productSetAnswer,
  productSetsAnswer,
  stockNotificationAnswer,
  widgetRecommendationsAnswer,
  answerVoteAnswer,
  askQuestionAnswer,
  flagReviewAnswer,
  questionsAnswer,
  reviewsAnswer,
  reviewVoteAnswer,
  translateReviewAnswer,
  writeReviewAnswer,
  collectionPointsAnswer,
  countryListAnswer,
  regionalTextsAnswer,
  storeEmployeesAnswer,
  storeListAnswer,
  storeSearchAnswer,
  favoritesAnswer,
  shareFavoritesAnswer,
  sharedFavoritesAnswer,
  associateSignInAnswer,
  sessionAnswer,
  signInAnswer,
  signOutAnswer,
};
