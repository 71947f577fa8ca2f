import type { FocusEvent, JSX } from "react";
import { siteById } from "../../../../contracts/sites.ts";
import { examplePhone, formatPhone, isPhoneNumber } from "../../../forms/phone.ts";
import type { AddressBody } from "../../api/client-checkout.ts";
import { addressFormStrings } from "./address-form-strings.ts";
import { regionsOf } from "./address-regions.ts";
import { ADDRESS_FIELDS, ADDRESS_MAX_LENGTHS, normalisedPhone, phoneCountryFor, requiresRegion, type AddressField } from "./address-rules.ts";
import styles from "./address-form.module.css";

export { addressErrors, addressFieldOf } from "./address-rules.ts";

export interface AddressFieldsProps {
  siteId: string;
  /** Makes the ids and names unique on the page: `${idPrefix}-city`. */
  idPrefix: string;
  defaultValue?: Partial<AddressBody>;
  /** Messages by field name (`city`, `postalCode`…), from `addressErrors` or the server. */
  errors?: Partial<Record<string, string>>;
  /** Asks for the contact email (guests' shipping address: the order's email). */
  withEmail?: boolean;
  /** Asks for the phone (shipping: SHP410; billing: BILL410). */
  withPhone?: boolean;
}

/** The name (and id) of an address field's input. */
export const addressInputName = (idPrefix: string, field: AddressField) => `${idPrefix}-${field}`;

/**
 * The address fields, labelled, inside the caller's `<form>` (uncontrolled: read them with
 * `addressFromForm`). The country is the site's, shown read-only; US and Canada choose a state
 * or province; the phone shows the site's mask and is rewritten into it when it loses focus.
 * An error is tied to its input (`aria-invalid`, `aria-describedby`).
 */
export function AddressFields({ siteId, idPrefix, defaultValue = {}, errors = {}, withEmail = false, withPhone = true }: AddressFieldsProps): JSX.Element {
  const site = siteById(siteId);
  const strings = addressFormStrings(siteId);
  const country = site.country;
  const phoneCountry = phoneCountryFor(country, siteId);
  const regions = regionsOf(country, site.language);
  const countryName = new Intl.DisplayNames([site.locale], { type: "region" }).of(country) ?? country;

  const id = (field: AddressField) => addressInputName(idPrefix, field);
  const described = (field: AddressField, hint?: boolean) => {
    const ids = [errors[field] ? `${id(field)}-error` : "", hint ? `${id(field)}-hint` : ""].filter(Boolean).join(" ");
    return ids || undefined;
  };
  const value = (field: AddressField) => {
    const given = defaultValue[field];
    return typeof given === "string" ? given : undefined;
  };
  const error = (field: AddressField) =>
    errors[field] ? (
      <p id={`${id(field)}-error`} className={styles.error}>
        <span aria-hidden="true" className={styles.errorIcon}>
          !
        </span>
        {errors[field]}
      </p>
    ) : null;

  const text = (
    field: AddressField,
    label: string,
    options: {
      autoComplete: string;
      required?: boolean;
      type?: "text" | "email" | "tel";
      hint?: string;
      wide?: boolean;
      defaultValue?: string;
      onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
    },
  ) => (
    <div className={`${styles.field} ${options.wide ? styles.wide : ""}`}>
      <label htmlFor={id(field)} className={styles.label}>
        {options.required === false ? strings.optional(label) : label}
      </label>
      {options.hint && (
        <p id={`${id(field)}-hint`} className={styles.hint}>
          {options.hint}
        </p>
      )}
      <input
        id={id(field)}
        name={id(field)}
        className={styles.input}
        type={options.type ?? "text"}
        autoComplete={options.autoComplete}
        required={options.required !== false}
        maxLength={ADDRESS_MAX_LENGTHS[field]}
        defaultValue={options.defaultValue ?? value(field)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field, !!options.hint)}
        onBlur={options.onBlur}
      />
      {error(field)}
    </div>
  );

  const storedPhone = value("recipientContactPhone");
  const shownPhone = storedPhone && isPhoneNumber(storedPhone, phoneCountry) ? formatPhone(storedPhone, phoneCountry) : storedPhone;

  return (
    <div className={styles.container}>
      <div className={styles.fields}>
        {text("recipientFirstName", strings.firstName, { autoComplete: "given-name" })}
        {text("recipientLastName", strings.lastName, { autoComplete: "family-name" })}
        {withEmail && text("recipientContactEmail", strings.email, { autoComplete: "email", type: "email", hint: strings.emailHint, wide: true })}
        {text("addressLine1", strings.addressLine1, { autoComplete: "address-line1", wide: true })}
        {text("addressLine2", strings.addressLine2, { autoComplete: "address-line2", required: false, wide: true })}
        {text("city", strings.city, { autoComplete: "address-level2" })}
        {regions ? (
          <div className={styles.field}>
            <label htmlFor={id("stateCityProvDept")} className={styles.label}>
              {strings.region(country)}
            </label>
            <select
              id={id("stateCityProvDept")}
              name={id("stateCityProvDept")}
              className={styles.input}
              autoComplete="address-level1"
              required={requiresRegion(country)}
              defaultValue={value("stateCityProvDept") ?? ""}
              aria-invalid={errors.stateCityProvDept ? true : undefined}
              aria-describedby={described("stateCityProvDept")}
            >
              <option value="">{strings.chooseRegion}</option>
              {regions.map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </select>
            {error("stateCityProvDept")}
          </div>
        ) : (
          text("stateCityProvDept", strings.region(country), { autoComplete: "address-level1", required: false })
        )}
        {text("postalCode", strings.postalCode(country), { autoComplete: "postal-code" })}
        <div className={styles.field}>
          <label htmlFor={id("country")} className={styles.label}>
            {strings.country}
          </label>
          <input id={id("country")} className={styles.input} value={countryName} readOnly autoComplete="off" />
          <input type="hidden" name={id("country")} value={country} />
        </div>
        {withPhone &&
          text("recipientContactPhone", strings.phone, {
            autoComplete: "tel",
            type: "tel",
            hint: strings.phoneHint(examplePhone(phoneCountry)),
            wide: true,
            defaultValue: shownPhone,
            onBlur: (event) => {
              const typed = event.currentTarget.value;
              if (typed.trim() && isPhoneNumber(typed, phoneCountry)) event.currentTarget.value = formatPhone(typed, phoneCountry);
            },
          })}
      </div>
    </div>
  );
}

/**
 * The address the fields of `idPrefix` hold, trimmed: empty optional fields left out, the phone
 * in E.164 when it is a number of the country. A field the form did not show (phone, email) is
 * undefined; one it showed empty is "" (so that `addressErrors` requires it).
 */
export function addressFromForm(form: FormData, idPrefix: string): AddressBody {
  const read = (field: AddressField): string | undefined => {
    const entry = form.get(addressInputName(idPrefix, field)) ?? form.get(field);
    return typeof entry === "string" ? entry.trim() : undefined;
  };
  const values = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, read(field)])) as Record<AddressField, string | undefined>;
  const country = (values.country ?? "").toUpperCase();
  const phone = values.recipientContactPhone;
  const address: AddressBody = {
    recipientFirstName: values.recipientFirstName ?? "",
    recipientLastName: values.recipientLastName ?? "",
    addressLine1: values.addressLine1 ?? "",
    city: values.city ?? "",
    postalCode: (values.postalCode ?? "").toUpperCase(),
    country,
  };
  if (values.addressLine2) address.addressLine2 = values.addressLine2;
  if (values.stateCityProvDept) address.stateCityProvDept = values.stateCityProvDept;
  if (phone !== undefined) address.recipientContactPhone = phone && country ? normalisedPhone(phone, phoneCountryFor(country, "")) : phone;
  if (values.recipientContactEmail !== undefined) address.recipientContactEmail = values.recipientContactEmail;
  return address;
}
