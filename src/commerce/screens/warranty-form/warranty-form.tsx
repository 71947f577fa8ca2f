import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { siteById } from "../../../../contracts/sites.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { utcCalendarDate } from "../../../forms/date-format.ts";
import { examplePhone, formatPhone, isPhoneNumber, phoneCountryOf } from "../../../forms/phone.ts";
import { requestSignIn } from "../../identity/session-events.ts";
import { useSignedIn } from "../../identity/use-signed-in.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import { Notice } from "../../ui/notice.tsx";
import { SelectField, SubmitButton, TextAreaField, TextField } from "../contact-us-form/service-form.tsx";
import { serviceProblem, type ServiceProblem } from "../contact-us-form/service-problem.ts";
import { useServiceForm } from "../contact-us-form/use-service-form.ts";
import type { WarrantyFormProps } from "./schema.ts";
import { warrantyStrings } from "./warranty-form-strings.ts";
import { EMPTY_WARRANTY, WARRANTY_FIELDS, WARRANTY_ISSUES, WARRANTY_LIMITS, imageLinksOf, warrantyBody, warrantyErrors, type WarrantyField } from "./warranty-rules.ts";
import styles from "../contact-us-form/service-form.module.css";

type Opened = { caseId: string; productName: string };

/**
 * A warranty claim about a product the member owns: product, optional order number, purchase date
 * (the site's format), the problem, a description, optional photo links and phone; then the case
 * number. The call needs an account (a guest's token: 401 AUT432), so a guest reads why and gets
 * the header's sign-in dialog; once signed in the form shows. A refused field shows its message
 * under it; any other failure above the button.
 */
export default function WarrantyForm({ blockId, heading, intro }: BlockComponentProps<WarrantyFormProps>) {
  const { page } = useEngine();
  const strings = warrantyStrings(page.siteId);
  const signedIn = useSignedIn();
  const id = useId();
  const headingId = `${id}-heading`;

  return (
    <section className={styles.screen} aria-labelledby={headingId} data-screen="warranty-form" data-block-id={blockId}>
      <div className={styles.intro}>
        <h1 id={headingId} className={styles.pageHeading}>
          {heading || strings.heading}
        </h1>
        <p>{intro || strings.intro}</p>
      </div>
      {signedIn ? (
        <WarrantyClaim siteId={page.siteId} headingId={headingId} />
      ) : (
        <div className={styles.panel}>
          <h2 className={styles.panelHeading}>{strings.signInHeading}</h2>
          <p>{strings.signInText}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => requestSignIn()}>
              {strings.signIn}
            </button>
            <button type="button" className={styles.secondary} onClick={() => requestSignIn({ mode: "sign-up" })}>
              {strings.createAccount}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

function WarrantyClaim({ siteId, headingId }: { siteId: string; headingId: string }) {
  const site = siteById(siteId);
  const strings = warrantyStrings(siteId);
  const queryClient = useQueryClient();
  const form = useServiceForm<WarrantyField>(EMPTY_WARRANTY, (values) => warrantyErrors(values, { siteId, strings, today: utcCalendarDate(Date.now()) }));
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ServiceProblem<WarrantyField>>();
  const [opened, setOpened] = useState<Opened>();
  const id = useId();
  const doneRef = useRef<HTMLHeadingElement>(null);
  const restarted = useRef(false);
  const phoneCountry = phoneCountryOf(site);
  const { focus } = form;

  useEffect(() => {
    if (opened) doneRef.current?.focus();
    else if (restarted.current) focus("productId");
    restarted.current = false;
  }, [opened, focus]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setProblem(undefined);
    const valid = form.check();
    if (!valid) return;
    setPending(true);
    try {
      const answer = await withCommerce(queryClient, siteId, (commerce) => commerce.openWarrantyCase(warrantyBody(valid, siteId)));
      setOpened({ caseId: answer.caseId, productName: answer.productName });
      form.reset();
    } catch (error) {
      const found = serviceProblem(error, WARRANTY_FIELDS, siteId);
      // ORD404 here means the order does not hold the product, not the catalogue's unavailable cart line.
      const message = found.errorId === "ORD404" ? strings.orderLacksProduct : found.message;
      if (found.field) form.refuse(found.field, message);
      else setProblem({ ...found, message });
    } finally {
      setPending(false);
    }
  }

  if (opened) {
    return (
      <div className={styles.done}>
        <h2 ref={doneRef} tabIndex={-1} className={styles.panelHeading}>
          {strings.doneHeading}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{strings.caseNumber}</dt>
            <dd data-case-number>{opened.caseId}</dd>
          </div>
          <div>
            <dt>{strings.product}</dt>
            <dd>{opened.productName}</dd>
          </div>
        </dl>
        <p>{strings.doneText}</p>
        <button type="button" className={styles.secondary} onClick={() => ((restarted.current = true), setOpened(undefined))}>
          {strings.another}
        </button>
      </div>
    );
  }

  const descriptionLength = [...form.values.description.trim()].length;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId} aria-busy={pending || undefined}>
      <div className={styles.fields}>
        <div className={styles.grid}>
          <TextField
            id={`${id}-product`}
            label={strings.productId}
            hint={strings.productIdHint}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...form.bind("productId")}
          />
          <TextField
            id={`${id}-order`}
            label={strings.orderNumber}
            optionalText={strings.optional}
            hint={strings.orderNumberHint}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...form.bind("orderNumber")}
          />
          <TextField id={`${id}-date`} label={strings.purchaseDate} hint={strings.purchaseDateHint(strings.dateFormat(site.dateFormat))} inputMode="numeric" autoComplete="off" {...form.bind("purchaseDate")} />
          <SelectField
            id={`${id}-issue`}
            label={strings.issueType}
            placeholder={strings.chooseIssue}
            options={WARRANTY_ISSUES.map((issue) => ({ value: issue, label: strings.issues[issue] }))}
            {...form.bind("issueType")}
          />
          <TextAreaField
            id={`${id}-description`}
            label={strings.description}
            hint={strings.descriptionHint}
            rows={6}
            wide
            after={strings.characterCount(descriptionLength, WARRANTY_LIMITS.descriptionMax)}
            {...form.bind("description")}
          />
          <TextAreaField
            id={`${id}-images`}
            label={strings.images}
            optionalText={strings.optional}
            hint={strings.imagesHint(WARRANTY_LIMITS.images)}
            rows={3}
            wide
            inputMode="url"
            spellCheck={false}
            {...form.bind("images")}
            onBlur={() => {
              // One link per line, as they will be sent.
              const links = imageLinksOf(form.values.images).join("\n");
              if (links !== form.values.images) form.change("images", links);
              form.bind("images").onBlur();
            }}
          />
          <TextField
            id={`${id}-phone`}
            label={strings.contactPhone}
            optionalText={strings.optional}
            type="tel"
            autoComplete="tel"
            hint={strings.phoneHint(examplePhone(phoneCountry))}
            {...form.bind("contactPhone")}
            onBlur={() => {
              const typed = form.values.contactPhone;
              if (typed.trim() && isPhoneNumber(typed, phoneCountry)) form.change("contactPhone", formatPhone(typed, phoneCountry));
              else form.bind("contactPhone").onBlur();
            }}
          />
        </div>
      </div>
      {problem && (
        <Notice notice={{ type: "error", level: "top", message: problem.message, code: problem.errorId }}>
          {problem.errorId === "AUT432" && (
            <button type="button" className={styles.secondary} onClick={() => requestSignIn()}>
              {strings.signIn}
            </button>
          )}
        </Notice>
      )}
      <div className={styles.actions}>
        <SubmitButton label={strings.send} working={strings.sending} pending={pending} />
      </div>
    </form>
  );
}
