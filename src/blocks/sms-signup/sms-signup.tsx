import { useContext, useEffect, useMemo, useState } from "react";
import { QueryClientContext } from "@tanstack/react-query";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { useEngine } from "../../engine/react/engine-context.tsx";
import { smsTexts, type SmsTexts } from "../../forms/form-texts.ts";
import { examplePhone, formatPhone, isPhoneNumber, maskedPhone, phoneCountryOf, SMS_CODE_LENGTH, toE164, type PhoneCountry } from "../../forms/phone.ts";
import { SignupFormView, type FieldSpec } from "../../forms/signup-form.tsx";
import { useSignupForm } from "../../forms/use-signup-form.ts";
import { rulesFor, type FieldValue, type FormValidators } from "../../forms/validators.ts";
import type { SmsSignupProps } from "./schema.ts";
import { siteById } from "../../../contracts/sites.ts";

type SubscribeField = "phone" | "consent";
type ConfirmField = "code";
const SUBSCRIBE_VALUES: Readonly<Record<SubscribeField, FieldValue>> = { phone: "", consent: false };
const CONFIRM_VALUES: Readonly<Record<ConfirmField, FieldValue>> = { code: "" };

/** The phone in the site's country masks (North America: 10 digits starting 2–9); consent required. */
export function smsValidators(language: string, country: PhoneCountry): FormValidators<SubscribeField> {
  const rules = rulesFor(language);
  return {
    phone: [rules.required(), rules.phone({ masks: country.masks, northAmerican: country.northAmerican, dialCode: country.dialCode })],
    consent: [rules.requiredCheckbox()],
  };
}

export function codeValidators(language: string, texts: SmsTexts): FormValidators<ConfirmField> {
  const rules = rulesFor(language);
  return { code: [rules.required(), rules.regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), texts.codeInvalid(SMS_CODE_LENGTH))] };
}

/**
 * subscribe ──PENDING──▶ confirm ──code accepted──▶ subscribed
 *     ▲   ╰─(already SUBSCRIBED)──────────────────────▶ │
 *     ╰──── "use a different number", or a change ◀──────╯
 */
type Step = { kind: "subscribe" } | { kind: "confirm"; sentTo: string } | { kind: "subscribed" };

export default function SmsSignup(props: BlockComponentProps<SmsSignupProps>) {
  const { page } = useEngine();
  const site = siteById(page.siteId);
  const country = phoneCountryOf(site);
  const texts = smsTexts(site.language);
  const subscribeValidators = useMemo(() => smsValidators(site.language, country), [site.language, country]);
  const confirmValidators = useMemo(() => codeValidators(site.language, texts), [site.language, texts]);
  const subscribe = useSignupForm(SUBSCRIBE_VALUES, subscribeValidators, site.language);
  const confirm = useSignupForm(CONFIRM_VALUES, confirmValidators, site.language);
  const [step, setStep] = useState<Step>({ kind: "subscribe" });
  const queryClient = useContext(QueryClientContext);

  const focusCode = confirm.focus;
  useEffect(() => {
    if (step.kind === "confirm") focusCode("code");
  }, [step.kind, focusCode]);

  const common = {
    formLabel: texts.formLabel,
    title: props.title,
    subtitle: props.subtitle,
    richText: props.richText,
    alignment: props.alignment,
    backgroundColor: props.backgroundColor,
    textColor: props.textColor,
  };

  if (step.kind === "confirm") {
    // Where the code went is the field's description: focus moves to the field, which reads it out.
    const fields: FieldSpec<ConfirmField>[] = [
      { kind: "text", name: "code", type: "text", label: texts.codeLabel, hint: texts.codeSent(step.sentTo), autoComplete: "one-time-code", inputMode: "numeric", maxLength: SMS_CODE_LENGTH },
    ];
    const submitCode = () =>
      confirm.submit(async (values) => {
        const { confirmSmsCode, smsCodeProblem } = await import("../../forms/signup.ts");
        try {
          await confirmSmsCode(String(values.code), site.siteId);
        } catch (error) {
          const problem = smsCodeProblem(error);
          if (problem) throw new Error(problem === "wrong" ? texts.codeWrong : texts.codeExpired, { cause: error });
          throw error;
        }
        setStep({ kind: "subscribed" });
      });
    return (
      <SignupFormView
        {...common}
        fields={fields}
        state={confirm.state}
        submitText={texts.confirm}
        submittingText={texts.confirming}
        onChange={confirm.change}
        onSubmit={submitCode}
        inputRef={confirm.inputRef}
        secondaryAction={{ text: texts.changeNumber, onClick: () => setStep({ kind: "subscribe" }) }}
      />
    );
  }

  const fields: FieldSpec<SubscribeField>[] = [
    {
      kind: "text",
      name: "phone",
      type: "tel",
      label: props.phoneLabel ?? texts.phoneLabel,
      hint: texts.phoneHint(examplePhone(country)),
      autoComplete: "tel-national",
      inputMode: "tel",
      normaliseOnBlur: (value) => (isPhoneNumber(value, country) ? formatPhone(value, country) : value),
    },
    { kind: "checkbox", name: "consent", label: props.consentLabel ?? texts.consentLabel, link: props.termsLink },
  ];

  const submitPhone = () =>
    subscribe.submit(async (values) => {
      const { submitSmsSignup, CONSUMER_PROFILE_QUERY_KEY } = await import("../../forms/signup.ts");
      const phone = toE164(String(values.phone), country);
      const outcome = await submitSmsSignup({ phone, site: { siteId: site.siteId, country: site.country, region: site.region }, source: props.source });
      if (outcome.call === "updateSmsSubscription" && outcome.profile) queryClient?.setQueryData(CONSUMER_PROFILE_QUERY_KEY, outcome.profile);
      confirm.reset();
      setStep(outcome.subscription.status === "PENDING" ? { kind: "confirm", sentTo: maskedPhone(phone) } : { kind: "subscribed" });
    });

  return (
    <SignupFormView
      {...common}
      fields={fields}
      state={subscribe.state}
      submitText={props.submitText ?? texts.submit}
      submittingText={texts.submitting}
      statusMessage={step.kind === "subscribed" ? (props.successMessage ?? texts.success) : undefined}
      onChange={(field, value) => {
        if (step.kind === "subscribed") setStep({ kind: "subscribe" });
        subscribe.change(field, value);
      }}
      onSubmit={submitPhone}
      inputRef={subscribe.inputRef}
    />
  );
}
