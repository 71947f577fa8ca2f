import { useMemo } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { MINIMUM_AGE } from "../../../contracts/api/commerce-constants.ts";
import { siteById, type SiteConfig } from "../../../contracts/sites.ts";
import { parseDate } from "../../forms/date-format.ts";
import { examplePhone, formatPhone, isPhoneNumber, phoneCountryOf, toE164 } from "../../forms/phone.ts";
import { SignupFormView, type FieldSpec } from "../../forms/signup-form.tsx";
import { useSignupForm } from "../../forms/use-signup-form.ts";
import { rulesFor, type FieldValue, type FormValidators, type FormValues } from "../../forms/validators.ts";
import { validationMessages } from "../../forms/validation-messages.ts";
import type { SignInAnswer } from "../api/client.ts";
import { withCommerce } from "../lazy-commerce.ts";
import { joinLoyalty, signInShopper, subscribeNewsletter, subscribeSms } from "./identity-actions.ts";
import { identityStrings } from "./identity-strings.ts";

export type SignUpField = "firstName" | "lastName" | "email" | "password" | "confirmPassword" | "phone" | "birthDate" | "postalCode" | "joinLoyalty" | "newsletter" | "smsOptIn";

const isBlank = (value: FieldValue) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** The day `MINIMUM_AGE` years before today: the latest birth date that may sign up. */
function latestBirthDate(today: Date): Date {
  return new Date(Date.UTC(today.getUTCFullYear() - MINIMUM_AGE, today.getUTCMonth(), today.getUTCDate()));
}

/**
 * The sign-up form's rules (commerce spec §5, content spec's validators): names (unless the
 * simplified enrolment leaves them for profile completion), email, the password's parts and its
 * confirmation (FE340), the phone in the site's mask (needed for SMS offers), the birth date in
 * the site's format and old enough (needed to join loyalty), the postal code.
 */
export function signUpValidators(site: SiteConfig, options: { simplified: boolean; today?: Date }): FormValidators<SignUpField> {
  const rules = rulesFor(site.language);
  const messages = validationMessages(site.language);
  const country = phoneCountryOf(site);
  const requiredWhen = (field: SignUpField) => (value: FieldValue, values: FormValues) => (values[field] === true && isBlank(value) ? messages.required : undefined);
  const name = options.simplified ? [rules.name(), rules.maxLength(100)] : [rules.required(), rules.name(), rules.maxLength(100)];
  return {
    firstName: name,
    lastName: name,
    email: [rules.required(), rules.email(), rules.maxLength(254)],
    password: [rules.required(), rules.password(), rules.maxLength(128)],
    confirmPassword: [rules.required(), rules.passwordsMatch("password")],
    phone: [requiredWhen("smsOptIn"), rules.phone({ masks: country.masks, northAmerican: country.northAmerican, dialCode: country.dialCode })],
    birthDate: [requiredWhen("joinLoyalty"), rules.date(site.dateFormat), rules.maxDate(latestBirthDate(options.today ?? new Date()), site.dateFormat)],
    postalCode: [rules.maxLength(12)],
    joinLoyalty: [],
    newsletter: [],
    smsOptIn: [],
  };
}

const INITIAL: Readonly<Record<SignUpField, FieldValue>> = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "", phone: "", birthDate: "", postalCode: "", joinLoyalty: true, newsletter: false, smsOptIn: false };

/** A calendar date in the site's format as the API's ISO date; undefined when blank. */
function isoDate(text: FieldValue, format: string): string | undefined {
  const date = typeof text === "string" ? parseDate(text.trim(), format) : undefined;
  return date ? `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}` : undefined;
}

const text = (value: FieldValue) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

export interface SignedUp {
  session: SignInAnswer;
  email: string;
  joinedLoyalty: boolean;
}

/**
 * The sign-up form of the sign-up page and of the sign-in dialog: creates the account, signs in
 * (the guest's cart and favourites become the member's), then joins loyalty and subscribes to the
 * newsletter when asked. A failed extra (loyalty, newsletter) does not undo the account: the
 * profile completion and the account pages offer them again.
 */
export function SignUpForm({ siteId, initialEmail = "", simplified = false, title, onSignedUp }: { siteId: string; initialEmail?: string; simplified?: boolean; title?: string; onSignedUp(result: SignedUp): void }) {
  const site = siteById(siteId);
  const strings = identityStrings(siteId);
  const country = phoneCountryOf(site);
  const queryClient = useQueryClient();
  const validators = useMemo(() => signUpValidators(site, { simplified }), [site, simplified]);
  const initial = useMemo(() => ({ ...INITIAL, email: initialEmail }), [initialEmail]);
  const form = useSignupForm(initial, validators, site.language);

  const fields: FieldSpec<SignUpField>[] = [
    ...(simplified
      ? []
      : ([
          { kind: "text", name: "firstName", label: strings.firstName, type: "text", autoComplete: "given-name", maxLength: 100 },
          { kind: "text", name: "lastName", label: strings.lastName, type: "text", autoComplete: "family-name", maxLength: 100 },
        ] satisfies FieldSpec<SignUpField>[])),
    { kind: "text", name: "email", label: strings.email, type: "email", autoComplete: "email", maxLength: 254 },
    { kind: "text", name: "password", label: strings.password, type: "password", autoComplete: "new-password", hint: strings.passwordHint, maxLength: 128 },
    { kind: "text", name: "confirmPassword", label: strings.confirmPassword, type: "password", autoComplete: "new-password", maxLength: 128 },
    ...(simplified
      ? []
      : ([
          { kind: "text", name: "phone", label: strings.phone(examplePhone(country)), type: "tel", autoComplete: "tel-national", inputMode: "tel", required: false, normaliseOnBlur: (value) => (isPhoneNumber(value, country) ? formatPhone(value, country) : value) },
          { kind: "text", name: "birthDate", label: strings.birthDate(site.dateFormat), type: "text", autoComplete: "bday", inputMode: "numeric", required: false, maxLength: 10 },
          { kind: "text", name: "postalCode", label: strings.postalCode, type: "text", autoComplete: "postal-code", required: false, maxLength: 12 },
        ] satisfies FieldSpec<SignUpField>[])),
    { kind: "checkbox", name: "joinLoyalty", label: `${strings.joinLoyalty}: ${strings.joinLoyaltyHint}`, required: false },
    { kind: "checkbox", name: "newsletter", label: strings.newsletter, required: false },
    ...(simplified ? [] : ([{ kind: "checkbox", name: "smsOptIn", label: strings.smsOptIn, required: false }] satisfies FieldSpec<SignUpField>[])),
  ];

  const submit = () =>
    form.submit(async (values) => {
      const email = String(values.email).trim();
      const password = String(values.password);
      const phone = text(values.phone);
      const birthDate = isoDate(values.birthDate, site.dateFormat);
      await withCommerce(queryClient, siteId, (commerce) =>
        commerce.signUp({
          consumerProfile: {
            consumerDetails: { email, password, firstName: text(values.firstName), lastName: text(values.lastName), phone: phone ? toE164(phone, country) : undefined, birthDate, postalCode: text(values.postalCode) },
          },
        }),
      );
      const session = await signInShopper(queryClient, siteId, { username: email, password });
      let joinedLoyalty = false;
      if (values.joinLoyalty === true) joinedLoyalty = await joinLoyalty(siteId, site.country).then(() => true, () => false);
      // Double opt-in both: the newsletter confirms by email, the SMS offers by a texted code.
      if (values.newsletter === true) await subscribeNewsletter(site, email).catch(() => undefined);
      if (values.smsOptIn === true && phone) await subscribeSms(site, toE164(phone, country)).catch(() => undefined);
      onSignedUp({ session, email, joinedLoyalty });
    });

  return (
    <SignupFormView
      formLabel={strings.dialogTitle["sign-up"]}
      title={title}
      fields={fields}
      state={form.state}
      submitText={strings.createAccount}
      submittingText={strings.working}
      onChange={form.change}
      onSubmit={submit}
      inputRef={form.inputRef}
    />
  );
}
