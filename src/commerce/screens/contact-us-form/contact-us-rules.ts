import type { z } from "zod";
import { ORDER_NUMBER_PATTERN } from "../../../../contracts/api/commerce-constants.ts";
import type { contactUsCategoriesAnswer } from "../../../../contracts/api/consumer.ts";
import { siteById } from "../../../../contracts/sites.ts";
import { phoneCountryOf, toE164 } from "../../../forms/phone.ts";
import { rulesFor, validateForm, type FieldErrors, type FormValidators, type Validator } from "../../../forms/validators.ts";
import type { CommerceClient } from "../../api/client.ts";
import type { ContactUsStrings } from "./contact-us-form-strings.ts";
import type { ServiceFormValues } from "./use-service-form.ts";

/**
 * The contact form's rules (commerce spec §7 `POST /consumers-v3/contactus`): the request
 * contract's fields and limits (contracts/api/consumer.ts `contactUsRequest`), told to the shopper
 * before the request. The backend stays the judge (an order number must be one of the shopper's
 * orders, or a guest's order placed with the email given). Pure.
 */

export type ContactUsCategories = z.output<typeof contactUsCategoriesAnswer>["categories"];
export type ContactUsBody = Parameters<CommerceClient["contactUs"]>[0];

/** The fields, in the form's order; named as the contract names them, so an answer's `field` finds its input. */
export const CONTACT_US_FIELDS = ["categoryId", "subjectId", "firstName", "lastName", "email", "phone", "orderNumber", "message"] as const;
export type ContactUsField = (typeof CONTACT_US_FIELDS)[number];
export type ContactUsValues = ServiceFormValues<ContactUsField>;

/** The contract's limits (a test keeps them equal to `contactUsRequest`). */
export const CONTACT_US_LIMITS = { name: 50, email: 254, messageMin: 10, messageMax: 4000 } as const;

export const EMPTY_CONTACT_US: ContactUsValues = { categoryId: "", subjectId: "", firstName: "", lastName: "", email: "", phone: "", orderNumber: "", message: "" };

/** Order numbers are accepted in lower case and with spaces around, as the contract normalises them. */
export const normalisedOrderNumber = (typed: string) => typed.trim().toUpperCase();

/** An order number rule on the normalised value (RL and 8 digits). */
export const orderNumberRule =
  (message: string): Validator =>
  (value) => {
    const text = normalisedOrderNumber(String(value ?? ""));
    return text && !ORDER_NUMBER_PATTERN.test(text) ? message : undefined;
  };

export function subjectsOf(categories: ContactUsCategories, categoryId: string) {
  return categories.find((category) => category.categoryId === categoryId)?.subjects ?? [];
}

/** Whether the chosen subject needs an order number (`requiresOrderNumber`). */
export function requiresOrderNumber(categories: ContactUsCategories, values: Pick<ContactUsValues, "categoryId" | "subjectId">): boolean {
  return subjectsOf(categories, values.categoryId).some((subject) => subject.subjectId === values.subjectId && subject.requiresOrderNumber);
}

/**
 * The message of every invalid field. The subject is asked for once a topic is chosen; the order
 * number when the subject requires it; the phone is optional, and a number of the site's country
 * (its mask) when given.
 */
export function contactUsErrors(values: ContactUsValues, context: { siteId: string; strings: ContactUsStrings; categories: ContactUsCategories }): FieldErrors<ContactUsField> {
  const site = siteById(context.siteId);
  const { strings } = context;
  const rules = rulesFor(site.language);
  const phone = phoneCountryOf(site);
  const name = [rules.required(), rules.name(), rules.maxLength(CONTACT_US_LIMITS.name)];
  const validators: FormValidators<ContactUsField> = {
    categoryId: [rules.required(strings.categoryRequired)],
    subjectId: values.categoryId ? [rules.required(strings.subjectRequired)] : [],
    firstName: name,
    lastName: name,
    email: [rules.required(), rules.email(), rules.maxLength(CONTACT_US_LIMITS.email)],
    phone: [rules.phone({ masks: phone.masks, northAmerican: phone.northAmerican, dialCode: phone.dialCode })],
    orderNumber: [...(requiresOrderNumber(context.categories, values) ? [rules.required(strings.orderNumberRequired)] : []), orderNumberRule(strings.orderNumberInvalid)],
    message: [rules.required(), rules.minLength(CONTACT_US_LIMITS.messageMin), rules.maxLength(CONTACT_US_LIMITS.messageMax)],
  };
  return validateForm(values, validators);
}

/** The request of valid values: trimmed, the phone in E.164 (spec §5), empty optional fields left out. */
export function contactUsBody(values: ContactUsValues, siteId: string): ContactUsBody {
  const phone = values.phone.trim();
  const orderNumber = normalisedOrderNumber(values.orderNumber);
  return {
    categoryId: values.categoryId,
    subjectId: values.subjectId,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(phone ? { phone: toE164(phone, phoneCountryOf(siteById(siteId))) } : {}),
    ...(orderNumber ? { orderNumber } : {}),
    message: values.message.trim(),
  };
}
