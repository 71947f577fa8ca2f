import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import { siteById } from "../../../../contracts/sites.ts";
import { compose, rulesFor } from "../../../forms/validators.ts";
import { genericMessage } from "../../errors/messages.ts";
import { Notice } from "../../ui/notice.tsx";
import { isCommerceError } from "../order-history/order-action-errors.ts";
import { accountOverviewStrings } from "./account-overview-strings.ts";
import { consumerOf, profileQuery } from "./account-queries.ts";
import { birthDateForApi, latestBirthDate, loyaltyEnrolment } from "./join-rules.ts";
import styles from "./account-overview.module.css";

type Status = { state: "idle" } | { state: "working" } | { state: "failed"; message: string };

/**
 * A member who is not in the loyalty programme: what it gives, and "Join now", which sends the
 * profile update with a Loyalty enrolment opting in (backend/consumer/profile-routes.ts: a PUT
 * with it enrols). The programme checks the member's age (PRO411 without a birth date, PRO410
 * under 13): a profile without a birth date asks for it here, typed in the site's date format and
 * checked as the forms check dates.
 * The answer is the member's profile, now a loyalty member's.
 */
export function JoinLoyalty({ siteId, programme, text, needsBirthDate, onJoined }: { siteId: string; programme: string; text: string; needsBirthDate: boolean; onJoined(): void }) {
  const strings = accountOverviewStrings(siteId);
  const site = siteById(siteId);
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const [birthDate, setBirthDate] = useState("");
  const [birthDateError, setBirthDateError] = useState<string | undefined>();
  const birthDateRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const ids = { birthDate: useId(), hint: useId(), error: useId() };
  const rules = rulesFor(site.language);
  const format = site.dateFormat;
  const validateBirthDate = compose(rules.required(), rules.date(format), rules.maxDate(latestBirthDate(new Date()), format, strings.tooYoung));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.state === "working") return;
    if (needsBirthDate) {
      const message = validateBirthDate(birthDate, {});
      setBirthDateError(message);
      if (message) {
        birthDateRef.current?.focus();
        return;
      }
    }
    setStatus({ state: "working" });
    try {
      const profile = await consumerOf(queryClient, siteId).updateProfile(loyaltyEnrolment(site.country, needsBirthDate ? birthDateForApi(birthDate, format) : undefined));
      queryClient.setQueryData(profileQuery(siteId).queryKey, profile);
      onJoined();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : genericMessage(siteId);
      // The age check's answers belong to the birth date, when the form asks for it.
      if (needsBirthDate && isCommerceError(error) && (error.errorId === "PRO410" || error.errorId === "PRO411")) {
        setBirthDateError(error.errorId === "PRO410" ? strings.tooYoung : message);
        setStatus({ state: "idle" });
        birthDateRef.current?.focus();
      } else {
        setStatus({ state: "failed", message });
      }
    }
  }

  const working = status.state === "working";
  return (
    <section className={`${styles.panel} ${styles.join}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {strings.joinTitle(programme)}
      </h2>
      <p>{text}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
        {needsBirthDate && (
          <div className={styles.field}>
            <label htmlFor={ids.birthDate} className={styles.label}>
              {strings.birthDate}
            </label>
            <p id={ids.hint} className={styles.hint}>
              {strings.birthDateHint} {strings.dateFormat(format)}
            </p>
            <input
              ref={birthDateRef}
              id={ids.birthDate}
              name="birthDate"
              type="text"
              inputMode="numeric"
              autoComplete="bday"
              placeholder={format}
              required
              className={styles.input}
              value={birthDate}
              disabled={working}
              aria-invalid={birthDateError ? true : undefined}
              aria-describedby={[ids.hint, birthDateError ? ids.error : ""].filter(Boolean).join(" ")}
              onChange={(event) => {
                setBirthDate(event.currentTarget.value);
                if (birthDateError) setBirthDateError(validateBirthDate(event.currentTarget.value, {}));
              }}
              onBlur={(event) => event.currentTarget.value && setBirthDateError(validateBirthDate(event.currentTarget.value, {}))}
            />
            {birthDateError && (
              <p id={ids.error} className={styles.error}>
                <span aria-hidden="true" className={styles.errorIcon}>
                  !
                </span>
                {birthDateError}
              </p>
            )}
          </div>
        )}
        {status.state === "failed" && <Notice notice={{ type: "error", level: "input", message: status.message }} />}
        <button type="submit" className={styles.primaryButton} disabled={working} aria-busy={working}>
          {working ? strings.working : strings.join}
        </button>
      </form>
    </section>
  );
}
