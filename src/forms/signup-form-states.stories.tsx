import type { Meta, StoryObj } from "@storybook/react-vite";
import { newsletterTexts, smsTexts } from "./form-texts.ts";
import { initialFormState, type FormState } from "./form-state.ts";
import { examplePhone, PHONE_COUNTRIES } from "./phone.ts";
import { SignupFormView, type FieldSpec } from "./signup-form.tsx";
import { ENGLISH_MESSAGES } from "./validation-messages.ts";

/**
 * The states of the signup forms (content spec §4): idle, invalid, submitting, error, success,
 * and the SMS code step, drawn by the forms' own view with a fixed state. The blocks' stories
 * (Blocks/Newsletter form, Blocks/SMS signup) show them as editors place them.
 */

type Form = "newsletter" | "sms" | "code";
type Field = "email" | "phone" | "consent" | "code";

interface StateStoryProps {
  form: Form;
  state: FormState<Field>;
  statusMessage?: string;
}

const newsletter = newsletterTexts("en");
const sms = smsTexts("en");
const privacyLink = { text: "Privacy policy", url: "/en-us/privacy" };

const FIELDS: Record<Form, FieldSpec<Field>[]> = {
  newsletter: [
    { kind: "text", name: "email", type: "email", label: newsletter.emailLabel, autoComplete: "email" },
    { kind: "checkbox", name: "consent", label: newsletter.consentLabel, link: privacyLink },
  ],
  sms: [
    { kind: "text", name: "phone", type: "tel", label: sms.phoneLabel, hint: sms.phoneHint(examplePhone(PHONE_COUNTRIES.US!)), autoComplete: "tel-national", inputMode: "tel" },
    { kind: "checkbox", name: "consent", label: sms.consentLabel, link: { text: "Text message terms and privacy", url: "/en-us/privacy" } },
  ],
  code: [{ kind: "text", name: "code", type: "text", label: sms.codeLabel, hint: sms.codeSent("•••• 0142"), autoComplete: "one-time-code", inputMode: "numeric", maxLength: 6 }],
};

const BUTTONS: Record<Form, { submit: string; submitting: string }> = {
  newsletter: { submit: newsletter.submit, submitting: newsletter.submitting },
  sms: { submit: sms.submit, submitting: sms.submitting },
  code: { submit: sms.confirm, submitting: sms.confirming },
};

const TITLES: Record<Form, string> = { newsletter: "Get trail news first", sms: "Deals by text", code: "Deals by text" };

const noop = () => undefined;

function StateStory({ form, state, statusMessage }: StateStoryProps) {
  return (
    <div style={{ maxWidth: 1440, margin: "0 auto", padding: "1rem" }}>
      <SignupFormView
        formLabel={form === "newsletter" ? newsletter.formLabel : sms.formLabel}
        title={TITLES[form]}
        fields={FIELDS[form]}
        state={state}
        submitText={BUTTONS[form].submit}
        submittingText={BUTTONS[form].submitting}
        statusMessage={statusMessage}
        onChange={noop}
        onSubmit={noop}
        secondaryAction={form === "code" ? { text: sms.changeNumber, onClick: noop } : undefined}
      />
    </div>
  );
}

const state = (fields: Partial<FormState<Field>>): FormState<Field> => ({ ...initialFormState<Field>({ email: "", phone: "", consent: false, code: "" }), ...fields });

const meta = {
  title: "Forms/Signup form states",
  component: StateStory,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof StateStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewsletterIdle: Story = { args: { form: "newsletter", state: state({}) } };

/** After an empty submit: each message next to its field, focus on the first. */
export const NewsletterInvalid: Story = {
  args: {
    form: "newsletter",
    state: state({ values: { email: "hiker@localhost", phone: "", consent: false, code: "" }, attempted: true, errors: { email: ENGLISH_MESSAGES.email, consent: ENGLISH_MESSAGES.requiredCheckbox } }),
  },
};

/** Fields disabled, the button loading, the form busy. */
export const NewsletterSubmitting: Story = {
  args: { form: "newsletter", state: state({ status: "submitting", values: { email: "hiker@example.com", phone: "", consent: true, code: "" } }) },
};

/** The thrown error's message (content spec §8); the values stay. */
export const NewsletterError: Story = {
  args: { form: "newsletter", state: state({ status: "error", submitError: "The shop is temporarily unavailable", values: { email: "hiker@example.com", phone: "", consent: true, code: "" } }) },
};

/** The fields reset; the message announced by the live region. */
export const NewsletterSuccess: Story = { args: { form: "newsletter", state: state({ status: "success" }), statusMessage: newsletter.success } };

export const SmsIdle: Story = { args: { form: "sms", state: state({}) } };

export const SmsInvalid: Story = {
  args: { form: "sms", state: state({ values: { email: "", phone: "212 555 014", consent: true, code: "" }, attempted: true, errors: { phone: ENGLISH_MESSAGES.phone } }) },
};

/** Double opt-in: the code texted to the phone. */
export const SmsCodeStep: Story = { args: { form: "code", state: state({}) } };

export const SmsCodeRefused: Story = {
  args: { form: "code", state: state({ status: "error", submitError: sms.codeWrong, values: { email: "", phone: "", consent: false, code: "123456" } }) },
};

export const SmsSuccess: Story = { args: { form: "sms", state: state({ status: "success" }), statusMessage: sms.success } };
