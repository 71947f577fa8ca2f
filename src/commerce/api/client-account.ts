import type { z } from "zod";
import { segment, type CommerceTransport } from "./client-core.ts";
import type { AddressBody } from "./client-checkout.ts";
import type {
  contactUsRequest,
  notificationRequest,
  resendGiftCardEmailRequest,
  savePaymentInstrumentRequest,
  updatePaymentInstrumentRequest,
  userDataRequest,
  warrantyRequest,
} from "../../../contracts/api/consumer.ts";
import type { PaymentMethodId } from "../../../contracts/api/checkout.ts";

/**
 * The account calls of commerce spec §7 (Consumer) other than the profile and the SMS
 * subscription (those are in consumer-client.ts) and the orders (client-orders.ts): lookup,
 * the employee discount terms, loyalty, saved payment instruments, the address book,
 * notification settings, the user-data request, warranty and contact-us cases, and the gift
 * card email resend.
 */
export function accountCalls({ call, options, answers }: CommerceTransport) {
  const { accountAddressAnswer, accountAddressesAnswer, consumerLookupAnswer, contactUsCaseAnswer, contactUsCategoriesAnswer, employeeTermsAnswer, giftCardEmailResendAnswer, loyaltyTokenAnswer, loyaltyVouchersAnswer, notificationSettingsAnswer, savedPaymentInstrumentAnswer, savedPaymentInstrumentsAnswer, userDataAnswer, warrantyCaseAnswer, welcomePromoAnswer } = answers;
  const consumer = "/consumers-v3/consumer";

  return {
    /** Whether an account exists for an email address or a phone number (exactly one). */
    // A read that needs a session (a first-time visitor's sign-in starts with it).
    lookup: (query: { email: string; phone?: never } | { phone: string; email?: never }) => call("GET", `${consumer}/lookup`, consumerLookupAnswer, { query, startsSession: true }),

    /**
     * A signed-in employee accepts the employee discount terms (the dialog after login, commerce
     * spec §4); employee prices apply from the next answer on. Anyone else: 403 AUT432.
     */
    acceptEmployeeTerms: () => call("POST", `${consumer}/employee/terms`, employeeTermsAnswer, { body: { accepted: true } }),

    // ---- loyalty
    /**
     * A short-lived token for the embedded loyalty dashboard, bound to the storefront session id
     * (the x-usid the BFF sends; a different one is refused with ATTR300).
     */
    /** Through the storefront the BFF puts the session's own id in `usid` (page scripts cannot read it). */
    loyaltyToken: (usid: string) => call("POST", `${consumer}/loyalty/token`, loyaltyTokenAnswer, { body: { usid } }),
    welcomePromo: () => call("GET", `${consumer}/loyalty/promo/welcome`, welcomePromoAnswer, { query: { siteId: options.siteId } }),
    /** The vouchers the member's points reach, in the site's currency. */
    loyaltyVouchers: () => call("GET", `${consumer}/loyalty/vouchers`, loyaltyVouchersAnswer, { query: { siteId: options.siteId } }),

    // ---- saved payment instruments (cards kept in the account; the cart's are client-checkout.ts)
    savedPaymentInstruments: (paymentMethodId?: PaymentMethodId) => call("GET", `${consumer}/payment_instruments`, savedPaymentInstrumentsAnswer, { query: { payment_method_id: paymentMethodId } }),
    savePaymentInstrument: (body: z.input<typeof savePaymentInstrumentRequest>) => call("POST", `${consumer}/payment_instruments`, savedPaymentInstrumentAnswer, { body }),
    updateSavedPaymentInstrument: (paymentInstrumentId: string, patch: z.input<typeof updatePaymentInstrumentRequest>) =>
      call("PATCH", `${consumer}/payment_instruments/${segment(paymentInstrumentId)}`, savedPaymentInstrumentAnswer, { body: patch }),
    /** Answers the cards left. */
    removeSavedPaymentInstrument: (paymentInstrumentId: string) => call("DELETE", `${consumer}/payment_instruments/${segment(paymentInstrumentId)}`, savedPaymentInstrumentsAnswer),

    // ---- address book
    addAddress: (address: AddressBody & { approachType?: "S" | "B"; main?: boolean }) => call("POST", `${consumer}/address`, accountAddressAnswer, { body: { address } }),
    updateAddress: (addressId: string, address: AddressBody & { approachType?: "S" | "B"; main?: boolean }) => call("PUT", `${consumer}/address/${segment(addressId)}`, accountAddressAnswer, { body: { address } }),
    /** Answers the book as it is now. */
    removeAddress: (addressId: string) => call("DELETE", `${consumer}/address/${segment(addressId)}`, accountAddressesAnswer),

    // ---- requests
    /** Changes the settings given; the others stay. */
    updateNotifications: (notifications: z.input<typeof notificationRequest>["notifications"]) => call("PUT", `${consumer}/notification`, notificationSettingsAnswer, { body: { notifications } }),
    /** ACCESS answers the data at once; DELETION is recorded for the privacy team. */
    retrieveUserData: (body: z.input<typeof userDataRequest>) => call("POST", `${consumer}/retrieveUserData`, userDataAnswer, { body }),
    openWarrantyCase: (body: z.input<typeof warrantyRequest>) => call("POST", `${consumer}/warranty`, warrantyCaseAnswer, { body }),
    /** The e-gift card emails of an order go again to the order's email. */
    resendGiftCardEmail: (body: z.input<typeof resendGiftCardEmailRequest>) => call("POST", `${consumer}/resendGiftCardEmail`, giftCardEmailResendAnswer, { body }),

    // ---- contact us (guests and members)
    contactUsCategories: () => call("GET", "/consumers-v3/contactus/categorySubject", contactUsCategoriesAnswer, { query: { siteId: options.siteId } }),
    contactUs: (body: Omit<z.input<typeof contactUsRequest>, "siteId">) => call("POST", "/consumers-v3/contactus", contactUsCaseAnswer, { body: { siteId: options.siteId, ...body } }),
  };
}
