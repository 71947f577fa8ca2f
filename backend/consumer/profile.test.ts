import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { consumerLookupAnswer, consumerProfileAnswer } from "../../contracts/api/consumer.ts";
import { addresses, consumerPreferences, consumers } from "../db/schema.ts";
import { signIn } from "../identity/auth-test-kit.ts";
import { hashPassword } from "../identity/passwords.ts";
import { consumerBackend, SETUP_TIMEOUT_MS, MEMBER_PASSWORD, type ConsumerKit } from "./consumer-test-kit.ts";

const NOW = Date.parse("2026-11-22T12:00:00Z");
const PROFILE = "/consumers-v3/consumer";

let kit: ConsumerKit;
beforeAll(async () => {
  kit = await consumerBackend({ now: () => NOW });
}, SETUP_TIMEOUT_MS);
afterAll(async () => kit?.close());

const getProfile = (token: string, query = "") => kit.ok(consumerProfileAnswer, "GET", `${PROFILE}${query}`, { token });
const putProfile = (token: string, consumerProfile: unknown) => kit.ok(consumerProfileAnswer, "PUT", PROFILE, { token, body: { consumerProfile } });

describe("GET /consumers-v3/consumer", () => {
  test("answers the profile with its address book, preferences and enrolment state", async () => {
    const shopper = await kit.member({ interests: "hiking|camping", phone: "+16175550181" });
    await kit.db.insert(addresses).values({ id: `A-${randomUUID()}`, consumerId: shopper.consumerId, approachType: "S", main: true, addressLine1: "12 Beacon Street", city: "Boston", country: "US", postalCode: "02108", stateCityProvDept: "MA", recipientFirstName: "Robin", recipientLastName: "Fell", recipientContactPhone: "+16175550181" });
    await kit.db.insert(consumerPreferences).values({ consumerId: shopper.consumerId, preferredShoeSize: "9.5" });
    const profile = await getProfile(shopper.token);
    expect(profile).toMatchObject({
      consumerNo: shopper.consumerNo,
      consumerType: "REGULAR",
      consumerDetails: { firstName: "Robin", lastName: "Fell", email: shopper.email, phone: "+16175550181", birthDate: "1990-05-17", postalCode: "02108", employee: false, athlete: false, prosumer: false, identities: [], employeeAllowance: null, athleteAllowance: null },
      isLoyaltyMember: false,
      loyaltyOptInDate: null,
      loyaltySummary: null,
      preferences: { interests: "hiking|camping", preferredShoeSize: "9.5" },
      enrolment: { partial: false, missingFields: [], nextStep: null },
    });
    expect(profile.consumerDetails.addresses).toEqual([expect.objectContaining({ approachType: "S", main: true, addressLine1: "12 Beacon Street" })]);
    expect(profile.subscriptions).toContainEqual({ type: "ORDER_UPDATES", channel: "EMAIL", optin: true, doubleOptin: null });
  });

  test("includeLoyaltySummary=true adds a member's points balance; without it, or for others, none", async () => {
    const member = await kit.member({ loyaltyMember: true, loyaltyOptInDate: "2023-03-15", loyaltyPoints: 3200 });
    expect((await getProfile(member.token, "?includeLoyaltySummary=true")).loyaltySummary).toEqual({ points: { balance: 3200 } });
    expect((await getProfile(member.token, "?includeLoyaltySummary=false")).loyaltySummary).toBeNull();
    expect((await getProfile(member.token)).loyaltySummary).toBeNull();
    const other = await kit.member();
    expect((await getProfile(other.token, "?includeLoyaltySummary=true")).loyaltySummary).toBeNull();
  });

  test.each([
    ["regular", {}, { employee: false, athlete: false, prosumer: false, employeeAllowance: null, athleteAllowance: null, prosumerAllowance: null }],
    ["employee", { consumerType: "EMPLOYEE", annualCap: 150000, currentSpend: 42500 }, { employee: true, employeeAllowance: { annualCap: 1500, currentSpend: 425, remaining: 1075 }, athleteAllowance: null, prosumerAllowance: null }],
    ["athlete", { athlete: true, annualCap: 250000, currentSpend: 60000 }, { athlete: true, athleteAllowance: { annualCredit: 2500, currentSpend: 600, remaining: 1900 }, employeeAllowance: null, prosumerAllowance: null }],
    ["pro (WRANX)", { identityTypes: ["WRANX"], annualCap: 100000, currentSpend: 35000 }, { prosumer: true, identities: [{ type: "WRANX" }], prosumerAllowance: { annualCap: 1000, currentSpend: 350, remaining: 650 }, employeeAllowance: null, athleteAllowance: null }],
    ["pro (IPA), over the cap", { identityTypes: ["IPA"], annualCap: 100000, currentSpend: 120000 }, { prosumer: true, identities: [{ type: "IPA" }], prosumerAllowance: { annualCap: 1000, currentSpend: 1200, remaining: 0 } }],
    ["pro without a cap", { identityTypes: ["WRANX"] }, { prosumer: true, prosumerAllowance: null }],
  ])("%s: spend banner fields", async (_name, fields, details) => {
    const shopper = await kit.member(fields);
    expect((await getProfile(shopper.token)).consumerDetails).toMatchObject(details);
  });

  test("a partially enrolled account (no phone, birth date or postal code) starts completion at the mobile step", async () => {
    const shopper = await kit.member({ phone: null, birthDate: "1900-01-01", postalCode: null });
    const profile = await getProfile(shopper.token);
    expect(profile.consumerDetails.birthDate).toBeNull();
    expect(profile.enrolment).toEqual({ partial: true, missingFields: ["phone", "postalCode", "birthDate"], nextStep: "mobile" });
  });

  test("no token or a guest's: 401 AUT432; an associate's: 403 AUT432; an account that is gone: 404 PRO404", async () => {
    await kit.fails(401, "AUT432", "GET", PROFILE);
    await kit.fails(401, "AUT432", "GET", PROFILE, { token: kit.guestToken() });
    await kit.fails(403, "AUT432", "GET", PROFILE, { token: kit.agentToken() });
    await kit.fails(404, "PRO404", "GET", PROFILE, { token: kit.token({ kind: "registered", consumerId: randomUUID() }) });
  });

  test("includeLoyaltySummary other than true or false: 400 ATTR300", async () => {
    const shopper = await kit.member();
    expect(await kit.fails(400, "ATTR300", "GET", `${PROFILE}?includeLoyaltySummary=yes`, { token: shopper.token })).toMatchObject({ field: "includeLoyaltySummary" });
  });
});

describe("PUT /consumers-v3/consumer", () => {
  test("changes the fields sent and keeps the others; interests are joined by a pipe", async () => {
    const shopper = await kit.member({ interests: "running" });
    const profile = await putProfile(shopper.token, {
      consumerDetails: { firstName: " Sam ", phone: "(303) 555-0199", postalCode: "80205", birthDate: "1986-09-30" },
      preferences: { interests: ["Climbing", "hiking", "climbing"], preferredShoeSize: 10.5 },
    });
    expect(profile.consumerDetails).toMatchObject({ firstName: "Sam", lastName: "Fell", phone: "+13035550199", postalCode: "80205", birthDate: "1986-09-30" });
    expect(profile.preferences).toEqual({ interests: "climbing|hiking", preferredShoeSize: "10.5" });
    const [row] = await kit.db.select().from(consumers).where(eq(consumers.id, shopper.consumerId));
    expect(row).toMatchObject({ interests: "climbing|hiking", phone: "+13035550199", birthDate: "1986-09-30" });
    expect(await getProfile(shopper.token)).toEqual(profile);
  });

  test("null clears a phone, a postal code, the interests and the shoe size (the profile becomes partial)", async () => {
    const shopper = await kit.member({ interests: "yoga" });
    await putProfile(shopper.token, { preferences: { preferredShoeSize: "9" } });
    const profile = await putProfile(shopper.token, { consumerDetails: { phone: null, postalCode: "" }, preferences: { interests: null, preferredShoeSize: null } });
    expect(profile.consumerDetails).toMatchObject({ phone: null, postalCode: null });
    expect(profile.preferences).toEqual({ interests: "", preferredShoeSize: null });
    expect(profile.enrolment).toMatchObject({ partial: true, missingFields: ["phone", "postalCode"], nextStep: "mobile" });
  });

  test("an empty write changes nothing", async () => {
    const shopper = await kit.member();
    const before = await getProfile(shopper.token);
    expect(await putProfile(shopper.token, {})).toEqual(before);
  });

  test("cannot make the shopper an employee, athlete or loyalty member, nor change the consumer number", async () => {
    const shopper = await kit.member();
    const profile = await kit.ok(consumerProfileAnswer, "PUT", PROFILE, {
      token: shopper.token,
      body: { consumerProfile: { consumerDetails: { employee: true, athlete: true, prosumer: true, identities: [{ type: "WRANX" }] } }, isLoyaltyMember: true, consumerNo: "1", consumerType: "EMPLOYEE" },
    });
    expect(profile).toMatchObject({ consumerNo: shopper.consumerNo, consumerType: "REGULAR", isLoyaltyMember: false, consumerDetails: { employee: false, athlete: false, prosumer: false, identities: [] } });
  });

  describe("birth date and age (PRO410, PRO411)", () => {
    test.each([
      // [member of the loyalty programme, birth date sent, status, error id]
      [false, "2013-11-22", 200, undefined],
      [false, "2013-11-23", 400, "PRO410"],
      [false, "2027-01-01", 400, "PRO410"],
      [false, "1880-01-01", 400, "PRO410"],
      [false, null, 200, undefined],
      [false, "1900-01-01", 200, undefined],
      [true, null, 400, "PRO411"],
      [true, "", 400, "PRO411"],
      [true, "1900-01-01", 400, "PRO411"],
      [true, "2000-02-29", 200, undefined],
      [false, "1990-02-30", 400, "ATTR300"],
      [false, "17/05/1990", 400, "ATTR300"],
    ])("member %s, birthDate %j: %i %s", async (loyaltyMember, birthDate, status, errorId) => {
      const shopper = await kit.member({ loyaltyMember, loyaltyOptInDate: loyaltyMember ? "2024-01-01" : null });
      const body = { consumerProfile: { consumerDetails: { birthDate } } };
      if (errorId) {
        expect(await kit.fails(status, errorId, "PUT", PROFILE, { token: shopper.token, body })).toMatchObject({ field: "consumerProfile.consumerDetails.birthDate" });
        const [row] = await kit.db.select().from(consumers).where(eq(consumers.id, shopper.consumerId));
        expect(row!.birthDate).toBe("1990-05-17");
      } else {
        await kit.ok(consumerProfileAnswer, "PUT", PROFILE, { token: shopper.token, body });
      }
    });
  });

  test("an interest outside the list: 400 ATTR300 naming it, and nothing changes", async () => {
    const shopper = await kit.member({ interests: "hiking", firstName: "Robin" });
    const error = await kit.fails(400, "ATTR300", "PUT", PROFILE, { token: shopper.token, body: { consumerProfile: { consumerDetails: { firstName: "Changed" }, preferences: { interests: "hiking|knitting" } } } });
    expect(error).toMatchObject({ field: "consumerProfile.preferences.interests", message: expect.stringContaining("knitting") });
    expect((await getProfile(shopper.token)).consumerDetails.firstName).toBe("Robin");
  });

  test("a phone another account has (however it is written): 409 AUT442; the shopper's own phone is fine", async () => {
    const first = await kit.member({ phone: "+14155550111" });
    const second = await kit.member();
    await kit.fails(409, "AUT442", "PUT", PROFILE, { token: second.token, body: { consumerProfile: { consumerDetails: { phone: "415.555.0111" } } } });
    await kit.fails(409, "AUT442", "PUT", PROFILE, { token: second.token, body: { consumerProfile: { consumerDetails: { phone: "+1 (415) 555-0111" } } } });
    expect((await putProfile(first.token, { consumerDetails: { phone: "4155550111" } })).consumerDetails.phone).toBe("+14155550111");
  });

  test("a phone that is not one: 400 ATTR300", async () => {
    const shopper = await kit.member();
    await kit.fails(400, "ATTR300", "PUT", PROFILE, { token: shopper.token, body: { consumerProfile: { consumerDetails: { phone: "call me" } } } });
  });

  describe("email change", () => {
    let shopper: Awaited<ReturnType<ConsumerKit["member"]>>;
    beforeAll(async () => {
      shopper = await kit.member({ passwordHash: await hashPassword(MEMBER_PASSWORD) });
    });
    const change = (fields: Record<string, unknown>) => ({ token: shopper.token, body: { consumerProfile: { consumerDetails: fields } } });

    test("needs the current password: none or a wrong one is 401 AUT401", async () => {
      await kit.fails(401, "AUT401", "PUT", PROFILE, change({ email: "new-address@example.test" }));
      await kit.fails(401, "AUT401", "PUT", PROFILE, change({ email: "new-address@example.test", currentPassword: "Wrong-Password-1" }));
    });

    test("an address another account signs in with: 409 PRO400; a malformed one: 400 AUT453", async () => {
      const other = await kit.member();
      await kit.fails(409, "PRO400", "PUT", PROFILE, change({ email: other.email.toUpperCase(), currentPassword: MEMBER_PASSWORD }));
      await kit.fails(400, "AUT453", "PUT", PROFILE, change({ email: "not-an-email", currentPassword: MEMBER_PASSWORD }));
    });

    test("with the password: changed (lower-cased); the same email in another case needs no password", async () => {
      const profile = await kit.ok(consumerProfileAnswer, "PUT", PROFILE, change({ email: "Robin.New@Example.TEST", currentPassword: MEMBER_PASSWORD }));
      expect(profile.consumerDetails.email).toBe("robin.new@example.test");
      await kit.ok(consumerProfileAnswer, "PUT", PROFILE, change({ email: "ROBIN.NEW@example.test" }));
    });
  });

  test.each([
    ["malformed JSON", "{nope", "ATTR300"],
    ["no consumerProfile", {}, "ATTR300"],
    ["consumerProfile not an object", { consumerProfile: "me" }, "ATTR300"],
    ["a number as first name", { consumerProfile: { consumerDetails: { firstName: 5 } } }, "ATTR300"],
    ["an empty first name", { consumerProfile: { consumerDetails: { firstName: " " } } }, "ATTR300"],
    ["a 51-character last name", { consumerProfile: { consumerDetails: { lastName: "x".repeat(51) } } }, "ATTR300"],
    ["interests as a number", { consumerProfile: { preferences: { interests: 7 } } }, "ATTR300"],
    ["a shoe size of 100", { consumerProfile: { preferences: { preferredShoeSize: 100 } } }, "ATTR300"],
  ])("%s: 400 %s", async (_name, body, errorId) => {
    const shopper = await kit.member();
    await kit.fails(400, errorId, "PUT", PROFILE, { token: shopper.token, body });
  });

  test("not JSON: 415 API415", async () => {
    const shopper = await kit.member();
    await kit.fails(415, "API415", "PUT", PROFILE, { token: shopper.token, body: "consumerProfile=1", headers: { "content-type": "text/plain" } });
  });
});

describe("POST /consumers-v3/consumer (loyalty enrolment)", () => {
  test("enrols: member from today, the member id kept, the summary included", async () => {
    const shopper = await kit.member({ memberId: null });
    const profile = await kit.ok(consumerProfileAnswer, "POST", PROFILE, { token: shopper.token, body: { consumerProfile: { preferences: { interests: "skiing" } } } });
    expect(profile).toMatchObject({ isLoyaltyMember: true, loyaltyOptInDate: "2026-11-22", memberId: `RLM${shopper.consumerNo}`, loyaltySummary: { points: { balance: 0 } }, preferences: { interests: "skiing" } });
  });

  test("partial enrolment: names, phone and postal code may be missing; the answer says what is", async () => {
    const shopper = await kit.member({ phone: null, postalCode: null, birthDate: null, firstName: "", lastName: "" });
    const profile = await kit.ok(consumerProfileAnswer, "POST", PROFILE, { token: shopper.token, body: { consumerProfile: { consumerDetails: { birthDate: "1995-02-14" } } } });
    expect(profile.isLoyaltyMember).toBe(true);
    expect(profile.enrolment).toEqual({ partial: true, missingFields: ["phone", "firstName", "lastName", "postalCode"], nextStep: "mobile" });
  });

  test("without a birth date (sent or on the profile): 400 PRO411 and no enrolment; too young: 400 PRO410", async () => {
    const shopper = await kit.member({ birthDate: null });
    await kit.fails(400, "PRO411", "POST", PROFILE, { token: shopper.token, body: { consumerProfile: {} } });
    await kit.fails(400, "PRO411", "POST", PROFILE, { token: shopper.token, body: { consumerProfile: { consumerDetails: { birthDate: "1900-01-01" } } } });
    await kit.fails(400, "PRO410", "POST", PROFILE, { token: shopper.token, body: { consumerProfile: { consumerDetails: { birthDate: "2015-06-01" } } } });
    expect((await getProfile(shopper.token)).isLoyaltyMember).toBe(false);
  });

  test("enrolling again keeps the first opt-in date", async () => {
    const shopper = await kit.member({ loyaltyMember: true, loyaltyOptInDate: "2023-03-15", loyaltyPoints: 10 });
    const profile = await kit.ok(consumerProfileAnswer, "POST", PROFILE, { token: shopper.token, body: { consumerProfile: {} } });
    expect(profile).toMatchObject({ isLoyaltyMember: true, loyaltyOptInDate: "2023-03-15", loyaltySummary: { points: { balance: 10 } } });
  });

  test("a shopper who signed up through the auth flow enrols with the token of a real sign-in", async () => {
    const email = `signup-${randomUUID().slice(0, 8)}@example.test`;
    const signup = await kit.backend.call("POST", "/consumers-v3/auth/signup", { body: { consumerProfile: { consumerDetails: { email, password: MEMBER_PASSWORD } } } });
    expect(signup.status).toBe(200);
    const session = await signIn(kit.backend, { email, password: MEMBER_PASSWORD });
    const before = await getProfile(session.accessToken);
    expect(before.enrolment).toEqual({ partial: true, missingFields: ["phone", "firstName", "lastName", "postalCode", "birthDate"], nextStep: "mobile" });
    const profile = await kit.ok(consumerProfileAnswer, "POST", PROFILE, {
      token: session.accessToken,
      body: { consumerProfile: { consumerDetails: { firstName: "Nina", lastName: "Patel", birthDate: "1999-12-31" } } },
    });
    expect(profile).toMatchObject({ isLoyaltyMember: true, consumerDetails: { email, firstName: "Nina" }, enrolment: { partial: true, missingFields: ["phone", "postalCode"] } });
  });
});

describe("GET /consumers-v3/consumer/lookup", () => {
  const LOOKUP = "/consumers-v3/consumer/lookup";

  test("says whether an account exists for an email (any case) or a phone (any format), and nothing more", async () => {
    const shopper = await kit.member({ phone: "+13125550142" });
    const guest = kit.guestToken();
    expect(await kit.ok(consumerLookupAnswer, "GET", `${LOOKUP}?email=${encodeURIComponent(shopper.email.toUpperCase())}`, { token: guest })).toEqual({ exists: true, lookupType: "email" });
    expect(await kit.ok(consumerLookupAnswer, "GET", `${LOOKUP}?email=nobody-${randomUUID()}@example.test`, { token: guest })).toEqual({ exists: false, lookupType: "email" });
    expect(await kit.ok(consumerLookupAnswer, "GET", `${LOOKUP}?phone=${encodeURIComponent("(312) 555-0142")}`, { token: guest })).toEqual({ exists: true, lookupType: "phone" });
    expect(await kit.ok(consumerLookupAnswer, "GET", `${LOOKUP}?phone=3125550143`, { token: shopper.token })).toEqual({ exists: false, lookupType: "phone" });
  });

  test("no token: 401 AUT432; neither or both of email and phone: 400 ATTR300; a bad email AUT453; a bad phone ATTR300", async () => {
    const guest = kit.guestToken();
    await kit.fails(401, "AUT432", "GET", `${LOOKUP}?email=a@example.test`);
    await kit.fails(400, "ATTR300", "GET", LOOKUP, { token: guest });
    await kit.fails(400, "ATTR300", "GET", `${LOOKUP}?email=a@example.test&phone=3125550142`, { token: guest });
    await kit.fails(400, "AUT453", "GET", `${LOOKUP}?email=not-an-email`, { token: guest });
    await kit.fails(400, "ATTR300", "GET", `${LOOKUP}?phone=12`, { token: guest });
  });
});
