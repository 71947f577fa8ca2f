import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { ConsumerProfileAnswer } from "../../../../contracts/api/consumer.ts";
import { siteById } from "../../../../contracts/sites.ts";
import { examplePhone, formatPhone, isPhoneNumber, phoneCountryOf } from "../../../forms/phone.ts";
import { addressFormStrings } from "../checkout/address-form-strings.ts";
import { Notice, type NoticeMessage } from "../../ui/notice.tsx";
import { accountProblem } from "./account-errors.ts";
import { withAccountConsumer } from "./account-consumer.ts";
import { accountProfileQuery, storeProfile } from "./account-profile-queries.ts";
import { AccountSection, SectionFailed, SectionLoading, type SectionProps } from "./account-section.tsx";
import { TextField } from "./form-field.tsx";
import { birthDateText, DETAILS_FIELDS, detailsErrors, detailsOf, emailChanged, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, phoneText, POSTAL_CODE_MAX_LENGTH, type DetailsContext, type DetailsField } from "./profile-rules.ts";
import { formValues, useFormErrors } from "./use-form-errors.ts";
import styles from "./account-profile.module.css";

/** Commerce spec §3 Consumer profile: the member's names, email, phone, birth date and postal code. */
export function ProfileDetails({ siteId, strings }: SectionProps) {
  const profile = useQuery(accountProfileQuery(siteId));
  return (
    <AccountSection title={strings.detailsHeading}>
      {profile.data ? (
        <DetailsForm profile={profile.data} siteId={siteId} strings={strings} />
      ) : profile.isError ? (
        <SectionFailed strings={strings} onRetry={() => void profile.refetch()} />
      ) : (
        <SectionLoading text={strings.loading} />
      )}
    </AccountSection>
  );
}

/** The shopper's calendar day (the age rules count from it). */
function today() {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

const isDetailsField = (field: string | undefined): field is DetailsField => (DETAILS_FIELDS as readonly (string | undefined)[]).includes(field);

function DetailsForm({ profile, siteId, strings }: SectionProps & { profile: ConsumerProfileAnswer }) {
  const queryClient = useQueryClient();
  const site = siteById(siteId);
  const phoneCountry = phoneCountryOf(site);
  const details = profile.consumerDetails;
  const context: DetailsContext = { siteId, today: today(), savedEmail: details.email, birthDateRequired: profile.isLoyaltyMember };
  const form = useFormErrors<DetailsField>((element) => detailsErrors(formValues(element), context, strings));
  const [changingEmail, setChangingEmail] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<NoticeMessage>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setOutcome(undefined);
    if (!form.checkAll()) return;
    const consumerDetails = detailsOf(formValues(event.currentTarget), context);
    setSaving(true);
    try {
      const answer = await withAccountConsumer(queryClient, siteId, (consumer) => consumer.updateProfile({ consumerProfile: { consumerDetails, enrollments: [], subscriptions: [], preferences: {} } }));
      storeProfile(queryClient, siteId, answer);
      setChangingEmail(false);
      setOutcome({ type: "success", level: "top", message: strings.detailsSaved });
    } catch (error) {
      const problem = accountProblem(error, siteId, strings.errors.details);
      if (isDetailsField(problem.field) && (problem.field !== "currentPassword" || changingEmail)) form.showAt(problem.field, problem.message);
      else setOutcome({ type: "error", level: "top", message: problem.message, code: problem.errorId });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={form.formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)} onChange={form.onChange} onBlur={form.onBlur} aria-busy={saving || undefined}>
      <div className={styles.fields}>
        <TextField name="firstName" label={strings.firstName} autoComplete="given-name" required maxLength={NAME_MAX_LENGTH} defaultValue={details.firstName} error={form.errors.firstName} />
        <TextField name="lastName" label={strings.lastName} autoComplete="family-name" required maxLength={NAME_MAX_LENGTH} defaultValue={details.lastName} error={form.errors.lastName} />
        <TextField
          name="email"
          type="email"
          label={strings.email}
          hint={strings.emailHint}
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={details.email}
          error={form.errors.email}
          wide
          onChange={(event) => setChangingEmail(emailChanged({ email: event.currentTarget.value }, details.email))}
        />
        {changingEmail && (
          <TextField name="currentPassword" type="password" label={strings.currentPassword} hint={strings.currentPasswordHint} autoComplete="current-password" required error={form.errors.currentPassword} wide />
        )}
        <TextField
          name="phone"
          type="tel"
          label={strings.optional(strings.phone)}
          hint={strings.phoneHint(examplePhone(phoneCountry))}
          autoComplete="tel"
          maxLength={32}
          defaultValue={phoneText(details.phone, siteId)}
          error={form.errors.phone}
          onBlur={(event) => {
            const typed = event.currentTarget.value;
            if (typed.trim() && isPhoneNumber(typed, phoneCountry)) event.currentTarget.value = formatPhone(typed, phoneCountry);
          }}
        />
        <TextField
          name="birthDate"
          label={profile.isLoyaltyMember ? strings.birthDate : strings.optional(strings.birthDate)}
          hint={strings.birthDateHint(site.dateFormat)}
          autoComplete="bday"
          inputMode="numeric"
          required={profile.isLoyaltyMember}
          maxLength={10}
          defaultValue={birthDateText(details.birthDate, siteId)}
          error={form.errors.birthDate}
        />
        <TextField
          name="postalCode"
          label={strings.optional(addressFormStrings(siteId).postalCode(site.country))}
          autoComplete="postal-code"
          maxLength={POSTAL_CODE_MAX_LENGTH}
          defaultValue={details.postalCode ?? ""}
          error={form.errors.postalCode}
        />
      </div>
      {outcome && <Notice notice={outcome} />}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={saving}>
          {saving ? strings.saving : strings.saveDetails}
        </button>
      </div>
    </form>
  );
}
