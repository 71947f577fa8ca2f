import { MAX_LOGIN_ATTEMPTS } from "../../identity/lockout.ts";
import { SEED_PASSWORDS } from "../fixture-ids.ts";
import type { SeedInput } from "../seed-files.ts";
import { MEMBER_DISCOUNT_PERCENT as OFF } from "./member-prices.ts";

/**
 * The test accounts: one shopper per kind the storefront treats differently (regular, loyalty,
 * employee, athlete, pro, locked out…), each with addresses and saved cards unless the account
 * is only partly enrolled. `note` and `kind` are what the README says about them.
 */

type ConsumerInput = SeedInput["consumers"][number];
type AddressInput = ConsumerInput["addresses"][number];
export const CONSUMER_PASSWORD = SEED_PASSWORDS.consumer;

interface Home {
  line1: string;
  work: string;
  city: string;
  postalCode: string;
  state: string | null;
  country: string;
}

function addressesFor(id: string, first: string, last: string, email: string, phone: string | null, home: Home): AddressInput[] {
  const base = { city: home.city, country: home.country, postalCode: home.postalCode, stateCityProvDept: home.state, recipientFirstName: first, recipientLastName: last, recipientContactEmail: email, recipientContactPhone: phone };
  return [
    { id: `${id}-A1`, approachType: "S", main: true, addressLine1: home.line1, addressLine2: null, ...base },
    { id: `${id}-A2`, approachType: "S", main: false, addressLine1: home.work, addressLine2: "Reception", ...base },
    { id: `${id}-A3`, approachType: "B", main: true, addressLine1: home.line1, addressLine2: null, ...base },
  ];
}

function cardsFor(id: string, holder: string, brand: "VISA" | "MASTERCARD" | "AMEX", last4: string): ConsumerInput["cards"] {
  return [
    { id: `${id}-PI1`, brand, last4, expiryMonth: 9, expiryYear: 2030, holder, main: true },
    { id: `${id}-PI2`, brand: "MASTERCARD", last4: "4444", expiryMonth: 3, expiryYear: 2024, holder, main: false },
  ];
}

interface Person {
  id: string;
  first: string;
  last: string;
  email: string;
  phone: string | null;
  birthDate: string | null;
  home: Home | null;
  card?: ["VISA" | "MASTERCARD" | "AMEX", string];
  /** What the README says about the account. */
  note: string;
  kind: string;
  overrides?: Partial<ConsumerInput>;
}

export const PEOPLE: Person[] = [
  {
    id: "C1001", first: "Alex", last: "Morgan", email: "alex.regular@example.com", phone: "+16175550181", birthDate: "1990-04-12", kind: "Regular shopper", note: "US, Boston; no loyalty",
    home: { line1: "12 Beacon Street", work: "100 Summer Street", city: "Boston", postalCode: "02108", state: "MA", country: "US" },
    overrides: { interests: "hiking|camping" },
  },
  {
    id: "C1002", first: "Sam", last: "Rivera", email: "sam.loyalty@example.com", phone: "+13035550182", birthDate: "1986-09-30", kind: "Loyalty member", note: `3,200 points (vouchers up to 2,500 pts); member price ${OFF.LOYALTY}% off full-price items`,
    home: { line1: "2150 Blake Street", work: "1801 California Street", city: "Denver", postalCode: "80205", state: "CO", country: "US" },
    overrides: { loyaltyMember: true, loyaltyOptInDate: "2023-03-15", loyaltyPoints: 3200, interests: "running|climbing|hiking" },
  },
  {
    id: "C1003", first: "Jordan", last: "Lee", email: "jordan.employee@example.com", phone: "+12065550183", birthDate: "1992-01-22", kind: "Employee", note: `Employee terms NOT yet accepted: pays full price until POST /consumers-v3/consumer/employee/terms, then ${OFF.EMPLOYEE}% off; cap 1,500.00, spent 425.00`,
    home: { line1: "410 Pine Street", work: "1420 5th Avenue", city: "Seattle", postalCode: "98101", state: "WA", country: "US" },
    card: ["MASTERCARD", "5454"],
    overrides: { consumerType: "EMPLOYEE", annualCap: 150000, currentSpend: 42500, interests: "climbing" },
  },
  {
    id: "C1004", first: "Drew", last: "Harper", email: "drew.employee@example.com", phone: "+14155550184", birthDate: "1988-06-05", kind: "Employee", note: `Terms accepted: employee price ${OFF.EMPLOYEE}% off (also a loyalty member); cap 1,500.00, spent 1,480.00 (20.00 left)`,
    home: { line1: "500 Haight Street", work: "180 Post Street", city: "San Francisco", postalCode: "94117", state: "CA", country: "US" },
    overrides: { consumerType: "EMPLOYEE", employeeTermsAccepted: true, annualCap: 150000, currentSpend: 148000, loyaltyMember: true, loyaltyOptInDate: "2022-11-01", loyaltyPoints: 450 },
  },
  {
    id: "C1005", first: "Riley", last: "Chen", email: "riley.athlete@example.com", phone: "+13035550185", birthDate: "1995-02-14", kind: "Athlete", note: `Athlete price ${OFF.ATHLETE}% off; annual credit 2,500.00, spent 600.00`,
    home: { line1: "1320 Pearl Street", work: "2400 Walnut Street", city: "Boulder", postalCode: "80302", state: "CO", country: "US" },
    card: ["AMEX", "0005"],
    overrides: { athlete: true, annualCap: 250000, currentSpend: 60000, interests: "climbing|skiing" },
  },
  {
    id: "C1006", first: "Taylor", last: "Brooks", email: "taylor.wranx@example.com", phone: "+18015550186", birthDate: "1984-11-03", kind: "Pro: WRANX", note: `identity type WRANX: pro price ${OFF.PRO}% off; annual cap 1,000.00, spent 350.00`,
    home: { line1: "250 South Main Street", work: "15 West South Temple", city: "Salt Lake City", postalCode: "84101", state: "UT", country: "US" },
    overrides: { identityTypes: ["WRANX"], annualCap: 100000, currentSpend: 35000, interests: "skiing" },
  },
  {
    id: "C1007", first: "Casey", last: "Nguyen", email: "casey.ipa@example.com", phone: "+15035550187", birthDate: "1991-07-19", kind: "Pro: IPA", note: `identity type IPA: pro price ${OFF.PRO}% off; annual cap 1,000.00, spent 120.00`,
    home: { line1: "820 NW Glisan Street", work: "1120 SW 5th Avenue", city: "Portland", postalCode: "97209", state: "OR", country: "US" },
    overrides: { identityTypes: ["IPA"], annualCap: 100000, currentSpend: 12000, interests: "hiking|camping" },
  },
  {
    id: "C1008", first: "Pat", last: "Kelly", email: "pat.locked@example.com", phone: "+16175550188", birthDate: "1979-03-08", kind: "Locked out", note: `${MAX_LOGIN_ATTEMPTS} failed logins, locked until 2099: sign-in is refused (AUT441) even with the right password`,
    home: { line1: "77 Charles Street", work: "1 Federal Street", city: "Boston", postalCode: "02114", state: "MA", country: "US" },
    overrides: { failedLogins: MAX_LOGIN_ATTEMPTS, lockedUntil: "2099-12-31T23:59:59Z" },
  },
  {
    id: "C1014", first: "Jamie", last: "Fox", email: "jamie.lastattempt@example.com", phone: "+16175550194", birthDate: "1994-04-04", kind: "One attempt from the last", note: `${MAX_LOGIN_ATTEMPTS - 2} failed logins: one more wrong password answers AUT426 (last attempt), the next locks`,
    home: { line1: "9 Tremont Street", work: "60 State Street", city: "Boston", postalCode: "02108", state: "MA", country: "US" },
    overrides: { failedLogins: MAX_LOGIN_ATTEMPTS - 2 },
  },
  {
    id: "C1009", first: "Chloé", last: "Tremblay", email: "chloe.quebec@example.com", phone: "+15145550189", birthDate: "1993-05-27", kind: "Loyalty member (fr-ca)", note: `Montréal, 800 points; member price ${OFF.LOYALTY}% off full-price items`,
    home: { line1: "3450 rue Saint-Denis", work: "1000 rue De La Gauchetière Ouest", city: "Montréal", postalCode: "H2X 3L3", state: "QC", country: "CA" },
    overrides: { loyaltyMember: true, loyaltyOptInDate: "2024-01-09", loyaltyPoints: 800, interests: "skiing|hiking" },
  },
  {
    id: "C1010", first: "Liam", last: "Walsh", email: "liam.toronto@example.com", phone: "+14165550190", birthDate: "1989-10-10", kind: "Regular shopper (en-ca)", note: "Toronto",
    home: { line1: "88 Queens Quay West", work: "100 King Street West", city: "Toronto", postalCode: "M5J 0B6", state: "ON", country: "CA" },
  },
  {
    id: "C1011", first: "Emma", last: "Clarke", email: "emma.london@example.com", phone: "+447700900191", birthDate: "1990-12-01", kind: "Loyalty member (en-gb)", note: `London, 2,600 points; member price ${OFF.LOYALTY}% off full-price items`,
    home: { line1: "14 Camden Road", work: "25 Canada Square", city: "London", postalCode: "NW1 9DP", state: null, country: "GB" },
    overrides: { loyaltyMember: true, loyaltyOptInDate: "2021-06-18", loyaltyPoints: 2600, interests: "running" },
  },
  {
    id: "C1012", first: "Lukas", last: "Becker", email: "lukas.berlin@example.com", phone: "+4915155500192", birthDate: "1987-08-16", kind: "Regular shopper (de-de)", note: "Berlin",
    home: { line1: "Kastanienallee 21", work: "Friedrichstraße 68", city: "Berlin", postalCode: "10435", state: null, country: "DE" },
  },
  {
    id: "C1013", first: "Nina", last: "Patel", email: "nina.partial@example.com", phone: null, birthDate: null, kind: "Partially enrolled", note: "No phone, birth date or postal code; no addresses or cards (profile completion starts at the mobile step)",
    home: null,
  },
];

export function buildConsumers(): ConsumerInput[] {
  return PEOPLE.map((person, index) => {
    const number = person.id.slice(1);
    return {
      id: person.id,
      consumerNo: `70000${number}`,
      memberId: `RLM${number}`,
      email: person.email,
      password: CONSUMER_PASSWORD,
      firstName: person.first,
      lastName: person.last,
      phone: person.phone,
      birthDate: person.birthDate,
      postalCode: person.home?.postalCode ?? null,
      consumerType: "REGULAR",
      loyaltyMember: false,
      loyaltyOptInDate: null,
      loyaltyPoints: 0,
      athlete: false,
      identityTypes: [],
      employeeTermsAccepted: false,
      annualCap: null,
      currentSpend: 0,
      interests: "",
      failedLogins: 0,
      lockedUntil: null,
      ...person.overrides,
      addresses: person.home ? addressesFor(person.id, person.first, person.last, person.email, person.phone, person.home) : [],
      cards: person.home ? cardsFor(person.id, `${person.first} ${person.last}`, person.card?.[0] ?? "VISA", person.card?.[1] ?? String(1111 + index * 1111).slice(-4)) : [],
    };
  });
}
