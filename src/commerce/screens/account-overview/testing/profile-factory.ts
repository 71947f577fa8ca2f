import type { ConsumerProfileAnswer } from "../../../../../contracts/api/consumer.ts";
import type { LoyaltyVouchersAnswer, WelcomePromoAnswer } from "../account-queries.ts";

type Details = ConsumerProfileAnswer["consumerDetails"];

/**
 * Tests and stories only: a member's profile as `GET /consumers-v3/consumer` answers it, from a
 * few fields (the details' fields go in `details`), and named members. The test checks them
 * against the contract (contracts/api/consumer.ts).
 */
export function consumerProfile(partial: Omit<Partial<ConsumerProfileAnswer>, "consumerDetails"> & { details?: Partial<Details> } = {}): ConsumerProfileAnswer {
  const { details, ...rest } = partial;
  return {
    consumerNo: "700001001",
    memberId: null,
    consumerType: "REGULAR",
    isEmployeeDiscountTCAccepted: false,
    consumerDetails: {
      firstName: "Jordan",
      lastName: "Reyes",
      email: "jordan.reyes@example.com",
      phone: "+16175550181",
      birthDate: "1990-04-12",
      postalCode: "02108",
      addresses: [],
      athlete: false,
      employee: false,
      prosumer: false,
      identities: [],
      employeeAllowance: null,
      athleteAllowance: null,
      ...details,
    },
    isLoyaltyMember: false,
    loyaltyOptInDate: null,
    loyaltySummary: null,
    preferences: { interests: "hiking|camping", preferredShoeSize: null },
    subscriptions: [],
    enrolment: { partial: false, missingFields: [], nextStep: null },
    ...rest,
  };
}

/** A member who has not joined the loyalty programme. */
export const REGULAR_MEMBER = consumerProfile();

/** …and whose profile has no birth date (the programme needs one). */
export const MEMBER_WITHOUT_BIRTH_DATE = consumerProfile({ details: { birthDate: null }, enrolment: { partial: true, missingFields: ["birthDate"], nextStep: "profile" } });

/** A loyalty member with 1,250 points. */
export const LOYALTY_MEMBER = consumerProfile({ memberId: "RLM1001", isLoyaltyMember: true, loyaltyOptInDate: "2026-11-20" });

/** An employee who has spent $420 of a $1,500 yearly discount allowance. */
export const EMPLOYEE = consumerProfile({ consumerType: "EMPLOYEE", details: { employee: true, employeeAllowance: { annualCap: 1500, currentSpend: 420, remaining: 1080 } } });

/** A sponsored athlete with $1,500 of $2,000 yearly credit left, in the loyalty programme too. */
export const ATHLETE = consumerProfile({ memberId: "RLM1002", isLoyaltyMember: true, loyaltyOptInDate: "2025-03-01", details: { athlete: true, athleteAllowance: { annualCredit: 2000, currentSpend: 500, remaining: 1500 } } });

/** A pro-programme member (identity WRANX). */
export const PRO_MEMBER = consumerProfile({ details: { prosumer: true, identities: [{ type: "WRANX" }], athleteAllowance: { annualCredit: 1000, currentSpend: 900, remaining: 100 } } });

export const VOUCHERS: LoyaltyVouchersAnswer = {
  currentLoyaltyPoints: 1250,
  currency: "USD",
  applicableLoyaltyVouchers: [
    { id: "LV-USD-0500", points: 500, amountInCurrency: 5 },
    { id: "LV-USD-1000", points: 1000, amountInCurrency: 10 },
  ],
  bestVoucher: { id: "LV-USD-1000", points: 1000, amountInCurrency: 10 },
};

/** A new member's points: none yet. */
export const NO_VOUCHERS: LoyaltyVouchersAnswer = { currentLoyaltyPoints: 0, currency: "USD", applicableLoyaltyVouchers: [], bestVoucher: null };

export const WELCOME_OFFER: WelcomePromoAnswer = {
  promotionId: "COUPON-WELCOME10",
  couponCode: "WELCOME10",
  title: "Welcome to Ridgeline Rewards",
  description: "Take 10% off your next order with code WELCOME10, for 30 days after you join.",
  validFrom: "2026-11-20T00:00:00.000Z",
  validUntil: "2026-12-20T00:00:00.000Z",
  status: "AVAILABLE",
};
