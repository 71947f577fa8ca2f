import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent } from "react";
import { siteById } from "../../../../contracts/sites.ts";
import { smsTexts } from "../../../forms/form-texts.ts";
import { maskedPhone } from "../../../forms/phone.ts";
import { smsProfile } from "../../../forms/signup.ts";
import { Notice, type NoticeMessage } from "../../ui/notice.tsx";
import { accountProblem } from "./account-errors.ts";
import { withAccountConsumer, type AccountConsumer, type SmsSubscriptionAnswer } from "./account-consumer.ts";
import { smsSubscriptionQuery, storeSmsSubscription } from "./account-profile-queries.ts";
import type { AccountProfileStrings } from "./account-profile-strings.ts";
import { SectionFailed, SectionLoading } from "./account-section.tsx";
import { TextField } from "./form-field.tsx";
import { SMS_CODE_LENGTH, smsCodeError } from "./profile-rules.ts";
import { formValues, useFormErrors } from "./use-form-errors.ts";
import styles from "./account-profile.module.css";

/** Where the member's SMS signups come from (content spec §3 consumerDetails.source). */
const SMS_SOURCE = { acquisitionType: "account-profile" };

interface SmsProps {
  siteId: string;
  strings: AccountProfileStrings;
  /** The profile's phone (E.164): the texts go to it. */
  phone: string | null;
}

/**
 * The SMS marketing subscription with its double opt-in (commerce spec §3 subscriptions, §7
 * GET, PUT /consumers-v3/consumer/subscription): ticking sends a code to the profile's phone
 * (PENDING), the code confirms it (SUBSCRIBED); unticking unsubscribes.
 */
export function SmsSubscription({ siteId, strings, phone }: SmsProps) {
  const subscription = useQuery(smsSubscriptionQuery(siteId));
  const headingId = useId();
  return (
    <div className={styles.group} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {strings.smsHeading}
      </h3>
      {subscription.data ? (
        <SmsChoice subscription={subscription.data} siteId={siteId} strings={strings} phone={phone} />
      ) : subscription.isError ? (
        <SectionFailed strings={strings} onRetry={() => void subscription.refetch()} />
      ) : (
        <SectionLoading text={strings.loading} />
      )}
    </div>
  );
}

function SmsChoice({ subscription, siteId, strings, phone }: SmsProps & { subscription: SmsSubscriptionAnswer }) {
  const queryClient = useQueryClient();
  const site = siteById(siteId);
  const hintId = useId();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<NoticeMessage>();
  const on = subscription.status === "SUBSCRIBED" || subscription.status === "PENDING";
  const canSubscribe = on || !!phone;

  const change = async (call: (consumer: AccountConsumer) => Promise<SmsSubscriptionAnswer>, success?: string) => {
    if (running) return;
    setRunning(true);
    setOutcome(undefined);
    try {
      storeSmsSubscription(queryClient, siteId, await withAccountConsumer(queryClient, siteId, call));
      if (success) setOutcome({ type: "success", level: "top", message: success });
    } catch (error) {
      const problem = accountProblem(error, siteId, strings.errors.sms);
      setOutcome({ type: "error", level: "top", message: problem.message, code: problem.errorId });
    } finally {
      setRunning(false);
    }
  };
  const subscribe = (to: string) =>
    change(async (consumer) => consumer.subscribeSms(smsProfile({ phone: to, site: { siteId, country: site.country, region: site.region }, source: SMS_SOURCE, optinDate: await consumer.optInDate(), call: "update" })));
  const unsubscribe = () => change((consumer) => consumer.unsubscribeSms(), strings.smsUnsubscribed);

  const hint = !canSubscribe ? strings.smsNeedsPhone : subscription.status === "SUBSCRIBED" && subscription.phone ? strings.smsGoesTo(maskedPhone(subscription.phone)) : strings.smsTerms;
  return (
    <>
      <label className={styles.choice}>
        <input type="checkbox" checked={on} disabled={!canSubscribe} aria-describedby={hintId} aria-busy={running || undefined} onChange={() => void (on ? unsubscribe() : phone && subscribe(phone))} />
        {strings.smsLabel}
      </label>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {subscription.status === "PENDING" && (
        <SmsCode
          siteId={siteId}
          sentTo={maskedPhone(subscription.phone ?? phone ?? "")}
          strings={strings}
          busy={running}
          onConfirmed={(confirmed) => {
            storeSmsSubscription(queryClient, siteId, confirmed);
            setOutcome({ type: "success", level: "top", message: strings.smsSubscribed });
          }}
          onNewCode={phone ? () => void subscribe(phone) : undefined}
        />
      )}
      {outcome && <Notice notice={outcome} />}
    </>
  );
}

interface SmsCodeProps {
  siteId: string;
  sentTo: string;
  strings: AccountProfileStrings;
  busy: boolean;
  onConfirmed(subscription: SmsSubscriptionAnswer): void;
  /** Texts a new code; absent without a phone in the profile. */
  onNewCode?: () => void;
}

/** The double opt-in's code, texted to the phone: a wrong or expired code is said at the field. */
function SmsCode({ siteId, sentTo, strings, busy, onConfirmed, onNewCode }: SmsCodeProps) {
  const queryClient = useQueryClient();
  const language = siteById(siteId).language;
  const texts = smsTexts(language);
  const form = useFormErrors<"code">((element) => {
    const message = smsCodeError(formValues(element).code, language, texts.codeInvalid(SMS_CODE_LENGTH));
    return message ? { code: message } : {};
  });
  const [confirming, setConfirming] = useState(false);
  const { formRef } = form;
  // The code has just been sent: the shopper types it next.
  useEffect(() => formRef.current?.querySelector("input")?.focus(), [formRef]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirming || busy || !form.checkAll()) return;
    const code = (formValues(event.currentTarget).code ?? "").trim();
    setConfirming(true);
    try {
      onConfirmed(await withAccountConsumer(queryClient, siteId, (consumer) => consumer.confirmSms(code)));
    } catch (error) {
      form.showAt("code", accountProblem(error, siteId, { ...strings.errors.sms, AUT401: texts.codeWrong, AUT402: texts.codeExpired, AUT404: texts.codeExpired }).message);
      setConfirming(false);
    }
  };

  return (
    <form ref={formRef} className={styles.codeForm} noValidate onSubmit={(event) => void submit(event)} onChange={form.onChange} onBlur={form.onBlur} aria-busy={confirming || undefined}>
      <TextField name="code" label={texts.codeLabel} hint={texts.codeSent(sentTo)} inputMode="numeric" autoComplete="one-time-code" maxLength={SMS_CODE_LENGTH} required error={form.errors.code} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={confirming}>
          {confirming ? texts.confirming : texts.confirm}
        </button>
        {onNewCode && (
          <button type="button" className={styles.link} aria-disabled={busy || undefined} onClick={() => !busy && onNewCode()}>
            {strings.newCode}
          </button>
        )}
      </div>
    </form>
  );
}
