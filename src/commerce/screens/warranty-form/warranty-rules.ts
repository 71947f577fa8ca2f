import type { z } from "zod";
import type { warrantyRequest } from "../../../../contracts/api/consumer.ts";
import { siteById } from "../../../../contracts/sites.ts";
import { formatDate, parseDate, type CalendarDate } from "../../../forms/date-format.ts";
import { phoneCountryOf, toE164 } from "../../../forms/phone.ts";
import { validationMessages } from "../../../forms/validation-messages.ts";
import { rulesFor, validateForm, type FieldErrors, type Validator } from "../../../forms/validators.ts";
import type { CommerceClient } from "../../api/client.ts";
import { normalisedOrderNumber, orderNumberRule } from "../contact-us-form/contact-us-rules.ts";
import type { ServiceFormValues } from "../contact-us-form/use-service-form.ts";
import type { WarrantyStrings } from "./warranty-form-strings.ts";

/**
 * The warranty form's rules (commerce spec §7 `POST /consumers-v3/consumer/warranty`): the
 * request contract's fields and limits (contracts/api/consumer.ts `warrantyRequest`), told to the
 * shopper before the request. The backend stays the judge: the product must exist (PLP400), an
 * order must be the member's (OHS4004) and hold the product (ORD404). Pure.
 */

export type WarrantyBody = Parameters<CommerceClient["openWarrantyCase"]>[0];
export type WarrantyIssue = z.output<typeof warrantyRequest>["issueType"];

/**
 * The contract's issue types (WARRANTY_ISSUE_TYPES, in a zod module a shopper's browser must not
 * load; a test keeps the two lists equal).
 */
export const WARRANTY_ISSUES = ["ZIPPER", "SEAM", "FABRIC", "SOLE", "BUCKLE_OR_STRAP", "WATERPROOFING", "INSULATION", "OTHER"] as const satisfies readonly WarrantyIssue[];

/** The fields, in the form's order; named as the contract names them, so an answer's `field` finds its input. */
export const WARRANTY_FIELDS = ["productId", "orderNumber", "purchaseDate", "issueType", "description", "images", "contactPhone"] as const;
export type WarrantyField = (typeof WARRANTY_FIELDS)[number];
export type WarrantyValues = ServiceFormValues<WarrantyField>;

/** The contract's limits (a test keeps them equal to `warrantyRequest`). */
export const WARRANTY_LIMITS = { descriptionMin: 10, descriptionMax: 2000, images: 5, imageUrl: 2048 } as const;

/** A style id (8 characters) or a variant's product id (11), upper-cased as the contract does. */
export const PRODUCT_ID_PATTERN = /^[A-Z0-9]{8}([A-Z0-9]{3})?$/;

export const EMPTY_WARRANTY: WarrantyValues = { productId: "", orderNumber: "", purchaseDate: "", issueType: "", description: "", images: "", contactPhone: "" };

/** The photo links typed, one per line; blank lines do not count. */
export const imageLinksOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const isHttpsLink = (text: string) => {
  try {
    return new URL(text).protocol === "https:" && text.length <= WARRANTY_LIMITS.imageUrl;
  } catch {
    return false;
  }
};

/**
 * The message of every invalid field. The purchase date is typed in the site's date format and is
 * not after `today` (the UTC date, as the backend compares it); order number, photos and phone
 * are optional.
 */
export function warrantyErrors(values: WarrantyValues, context: { siteId: string; strings: WarrantyStrings; today: CalendarDate }): FieldErrors<WarrantyField> {
  const site = siteById(context.siteId);
  const { strings } = context;
  const rules = rulesFor(site.language);
  const phone = phoneCountryOf(site);
  const productId: Validator = (value) => (PRODUCT_ID_PATTERN.test(String(value ?? "").trim().toUpperCase()) ? undefined : strings.productIdInvalid);
  const images: Validator = (value) => {
    const links = imageLinksOf(String(value ?? ""));
    if (links.length > WARRANTY_LIMITS.images) return strings.imagesTooMany(WARRANTY_LIMITS.images);
    return links.every(isHttpsLink) ? undefined : strings.imageInvalid;
  };
  return validateForm(values, {
    productId: [rules.required(), productId],
    orderNumber: [orderNumberRule(strings.orderNumberInvalid)],
    purchaseDate: [rules.required(), rules.date(site.dateFormat, validationMessages(site.language).date(strings.dateFormat(site.dateFormat))), rules.maxDate(context.today, site.dateFormat, strings.purchaseDateFuture)],
    issueType: [rules.required(strings.issueRequired)],
    description: [rules.required(), rules.minLength(WARRANTY_LIMITS.descriptionMin), rules.maxLength(WARRANTY_LIMITS.descriptionMax)],
    images: [images],
    contactPhone: [rules.phone({ masks: phone.masks, northAmerican: phone.northAmerican, dialCode: phone.dialCode })],
  });
}

/** The request of valid values: trimmed, the date as YYYY-MM-DD, the phone in E.164 (spec §5), empty optional fields left out. */
export function warrantyBody(values: WarrantyValues, siteId: string): WarrantyBody {
  const site = siteById(siteId);
  const orderNumber = normalisedOrderNumber(values.orderNumber);
  const images = imageLinksOf(values.images);
  const phone = values.contactPhone.trim();
  return {
    productId: values.productId.trim().toUpperCase(),
    ...(orderNumber ? { orderNumber } : {}),
    purchaseDate: formatDate(parseDate(values.purchaseDate, site.dateFormat)!),
    issueType: values.issueType as WarrantyIssue,
    description: values.description.trim(),
    ...(images.length ? { images } : {}),
    ...(phone ? { contactPhone: toE164(phone, phoneCountryOf(site)) } : {}),
  };
}
