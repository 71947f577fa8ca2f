import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import type { ConsumerProfileAnswer } from "../../../../contracts/api/consumer.ts";
import { siteById } from "../../../../contracts/sites.ts";
import { Notice, type NoticeMessage } from "../../ui/notice.tsx";
import { accountProblem } from "./account-errors.ts";
import { withAccountConsumer } from "./account-consumer.ts";
import { accountProfileQuery, storeProfile } from "./account-profile-queries.ts";
import { AccountSection, SectionFailed, SectionLoading, type SectionProps } from "./account-section.tsx";
import { TextField } from "./form-field.tsx";
import { joinInterests, PROFILE_INTERESTS, shoeSizeError, shoeSizeOf, splitInterests } from "./profile-rules.ts";
import { SmsSubscription } from "./sms-subscription.tsx";
import { formValues, useFormErrors } from "./use-form-errors.ts";
import styles from "./account-profile.module.css";

/** The member's preferences: text messages (their own subscription) and the profile's interests and shoe size. */
export function Preferences({ siteId, strings }: SectionProps) {
  const profile = useQuery(accountProfileQuery(siteId));
  return (
    <AccountSection title={strings.preferencesHeading}>
      {profile.data ? (
        <>
          <SmsSubscription siteId={siteId} strings={strings} phone={profile.data.consumerDetails.phone} />
          <InterestsForm profile={profile.data} siteId={siteId} strings={strings} />
        </>
      ) : profile.isError ? (
        <SectionFailed strings={strings} onRetry={() => void profile.refetch()} />
      ) : (
        <SectionLoading text={strings.loading} />
      )}
    </AccountSection>
  );
}

/** Commerce spec §3 preferences: interests (§9 joined by a pipe) and the preferred shoe size. */
function InterestsForm({ profile, siteId, strings }: SectionProps & { profile: ConsumerProfileAnswer }) {
  const queryClient = useQueryClient();
  const language = siteById(siteId).language;
  const hintId = useId();
  const form = useFormErrors<"preferredShoeSize">((element) => {
    const message = shoeSizeError(formValues(element).preferredShoeSize, language, strings);
    return message ? { preferredShoeSize: message } : {};
  });
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<NoticeMessage>();
  const chosen = splitInterests(profile.preferences.interests);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setOutcome(undefined);
    if (!form.checkAll()) return;
    const data = new FormData(event.currentTarget);
    const preferences = { interests: joinInterests(data.getAll("interests").map(String)), preferredShoeSize: shoeSizeOf(data.get("preferredShoeSize") as string | null) };
    setSaving(true);
    try {
      storeProfile(queryClient, siteId, await withAccountConsumer(queryClient, siteId, (consumer) => consumer.updateProfile({ consumerProfile: { consumerDetails: {}, enrollments: [], subscriptions: [], preferences } })));
      setOutcome({ type: "success", level: "top", message: strings.preferencesSaved });
    } catch (error) {
      const problem = accountProblem(error, siteId, strings.errors.preferences);
      if (problem.field === "preferredShoeSize") form.showAt("preferredShoeSize", problem.message);
      else setOutcome({ type: "error", level: "top", message: problem.message, code: problem.errorId });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={form.formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)} onChange={form.onChange} onBlur={form.onBlur} aria-busy={saving || undefined}>
      <fieldset className={styles.fieldset} aria-describedby={hintId}>
        <legend className={styles.subheading}>{strings.interestsLegend}</legend>
        <p id={hintId} className={styles.hint}>
          {strings.interestsHint}
        </p>
        <div className={styles.interests}>
          {PROFILE_INTERESTS.map((interest) => (
            <label key={interest} className={styles.interest}>
              <input type="checkbox" name="interests" value={interest} defaultChecked={chosen.includes(interest)} />
              <span>{strings.interestNames[interest]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField name="preferredShoeSize" label={strings.optional(strings.shoeSize)} hint={strings.shoeSizeHint} inputMode="decimal" maxLength={4} defaultValue={profile.preferences.preferredShoeSize ?? ""} error={form.errors.preferredShoeSize} />
      {outcome && <Notice notice={outcome} />}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={saving}>
          {saving ? strings.saving : strings.savePreferences}
        </button>
      </div>
    </form>
  );
}
