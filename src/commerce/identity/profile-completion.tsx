import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { ConsumerProfileAnswer } from "../../../contracts/api/consumer.ts";
import { INTERESTS, INTEREST_SEPARATOR, MINIMUM_AGE } from "../../../contracts/api/commerce-constants.ts";
import { siteById } from "../../../contracts/sites.ts";
import { formatDate as formatCalendarDate, parseDate } from "../../forms/date-format.ts";
import { examplePhone, formatPhone, isPhoneNumber, phoneCountryOf, toE164 } from "../../forms/phone.ts";
import { SignupFormView, type FieldSpec } from "../../forms/signup-form.tsx";
import { useSignupForm } from "../../forms/use-signup-form.ts";
import { rulesFor, type FieldValue, type FormValidators } from "../../forms/validators.ts";
import { COMPLETION_STEP_NUMBERS, type CompletionStep } from "./completion-steps.ts";
import { joinLoyalty, updateProfile } from "./identity-actions.ts";
import { identityStrings } from "./identity-strings.ts";
import styles from "./identity.module.css";

/** An ISO date (the API's) in the site's format, for a prefilled field. */
function siteDate(iso: string | null, format: string): string {
  const date = iso ? parseDate(iso, "YYYY-MM-DD") : undefined;
  return date ? formatCalendarDate(date, format) : "";
}

function isoDate(value: FieldValue, format: string): string | undefined {
  const date = typeof value === "string" ? parseDate(value.trim(), format) : undefined;
  return date ? formatCalendarDate(date, "YYYY-MM-DD") : undefined;
}

const latestBirthDate = () => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - MINIMUM_AGE, today.getUTCMonth(), today.getUTCDate()));
};

interface StepProps {
  siteId: string;
  profile: ConsumerProfileAnswer;
  /** Saved (or nothing to save): the next step. */
  onNext(profile?: ConsumerProfileAnswer): void;
}

/**
 * Profile completion (commerce spec §4: 0 non-loyalty, 1 welcome, 2 mobile, 3 profile,
 * 4 interests, 5 success): the steps completionSteps chose, one at a time; each may be skipped
 * ("Not now") except the last. Each step's heading takes focus, so that a screen reader hears it.
 */
export function ProfileCompletion({ siteId, steps, profile: initialProfile, onDone }: { siteId: string; steps: readonly CompletionStep[]; profile: ConsumerProfileAnswer; onDone(): void }) {
  const strings = identityStrings(siteId);
  const [index, setIndex] = useState(0);
  const [profile, setProfile] = useState(initialProfile);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = steps[index] ?? "success";
  const headingId = useId();
  useEffect(() => heading.current?.focus(), [index]);

  const next = (changed?: ConsumerProfileAnswer) => {
    if (changed) setProfile(changed);
    if (index + 1 >= steps.length) onDone();
    else setIndex(index + 1);
  };
  const props: StepProps = { siteId, profile, onNext: next };
  return (
    <section className={styles.completion} aria-labelledby={headingId} data-completion-step={COMPLETION_STEP_NUMBERS[step]}>
      <p className={styles.progress}>{strings.stepOf(index + 1, steps.length)}</p>
      <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {strings.steps[step].title}
      </h3>
      <p className={styles.muted}>{strings.steps[step].text}</p>
      {step === "non-loyalty" && <NonLoyaltyStep {...props} />}
      {step === "mobile" && <MobileStep {...props} />}
      {step === "profile" && <DetailsStep {...props} />}
      {step === "interests" && <InterestsStep {...props} />}
      {(step === "welcome" || step === "success") && (
        <button type="button" className={styles.primary} onClick={() => next()}>
          {step === "success" ? strings.close : strings.continue}
        </button>
      )}
    </section>
  );
}

function SkipButton({ siteId, onNext }: Pick<StepProps, "siteId" | "onNext">) {
  return (
    <button type="button" className={styles.link} onClick={() => onNext()}>
      {identityStrings(siteId).skip}
    </button>
  );
}

function NonLoyaltyStep({ siteId, profile, onNext }: StepProps) {
  const site = siteById(siteId);
  const strings = identityStrings(siteId);
  const needsBirthDate = !profile.consumerDetails.birthDate;
  const validators = useMemo<FormValidators<"birthDate">>(() => {
    const rules = rulesFor(site.language);
    return { birthDate: needsBirthDate ? [rules.required(), rules.date(site.dateFormat), rules.maxDate(latestBirthDate(), site.dateFormat)] : [] };
  }, [site, needsBirthDate]);
  const initial = useMemo(() => ({ birthDate: "" }), []);
  const form = useSignupForm<"birthDate">(initial, validators, site.language);
  const fields: FieldSpec<"birthDate">[] = needsBirthDate ? [{ kind: "text", name: "birthDate", label: strings.birthDate(site.dateFormat), type: "text", autoComplete: "bday", inputMode: "numeric", maxLength: 10 }] : [];
  return (
    <>
      <SignupFormView
        formLabel={strings.steps["non-loyalty"].title}
        fields={fields}
        state={form.state}
        submitText={strings.join}
        submittingText={strings.working}
        onChange={form.change}
        inputRef={form.inputRef}
        onSubmit={() =>
          form.submit(async (values) => {
            await joinLoyalty(siteId, site.country, needsBirthDate ? { birthDate: isoDate(values.birthDate, site.dateFormat) } : {});
            onNext({ ...profile, isLoyaltyMember: true });
          })
        }
      />
      <SkipButton siteId={siteId} onNext={onNext} />
    </>
  );
}

function MobileStep({ siteId, onNext }: StepProps) {
  const site = siteById(siteId);
  const strings = identityStrings(siteId);
  const country = phoneCountryOf(site);
  const validators = useMemo<FormValidators<"phone">>(() => {
    const rules = rulesFor(site.language);
    return { phone: [rules.required(), rules.phone({ masks: country.masks, northAmerican: country.northAmerican, dialCode: country.dialCode })] };
  }, [site.language, country]);
  const initial = useMemo(() => ({ phone: "" }), []);
  const form = useSignupForm<"phone">(initial, validators, site.language);
  return (
    <>
      <SignupFormView
        formLabel={strings.steps.mobile.title}
        fields={[{ kind: "text", name: "phone", label: strings.phone(examplePhone(country)), type: "tel", autoComplete: "tel-national", inputMode: "tel", normaliseOnBlur: (value) => (isPhoneNumber(value, country) ? formatPhone(value, country) : value) }]}
        state={form.state}
        submitText={strings.save}
        submittingText={strings.working}
        onChange={form.change}
        inputRef={form.inputRef}
        onSubmit={() => form.submit(async (values) => onNext(await updateProfile(siteId, { consumerDetails: { phone: toE164(String(values.phone), country) } })))}
      />
      <SkipButton siteId={siteId} onNext={onNext} />
    </>
  );
}

type DetailsField = "firstName" | "lastName" | "postalCode" | "birthDate";

function DetailsStep({ siteId, profile, onNext }: StepProps) {
  const site = siteById(siteId);
  const strings = identityStrings(siteId);
  const details = profile.consumerDetails;
  const validators = useMemo<FormValidators<DetailsField>>(() => {
    const rules = rulesFor(site.language);
    return {
      firstName: [rules.required(), rules.name(), rules.maxLength(100)],
      lastName: [rules.required(), rules.name(), rules.maxLength(100)],
      postalCode: [rules.required(), rules.maxLength(12)],
      birthDate: [rules.required(), rules.date(site.dateFormat), rules.maxDate(latestBirthDate(), site.dateFormat)],
    };
  }, [site]);
  const initial = useMemo(
    () => ({ firstName: details.firstName, lastName: details.lastName, postalCode: details.postalCode ?? "", birthDate: siteDate(details.birthDate, site.dateFormat) }),
    [details, site.dateFormat],
  );
  const form = useSignupForm<DetailsField>(initial, validators, site.language);
  const fields: FieldSpec<DetailsField>[] = [
    { kind: "text", name: "firstName", label: strings.firstName, type: "text", autoComplete: "given-name", maxLength: 100 },
    { kind: "text", name: "lastName", label: strings.lastName, type: "text", autoComplete: "family-name", maxLength: 100 },
    { kind: "text", name: "postalCode", label: strings.postalCode, type: "text", autoComplete: "postal-code", maxLength: 12 },
    { kind: "text", name: "birthDate", label: strings.birthDate(site.dateFormat), type: "text", autoComplete: "bday", inputMode: "numeric", maxLength: 10 },
  ];
  return (
    <>
      <SignupFormView
        formLabel={strings.steps.profile.title}
        fields={fields}
        state={form.state}
        submitText={strings.save}
        submittingText={strings.working}
        onChange={form.change}
        inputRef={form.inputRef}
        onSubmit={() =>
          form.submit(async (values) =>
            onNext(
              await updateProfile(siteId, {
                consumerDetails: { firstName: String(values.firstName).trim(), lastName: String(values.lastName).trim(), postalCode: String(values.postalCode).trim(), birthDate: isoDate(values.birthDate, site.dateFormat) },
              }),
            ),
          )
        }
      />
      <SkipButton siteId={siteId} onNext={onNext} />
    </>
  );
}

function InterestsStep({ siteId, profile, onNext }: StepProps) {
  const strings = identityStrings(siteId);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(profile.preferences.interests.split(INTEREST_SEPARATOR).filter(Boolean)));
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const legendId = useId();
  async function save() {
    if (saving) return;
    setSaving(true);
    setFailure(undefined);
    try {
      onNext(await updateProfile(siteId, { preferences: { interests: [...chosen].join(INTEREST_SEPARATOR) } }));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : strings.steps.interests.title);
      setSaving(false);
    }
  }
  return (
    <>
      <fieldset className={styles.interests} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.visuallyHidden}>
          {strings.steps.interests.title}
        </legend>
        {INTERESTS.map((interest) => (
          <label key={interest} className={styles.chip}>
            <input
              type="checkbox"
              checked={chosen.has(interest)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.currentTarget.checked) next.add(interest);
                else next.delete(interest);
                setChosen(next);
              }}
            />
            <span>{strings.interestNames[interest] ?? interest}</span>
          </label>
        ))}
      </fieldset>
      {failure && <p role="alert" className={styles.error}>{failure}</p>}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} aria-disabled={saving || undefined} onClick={save}>
          {saving ? strings.working : strings.save}
        </button>
        <SkipButton siteId={siteId} onNext={onNext} />
      </div>
    </>
  );
}
