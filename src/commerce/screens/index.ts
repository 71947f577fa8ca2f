import type { AnyBlockDefinition } from "../../registry/define-block.ts";
import { productDetailsBlock } from "./product-details/index.ts";
import { productReviewsBlock } from "./product-reviews/index.ts";
import { productQuestionsBlock } from "./product-questions/index.ts";
import { productInfoBlock } from "./product-info/index.ts";
import { productSetBlock } from "./product-set/index.ts";
import { upsellBlock } from "./upsell/index.ts";
import { productGridBlock } from "./product-grid/index.ts";
import { searchResultsBlock } from "./search-results/index.ts";
import { cartBlock } from "./cart/index.ts";
import { orderConfirmationBlock } from "./order-confirmation/index.ts";
import { checkoutBlock } from "./checkout/index.ts";
import { signUpBlock } from "./sign-up/index.ts";
import { resetPasswordBlock } from "./reset-password/index.ts";
import { associateLoginBlock } from "./associate-login/index.ts";
import { favoritesBlock } from "./favorites/index.ts";
import { storeLocatorBlock } from "./store-locator/index.ts";
import { locationSelectorBlock } from "./location-selector/index.ts";
import { giftCardBalanceBlock } from "./gift-card-balance/index.ts";
import { contactUsFormBlock } from "./contact-us-form/index.ts";
import { warrantyFormBlock } from "./warranty-form/index.ts";
import { accountOverviewBlock } from "./account-overview/index.ts";
import { orderHistoryBlock } from "./order-history/index.ts";
import { trackOrderBlock } from "./track-order/index.ts";
import { accountProfileBlock } from "./account-profile/index.ts";

/**
 * The commerce screens: registered blocks fed by their own data providers over the typed commerce
 * client (src/commerce/catalogue/catalogue-queries.ts), placed on CMS pages like any other block.
 */
export const commerceScreens: AnyBlockDefinition[] = [productDetailsBlock, productReviewsBlock, productQuestionsBlock, productInfoBlock, productSetBlock, upsellBlock, productGridBlock, searchResultsBlock, cartBlock, orderConfirmationBlock, checkoutBlock, signUpBlock, resetPasswordBlock, associateLoginBlock, favoritesBlock, storeLocatorBlock, locationSelectorBlock, giftCardBalanceBlock, contactUsFormBlock, warrantyFormBlock, accountOverviewBlock, orderHistoryBlock, trackOrderBlock, accountProfileBlock];
