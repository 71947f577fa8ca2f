import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { siteById } from "../../../../contracts/sites.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { examplePhone, formatPhone, isPhoneNumber, phoneCountryOf } from "../../../forms/phone.ts";
import { useSignedIn } from "../../identity/use-signed-in.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import { Notice } from "../../ui/notice.tsx";
import { memberProfileQuery } from "../checkout/checkout-queries.ts";
import { contactUsStrings } from "./contact-us-form-strings.ts";
import { contactUsCategoriesQuery } from "./contact-us-queries.ts";
import { CONTACT_US_FIELDS, CONTACT_US_LIMITS, EMPTY_CONTACT_US, contactUsBody, contactUsErrors, requiresOrderNumber, subjectsOf, type ContactUsField } from "./contact-us-rules.ts";
import type { ContactUsFormProps } from "./schema.ts";
import { SelectField, SubmitButton, TextAreaField, TextField } from "./service-form.tsx";
import { serviceProblem, type ServiceProblem } from "./service-problem.ts";
import { useServiceForm } from "./use-service-form.ts";
import styles from "./service-form.module.css";

type Sent = { caseNumber: string; email: string };

/**
 * The contact form: topic and subject (the subjects of the chosen topic), name, email, optional
 * phone (the site's mask) and order number (required by some subjects), the message; then the
 * case number. A member's name and email come from the profile when it answers. A refused field
 * shows its message under it; any other failure above the button.
 */
export default function ContactUsForm({ blockId, heading, intro }: BlockComponentProps<ContactUsFormProps>) {
  const { page } = useEngine();
  const siteId = page.siteId;
  const site = siteById(siteId);
  const strings = contactUsStrings(siteId);
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const categories = useQuery(contactUsCategoriesQuery(siteId));
  const profile = useQuery({ ...memberProfileQuery(siteId), enabled: signedIn && typeof window !== "undefined" });
  const topics = categories.data?.categories ?? [];
  const form = useServiceForm<ContactUsField>(EMPTY_CONTACT_US, (values) => contactUsErrors(values, { siteId, strings, categories: topics }));
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ServiceProblem<ContactUsField>>();
  const [sent, setSent] = useState<Sent>();
  const id = useId();
  const headingId = `${id}-heading`;
  const doneRef = useRef<HTMLHeadingElement>(null);
  const restarted = useRef(false);
  const phoneCountry = phoneCountryOf(site);

  const member = profile.data?.consumerDetails;
  // The profile answers after the first render: what the member has not typed yet is filled in.
  const { change, values, focus } = form;
  useEffect(() => {
    if (!member) return;
    if (!values.firstName) change("firstName", member.firstName);
    if (!values.lastName) change("lastName", member.lastName);
    if (!values.email) change("email", member.email);
    // Once per profile: a member who then empties a field keeps it empty.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [member]);

  useEffect(() => {
    if (sent) doneRef.current?.focus();
    else if (restarted.current) focus("categoryId");
    restarted.current = false;
  }, [sent, focus]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setProblem(undefined);
    const valid = form.check();
    if (!valid) return;
    setPending(true);
    try {
      const answer = await withCommerce(queryClient, siteId, (commerce) => commerce.contactUs(contactUsBody(valid, siteId)));
      setSent({ caseNumber: answer.caseNumber, email: valid.email.trim() });
      // Another message starts from the same person: only the contact details stay.
      form.reset({ ...EMPTY_CONTACT_US, firstName: valid.firstName, lastName: valid.lastName, email: valid.email, phone: valid.phone });
    } catch (error) {
      const found = serviceProblem(error, CONTACT_US_FIELDS, siteId);
      if (found.field) form.refuse(found.field, found.message);
      else setProblem(found);
    } finally {
      setPending(false);
    }
  }

  const subjects = subjectsOf(topics, form.values.categoryId);
  const orderRequired = requiresOrderNumber(topics, form.values);
  const messageLength = [...form.values.message.trim()].length;

  return (
    <section className={styles.screen} aria-labelledby={headingId} data-screen="contact-us-form" data-block-id={blockId}>
      <div className={styles.intro}>
        <h2 id={headingId} className={styles.heading}>
          {heading || strings.heading}
        </h2>
        <p>{intro || strings.intro}</p>
      </div>
      {sent ? (
        <div className={styles.done}>
          <h3 ref={doneRef} tabIndex={-1} className={styles.panelHeading}>
            {strings.sentHeading}
          </h3>
          <dl className={styles.facts}>
            <div>
              <dt>{strings.caseNumber}</dt>
              <dd data-case-number>{sent.caseNumber}</dd>
            </div>
          </dl>
          <p>{strings.sentText(sent.email)}</p>
          <button type="button" className={styles.secondary} onClick={() => ((restarted.current = true), setSent(undefined))}>
            {strings.another}
          </button>
        </div>
      ) : categories.isError && !categories.isFetching ? (
        <Notice notice={{ type: "error", level: "top", message: strings.topicsFailed, code: "contact-us-topics" }}>
          <button type="button" className={styles.secondary} onClick={() => void categories.refetch()}>
            {strings.retry}
          </button>
        </Notice>
      ) : !categories.data ? (
        <p role="status" className={styles.status}>
          {strings.loading}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId} aria-busy={pending || undefined}>
          <div className={styles.fields}>
            <div className={styles.grid}>
              <SelectField
                id={`${id}-category`}
                label={strings.category}
                placeholder={strings.chooseCategory}
                options={topics.map((topic) => ({ value: topic.categoryId, label: topic.label }))}
                {...form.bind("categoryId")}
                onChange={(event) => {
                  form.change("categoryId", event.currentTarget.value);
                  form.change("subjectId", "");
                }}
              />
              <SelectField
                id={`${id}-subject`}
                label={strings.subject}
                placeholder={form.values.categoryId ? strings.chooseSubject : strings.chooseCategoryFirst}
                options={subjects.map((subject) => ({ value: subject.subjectId, label: subject.label }))}
                disabled={!form.values.categoryId}
                {...form.bind("subjectId")}
              />
              <TextField id={`${id}-first-name`} label={strings.firstName} autoComplete="given-name" {...form.bind("firstName")} />
              <TextField id={`${id}-last-name`} label={strings.lastName} autoComplete="family-name" {...form.bind("lastName")} />
              <TextField id={`${id}-email`} label={strings.email} type="email" autoComplete="email" {...form.bind("email")} />
              <TextField
                id={`${id}-phone`}
                label={strings.phone}
                optionalText={strings.optional}
                type="tel"
                autoComplete="tel"
                hint={strings.phoneHint(examplePhone(phoneCountry))}
                {...form.bind("phone")}
                onBlur={() => {
                  const typed = form.values.phone;
                  if (typed.trim() && isPhoneNumber(typed, phoneCountry)) form.change("phone", formatPhone(typed, phoneCountry));
                  else form.bind("phone").onBlur();
                }}
              />
              <TextField
                id={`${id}-order`}
                label={strings.orderNumber}
                optionalText={orderRequired ? undefined : strings.optional}
                hint={strings.orderNumberHint}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                wide
                {...form.bind("orderNumber")}
              />
              <TextAreaField
                id={`${id}-message`}
                label={strings.message}
                rows={6}
                wide
                after={strings.messageCount(messageLength, CONTACT_US_LIMITS.messageMax)}
                {...form.bind("message")}
              />
            </div>
          </div>
          {problem && <Notice notice={{ type: "error", level: "top", message: problem.message, code: problem.errorId }} />}
          <div className={styles.actions}>
            <SubmitButton label={strings.send} working={strings.sending} pending={pending} />
          </div>
        </form>
      )}
    </section>
  );
}
