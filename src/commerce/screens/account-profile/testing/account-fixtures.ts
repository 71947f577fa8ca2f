import type { AccountAddressAnswer, ConsumerProfileAnswer, SavedPaymentInstrumentAnswer } from "../../../../../contracts/api/consumer.ts";
import type { SmsSubscriptionAnswer } from "../account-consumer.ts";

/**
 * Tests and stories: the member's account as the consumer calls answer it (checked against the
 * contracts in account-fixtures.test.ts), from factories with named scenarios.
 */

export function accountAddress(partial: Partial<AccountAddressAnswer> = {}): AccountAddressAnswer {
  return {
    id: "addr-home",
    approachType: "S",
    main: true,
    recipientFirstName: "Alex",
    recipientLastName: "Walker",
    addressLine1: "1 Main St",
    addressLine2: null,
    city: "Boulder",
    stateCityProvDept: "CO",
    postalCode: "80302",
    country: "US",
    recipientContactEmail: null,
    recipientContactPhone: "+13035550100",
    ...partial,
  };
}

export function savedCard(partial: Partial<SavedPaymentInstrumentAnswer["card"]> & { id?: string } = {}): SavedPaymentInstrumentAnswer {
  const { id = "card-visa", ...card } = partial;
  return {
    payment_instrument_id: id,
    payment_method_id: "CREDIT_CARD",
    card: { paymentInstrumentId: id, main: true, brand: "VISA", last4: "1111", maskedNumber: "************1111", expiryMonth: 12, expiryYear: 2030, holder: "Alex Walker", expired: false, ...card },
    address: null,
  };
}

export function smsSubscription(partial: Partial<SmsSubscriptionAnswer> = {}): SmsSubscriptionAnswer {
  return {
    type: "MARKETING",
    channel: "SMS",
    status: "NONE",
    phone: null,
    optin: false,
    doubleOptin: false,
    optinDate: null,
    doubleOptinDate: null,
    optoutDate: null,
    confirmationExpiresAt: null,
    ...partial,
  };
}

type ProfilePartial = Partial<Omit<ConsumerProfileAnswer, "consumerDetails" | "preferences">> & {
  consumerDetails?: Partial<ConsumerProfileAnswer["consumerDetails"]>;
  preferences?: Partial<ConsumerProfileAnswer["preferences"]>;
};

export function consumerProfile(partial: ProfilePartial = {}): ConsumerProfileAnswer {
  const { consumerDetails, preferences, ...rest } = partial;
  return {
    consumerNo: "5550001234",
    memberId: null,
    consumerType: "REGULAR",
    isEmployeeDiscountTCAccepted: false,
    consumerDetails: {
      firstName: "Alex",
      lastName: "Walker",
      email: "alex.walker@example.com",
      phone: "+13035550100",
      birthDate: "1990-04-12",
      postalCode: "80302",
      addresses: [],
      athlete: false,
      employee: false,
      prosumer: false,
      identities: [],
      employeeAllowance: null,
      athleteAllowance: null,
      ...consumerDetails,
    },
    isLoyaltyMember: false,
    loyaltyOptInDate: null,
    loyaltySummary: null,
    preferences: { interests: "", preferredShoeSize: null, ...preferences },
    subscriptions: [],
    enrolment: { partial: false, missingFields: [], nextStep: "interests" },
    ...rest,
  };
}

/** A member with a delivery address (main), a second one, a billing address, two cards (one expired) and interests. */
export const MEMBER_ADDRESSES = [
  accountAddress(),
  accountAddress({ id: "addr-work", main: false, recipientFirstName: "Alex", addressLine1: "200 Pearl St", addressLine2: "Suite 4", city: "Denver", postalCode: "80202" }),
  accountAddress({ id: "addr-billing", approachType: "B", main: true, addressLine1: "PO Box 12", city: "Boulder", postalCode: "80306" }),
];
export const MEMBER_PROFILE = consumerProfile({
  consumerDetails: { addresses: MEMBER_ADDRESSES },
  preferences: { interests: "hiking|trail-running", preferredShoeSize: "9.5" },
  enrolment: { partial: false, missingFields: [], nextStep: null },
});
export const MEMBER_CARDS = [
  savedCard(),
  savedCard({ id: "card-mc", main: false, brand: "MASTERCARD", last4: "4444", maskedNumber: "************4444", expiryMonth: 3, expiryYear: 2029 }),
  savedCard({ id: "card-old", main: false, brand: "AMEX", last4: "0005", maskedNumber: "***********0005", expiryMonth: 1, expiryYear: 2024, expired: true }),
];

/** A new member: names and email only; no addresses, cards, phone or interests. */
export const NEW_MEMBER_PROFILE = consumerProfile({
  consumerDetails: { phone: null, birthDate: null, postalCode: null },
  enrolment: { partial: true, missingFields: ["phone", "postalCode", "birthDate"], nextStep: "mobile" },
});
