import { useContext, useMemo } from "react";
import { QueryClientContext } from "@tanstack/react-query";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { useEngine } from "../../engine/react/engine-context.tsx";
import { newsletterTexts } from "../../forms/form-texts.ts";
import { SignupFormView, type FieldSpec } from "../../forms/signup-form.tsx";
import { useSignupForm } from "../../forms/use-signup-form.ts";
import { rulesFor, type FieldValue, type FormValidators } from "../../forms/validators.ts";
import type { NewsletterFormProps } from "./schema.ts";
import { siteById } from "../../../contracts/sites.ts";

type Field = "email" | "consent";
const INITIAL_VALUES: Readonly<Record<Field, FieldValue>> = { email: "", consent: false };

/** Content spec §5 Newsletter form: email required and valid; the policy checkbox required. */
export function newsletterValidators(language: string): FormValidators<Field> {
  const rules = rulesFor(language);
  return { email: [rules.required(), rules.email()], consent: [rules.requiredCheckbox()] };
}

export default function NewsletterForm(props: BlockComponentProps<NewsletterFormProps>) {
  const { page } = useEngine();
  const site = siteById(page.siteId);
  const texts = newsletterTexts(site.language);
  const validators = useMemo(() => newsletterValidators(site.language), [site.language]);
  const form = useSignupForm(INITIAL_VALUES, validators, site.language);
  // The engine's query client, when there is one: the refetched profile goes into its cache.
  const queryClient = useContext(QueryClientContext);

  const fields: FieldSpec<Field>[] = [
    { kind: "text", name: "email", type: "email", label: props.emailLabel ?? texts.emailLabel, autoComplete: "email" },
    { kind: "checkbox", name: "consent", label: props.consentLabel ?? texts.consentLabel, link: props.privacyLink },
  ];

  const submit = () =>
    form.submit(async (values) => {
      // The calls' code loads on the first submit: a page showing the form does not pay for it.
      const { submitNewsletter, CONSUMER_PROFILE_QUERY_KEY } = await import("../../forms/signup.ts");
      const outcome = await submitNewsletter({
        email: String(values.email),
        type: props.subscriptionType,
        site: { siteId: site.siteId, country: site.country, region: site.region },
        source: props.source,
      });
      if (outcome.call === "updateProfile" && outcome.profile) queryClient?.setQueryData(CONSUMER_PROFILE_QUERY_KEY, outcome.profile);
    });

  return (
    <SignupFormView
      formLabel={texts.formLabel}
      title={props.title}
      subtitle={props.subtitle}
      richText={props.richText}
      fields={fields}
      state={form.state}
      submitText={props.submitText ?? texts.submit}
      submittingText={texts.submitting}
      statusMessage={form.state.status === "success" ? (props.successMessage ?? texts.success) : undefined}
      onChange={form.change}
      onSubmit={submit}
      inputRef={form.inputRef}
      alignment={props.alignment}
      backgroundColor={props.backgroundColor}
      textColor={props.textColor}
    />
  );
}
