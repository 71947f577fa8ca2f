import { useId, useMemo } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { siteById } from "../../../../contracts/sites.ts";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import { SignupFormView } from "../../../forms/signup-form.tsx";
import { useSignupForm } from "../../../forms/use-signup-form.ts";
import { rulesFor, type FormValidators } from "../../../forms/validators.ts";
import { identityStrings } from "../../identity/identity-strings.ts";
import { requestSignIn } from "../../identity/session-events.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import type { ResetPasswordProps } from "./schema.ts";
import styles from "../sign-up/sign-up.module.css";

type Field = "password" | "confirmPassword";

/** The new password's rules (commerce spec §5): its parts, and the same twice (FE340). */
export function resetPasswordValidators(language: string): FormValidators<Field> {
  const rules = rulesFor(language);
  return { password: [rules.required(), rules.password(), rules.maxLength(128)], confirmPassword: [rules.required(), rules.passwordsMatch("password")] };
}

const INITIAL = { password: "", confirmPassword: "" };

export default function ResetPassword({ blockId, heading }: BlockComponentProps<ResetPasswordProps>) {
  const { page } = useEngine();
  const { language } = siteById(page.siteId);
  const strings = identityStrings(page.siteId);
  const queryClient = useQueryClient();
  const token = new URLSearchParams(page.search ?? "").get("token") ?? "";
  const validators = useMemo(() => resetPasswordValidators(language), [language]);
  const form = useSignupForm<Field>(INITIAL, validators, language);
  const headingId = useId();
  const done = form.state.status === "success";

  return (
    <section className={styles.signUp} aria-labelledby={headingId} data-screen="reset-password" data-block-id={blockId}>
      <h1 id={headingId} className={styles.heading}>
        {heading || strings.resetTitle}
      </h1>
      {!token ? (
        <p role="alert">{strings.resetMissing}</p>
      ) : done ? (
        <div className={styles.done}>
          <p role="status">{strings.resetDone}</p>
          <button type="button" className={styles.primary} onClick={() => requestSignIn()}>
            {strings.signIn}
          </button>
        </div>
      ) : (
        <SignupFormView
          formLabel={strings.resetTitle}
          fields={[
            { kind: "text", name: "password", label: strings.newPassword, type: "password", autoComplete: "new-password", hint: strings.passwordHint, maxLength: 128 },
            { kind: "text", name: "confirmPassword", label: strings.confirmPassword, type: "password", autoComplete: "new-password", maxLength: 128 },
          ]}
          state={form.state}
          submitText={strings.resetSave}
          submittingText={strings.working}
          onChange={form.change}
          inputRef={form.inputRef}
          onSubmit={() =>
            form.submit(async (values) => {
              await withCommerce(queryClient, page.siteId, (commerce) => commerce.resetPassword({ resetToken: token, password: String(values.password), confirmPassword: String(values.confirmPassword) }));
            })
          }
        />
      )}
    </section>
  );
}
