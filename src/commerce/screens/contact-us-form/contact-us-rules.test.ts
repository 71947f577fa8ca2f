import { describe, expect, test } from "vitest";
import { contactUsRequest } from "../../../../contracts/api/consumer.ts";
import { contactUsStrings } from "./contact-us-form-strings.ts";
import { CONTACT_US_LIMITS, EMPTY_CONTACT_US, contactUsBody, contactUsErrors, requiresOrderNumber, type ContactUsValues } from "./contact-us-rules.ts";
import { CATEGORIES } from "./testing/contact-us-fixtures.ts";

const VALID: ContactUsValues = {
  categoryId: "products",
  subjectId: "sizing",
  firstName: "Alex",
  lastName: "Walker",
  email: "alex@example.com",
  phone: "",
  orderNumber: "",
  message: "Does the parka run large?",
};
const errorsOf = (values: Partial<ContactUsValues>, siteId = "RL-US") => contactUsErrors({ ...VALID, ...values }, { siteId, strings: contactUsStrings(siteId), categories: CATEGORIES.categories });

describe("contact us rules", () => {
  test.each([
    ["valid values", {}, {}],
    ["no topic: the topic is asked for, not yet the subject", { categoryId: "", subjectId: "" }, { categoryId: "Choose a topic." }],
    ["a topic without a subject", { subjectId: "" }, { subjectId: "Choose a subject." }],
    ["a subject requiring the order number, without it", { categoryId: "orders", subjectId: "order-status" }, { orderNumber: "Enter the order number: we need it for this subject." }],
    ["the order number in lower case with spaces: accepted", { categoryId: "orders", subjectId: "order-status", orderNumber: " rl12345678 " }, {}],
    ["an order number of the wrong shape", { orderNumber: "RL1234567" }, { orderNumber: "Enter the order number as RL and 8 digits." }],
    ["a US phone not starting 2–9", { phone: "(103) 555-0100" }, { phone: "A valid phone number is required" }],
    ["names of 50 characters pass, 51 do not", { firstName: "A".repeat(50), lastName: "W".repeat(51) }, { lastName: "Enter no more than 50 characters" }],
    ["a message of exactly 10 characters passes", { message: "0123456789" }, {}],
    ["a message of whitespace only", { message: "   " }, { message: "This field is required" }],
  ])("%s", (_name, values, expected) => {
    expect(errorsOf(values)).toEqual(expected);
  });

  test("a UK number with its trunk 0 is a phone of the GB site; the French site's messages are French", () => {
    expect(errorsOf({ phone: "07700 900123" }, "RL-GB")).toEqual({});
    expect(errorsOf({ email: "alex@" }, "RL-CAFR")).toEqual({ email: "L’adresse courriel n’est pas valide" });
  });

  test("the order number is required by the subjects that say so", () => {
    expect(requiresOrderNumber(CATEGORIES.categories, { categoryId: "orders", subjectId: "order-status" })).toBe(true);
    expect(requiresOrderNumber(CATEGORIES.categories, { categoryId: "orders", subjectId: "delivery-options" })).toBe(false);
    expect(requiresOrderNumber(CATEGORIES.categories, { categoryId: "products", subjectId: "order-status" })).toBe(false);
  });

  test("the body: trimmed, the phone in E.164 for the site, empty optional fields left out; the contract takes it", () => {
    const body = contactUsBody({ ...VALID, firstName: " Alex ", phone: "07700 900123", orderNumber: "rl12345678", message: " Hello there, team! " }, "RL-GB");
    expect(body).toEqual({ ...VALID, phone: "+447700900123", orderNumber: "RL12345678", message: "Hello there, team!" });
    expect(contactUsBody(VALID, "RL-US")).toEqual({ categoryId: "products", subjectId: "sizing", firstName: "Alex", lastName: "Walker", email: "alex@example.com", message: "Does the parka run large?" });
    expect(contactUsRequest.safeParse(body).success).toBe(true);
  });

  test("the limits are the contract's", () => {
    const accepts = (values: Partial<ContactUsValues>) => contactUsRequest.safeParse(contactUsBody({ ...VALID, ...values }, "RL-US")).success;
    expect(accepts({ firstName: "A".repeat(CONTACT_US_LIMITS.name) })).toBe(true);
    expect(accepts({ firstName: "A".repeat(CONTACT_US_LIMITS.name + 1) })).toBe(false);
    expect(accepts({ email: `${"a".repeat(CONTACT_US_LIMITS.email - "@example.com".length)}@example.com` })).toBe(true);
    expect(accepts({ email: `${"a".repeat(CONTACT_US_LIMITS.email + 1 - "@example.com".length)}@example.com` })).toBe(false);
    expect(accepts({ message: "x".repeat(CONTACT_US_LIMITS.messageMin) })).toBe(true);
    expect(accepts({ message: "x".repeat(CONTACT_US_LIMITS.messageMin - 1) })).toBe(false);
    expect(accepts({ message: "x".repeat(CONTACT_US_LIMITS.messageMax) })).toBe(true);
    expect(accepts({ message: "x".repeat(CONTACT_US_LIMITS.messageMax + 1) })).toBe(false);
  });

  test("the empty form has every field", () => {
    expect(Object.keys(EMPTY_CONTACT_US)).toEqual(["categoryId", "subjectId", "firstName", "lastName", "email", "phone", "orderNumber", "message"]);
  });
});
