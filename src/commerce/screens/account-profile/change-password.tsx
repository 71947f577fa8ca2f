import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { siteById } from "../../../../contracts/sites.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import { Notice, type NoticeMessage } from "../../ui/notice.tsx";
import { accountProblem } from "./account-errors.ts";
import { AccountSection, type SectionProps } from "./account-section.tsx";
import { TextField } from "./form-field.tsx";
import { PASSWORD_FIELDS, passwordErrors, type PasswordField } from "./profile-rules.ts";
import { formValues, useFormErrors } from "./use-form-errors.ts";
import styles from "./account-profile.module.css";

const isPasswordField = (field: string | undefined): field is PasswordField => (PASSWORD_FIELDS as readonly (string | undefined)[]).includes(field);

/**
 * Commerce spec §7 POST /consumers-v3/consumer/changepassword: the current password and the new
 * one twice (§5: FE340, FE872). The BFF adds the session's refresh token, so this session stays
 * and the account's others end.
 */
export function ChangePassword({ siteId, strings }: SectionProps) {
  const queryClient = useQueryClient();
  const language = siteById(siteId).language;
  const form = useFormErrors<PasswordField>((element) => passwordErrors(formValues(element), language));
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<NoticeMessage>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setOutcome(undefined);
    if (!form.checkAll()) return;
    const element = event.currentTarget;
    const { currentPassword = "", newPassword = "", confirmPassword = "" } = formValues(element);
    setSaving(true);
    try {
      await withCommerce(queryClient, siteId, (commerce) => commerce.changePassword({ currentPassword, newPassword, confirmPassword }));
      element.reset();
      form.clear();
      setOutcome({ type: "success", level: "top", message: strings.passwordChanged });
    } catch (error) {
      const problem = accountProblem(error, siteId, strings.errors.password);
      if (isPasswordField(problem.field)) form.showAt(problem.field, problem.message);
      else setOutcome({ type: "error", level: "top", message: problem.message, code: problem.errorId });
    } finally {
      setSaving(false);
    }
  };

  return (
    <AccountSection title={strings.passwordHeading}>
      <form ref={form.formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)} onChange={form.onChange} onBlur={form.onBlur} aria-busy={saving || undefined}>
        <div className={styles.stack}>
          <TextField name="currentPassword" type="password" label={strings.currentPassword} autoComplete="current-password" required error={form.errors.currentPassword} />
          <TextField name="newPassword" type="password" label={strings.newPassword} hint={strings.newPasswordHint} autoComplete="new-password" required error={form.errors.newPassword} />
          <TextField name="confirmPassword" type="password" label={strings.confirmPassword} autoComplete="new-password" required error={form.errors.confirmPassword} />
        </div>
        {outcome && <Notice notice={outcome} />}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={saving}>
            {saving ? strings.saving : strings.changePassword}
          </button>
        </div>
      </form>
    </AccountSection>
  );
}
