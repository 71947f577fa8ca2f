import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ConsumerProfileAnswer } from "../../../contracts/api/consumer.ts";
import { siteById } from "../../../contracts/sites.ts";
import { SignupFormView } from "../../forms/signup-form.tsx";
import { useSignupForm } from "../../forms/use-signup-form.ts";
import { rulesFor, type FormValidators } from "../../forms/validators.ts";
import type { SignInAnswer } from "../api/client.ts";
import { CommerceApiError } from "../api/client-transport.ts";
import { withCommerce } from "../lazy-commerce.ts";
import { Notice } from "../ui/notice.tsx";
import { completionSteps, type CompletionStep } from "./completion-steps.ts";
import { readProfile, signInShopper } from "./identity-actions.ts";
import { identityStrings } from "./identity-strings.ts";
import { ProfileCompletion } from "./profile-completion.tsx";
import { SignUpForm } from "./sign-up-form.tsx";
import styles from "./identity.module.css";

/** Lockout ids (commerce spec §8): the shopper is offered the password reset. */
const LOCKED = new Set(["AUT423", "AUT441"]);

type Step =
  | { kind: "lookup" }
  | { kind: "sign-in"; email: string }
  | { kind: "sign-up"; email: string }
  | { kind: "forgot-password"; email: string }
  | { kind: "completion"; steps: CompletionStep[]; profile: ConsumerProfileAnswer }
  | { kind: "confirmation"; firstName: string; merged: boolean };

export interface SignInDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  siteId: string;
  /** Open on the sign-up step (a "Create an account" link). */
  startWith?: "sign-in" | "sign-up";
  /** The simplified enrolment: email and password only; names come with profile completion. */
  simplifiedEnrollment?: boolean;
  /** Called once the session is a member's (the page reads its data again behind the dialog). */
  onSignedIn(session: SignInAnswer): void;
}

/**
 * The sign-in dialog (commerce spec §4 Sign-in flow): lookup → sign in or sign up → forgot
 * password; after it, profile completion when the profile is partial (or new), else the sign-in
 * confirmation with the merged-cart notice. The page behind updates as soon as the session is a
 * member's (onSignedIn), so the shopper sees their own variants and prices when the dialog closes.
 */
export default function SignInDialog({ open, onOpenChange, siteId, startWith, simplifiedEnrollment = false, onSignedIn }: SignInDialogProps) {
  const strings = identityStrings(siteId);
  const [step, setStep] = useState<Step>({ kind: "lookup" });

  // Each opening starts over (a shopper who closed half-way starts from the email).
  useEffect(() => {
    if (open) setStep(startWith === "sign-up" ? { kind: "sign-up", email: "" } : { kind: "lookup" });
  }, [open, startWith]);

  async function afterSignIn(session: SignInAnswer, justSignedUp: boolean) {
    onSignedIn(session);
    const profile = await readProfile(siteId).catch(() => undefined);
    const steps = profile ? completionSteps({ ...profile.consumerDetails, interests: profile.preferences.interests, isLoyaltyMember: profile.isLoyaltyMember, justSignedUp }) : [];
    if (profile && steps.length > 0) setStep({ kind: "completion", steps, profile });
    else setStep({ kind: "confirmation", firstName: profile?.consumerDetails.firstName ?? "", merged: session.mergedCartItemCountIncreased });
  }

  const title = strings.dialogTitle[step.kind];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined} data-sign-in-step={step.kind}>
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={strings.close}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <div className={styles.dialogBody}>
            {step.kind === "lookup" && <LookupStep siteId={siteId} onFound={(email, exists) => setStep(exists ? { kind: "sign-in", email } : { kind: "sign-up", email })} />}
            {step.kind === "sign-in" && (
              <SignInStep
                siteId={siteId}
                email={step.email}
                onSignedIn={(session) => afterSignIn(session, false)}
                onForgot={() => setStep({ kind: "forgot-password", email: step.email })}
                onOtherEmail={() => setStep({ kind: "lookup" })}
              />
            )}
            {step.kind === "sign-up" && (
              <>
                {step.email && <p className={styles.muted}>{strings.signUpIntro(step.email)}</p>}
                <SignUpForm siteId={siteId} initialEmail={step.email} simplified={simplifiedEnrollment} onSignedUp={({ session }) => afterSignIn(session, true)} />
                <button type="button" className={styles.link} onClick={() => setStep({ kind: "lookup" })}>
                  {strings.back}
                </button>
              </>
            )}
            {step.kind === "forgot-password" && <ForgotPasswordStep siteId={siteId} email={step.email} onBack={() => setStep({ kind: "lookup" })} />}
            {step.kind === "completion" && <ProfileCompletion siteId={siteId} steps={step.steps} profile={step.profile} onDone={() => onOpenChange(false)} />}
            {step.kind === "confirmation" && (
              <div className={styles.confirmation} data-signed-in>
                <p role="status">{strings.welcomeBack(step.firstName)}</p>
                {step.merged && <Notice notice={{ type: "info", level: "top", message: strings.mergedCart, code: "merged-cart" }} />}
                <Dialog.Close className={styles.primary}>{strings.continue}</Dialog.Close>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function emailValidators(language: string): FormValidators<"email"> {
  const rules = rulesFor(language);
  return { email: [rules.required(), rules.email(), rules.maxLength(254)] };
}

function LookupStep({ siteId, onFound }: { siteId: string; onFound(email: string, exists: boolean): void }) {
  const strings = identityStrings(siteId);
  const { language } = siteById(siteId);
  const queryClient = useQueryClient();
  const validators = useMemo(() => emailValidators(language), [language]);
  const initial = useMemo(() => ({ email: "" }), []);
  const form = useSignupForm<"email">(initial, validators, language);
  useEffect(() => form.focus("email"), [form]);
  return (
    <>
      <p className={styles.muted}>{strings.lookupIntro}</p>
      <SignupFormView
        formLabel={strings.dialogTitle.lookup}
        fields={[{ kind: "text", name: "email", label: strings.email, type: "email", autoComplete: "username", maxLength: 254 }]}
        state={form.state}
        submitText={strings.continue}
        submittingText={strings.working}
        onChange={form.change}
        inputRef={form.inputRef}
        onSubmit={() =>
          form.submit(async (values) => {
            const email = String(values.email).trim();
            const { exists } = await withCommerce(queryClient, siteId, (commerce) => commerce.lookup({ email }));
            onFound(email, exists);
          })
        }
      />
    </>
  );
}

function SignInStep({ siteId, email, onSignedIn, onForgot, onOtherEmail }: { siteId: string; email: string; onSignedIn(session: SignInAnswer): Promise<void>; onForgot(): void; onOtherEmail(): void }) {
  const strings = identityStrings(siteId);
  const { language } = siteById(siteId);
  const queryClient = useQueryClient();
  const [locked, setLocked] = useState(false);
  const validators = useMemo<FormValidators<"password">>(() => ({ password: [rulesFor(language).required()] }), [language]);
  const initial = useMemo(() => ({ password: "" }), []);
  const form = useSignupForm<"password">(initial, validators, language);
  const focus = form.focus;
  useEffect(() => focus("password"), [focus]);
  return (
    <>
      <p className={styles.muted}>{strings.signInIntro(email)}</p>
      {/* The email rides along for password managers, which pair it with the password. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <SignupFormView
        formLabel={strings.dialogTitle["sign-in"]}
        fields={[{ kind: "text", name: "password", label: strings.password, type: "password", autoComplete: "current-password", maxLength: 1024 }]}
        state={form.state}
        submitText={strings.signIn}
        submittingText={strings.working}
        onChange={form.change}
        inputRef={form.inputRef}
        onSubmit={() =>
          form.submit(async (values) => {
            try {
              const session = await signInShopper(queryClient, siteId, { username: email, password: String(values.password) });
              await onSignedIn(session);
            } catch (error) {
              setLocked(error instanceof CommerceApiError && LOCKED.has(error.errorId));
              throw error;
            }
          })
        }
      />
      <div className={styles.actions}>
        <button type="button" className={locked ? styles.primary : styles.link} onClick={onForgot}>
          {locked ? strings.resetInstead : strings.forgotPassword}
        </button>
        <button type="button" className={styles.link} onClick={onOtherEmail}>
          {strings.notYou}
        </button>
      </div>
    </>
  );
}

function ForgotPasswordStep({ siteId, email, onBack }: { siteId: string; email: string; onBack(): void }) {
  const strings = identityStrings(siteId);
  const { language } = siteById(siteId);
  const queryClient = useQueryClient();
  const validators = useMemo(() => emailValidators(language), [language]);
  const initial = useMemo(() => ({ email }), [email]);
  const form = useSignupForm<"email">(initial, validators, language);
  return (
    <>
      <p className={styles.muted}>{strings.forgotIntro}</p>
      <SignupFormView
        formLabel={strings.dialogTitle["forgot-password"]}
        fields={[{ kind: "text", name: "email", label: strings.email, type: "email", autoComplete: "username", maxLength: 254 }]}
        state={form.state}
        submitText={strings.sendLink}
        submittingText={strings.working}
        statusMessage={form.state.status === "success" ? strings.linkSent : undefined}
        onChange={form.change}
        inputRef={form.inputRef}
        onSubmit={() => form.submit(async (values) => void (await withCommerce(queryClient, siteId, (commerce) => commerce.forgotPassword(String(values.email).trim()))))}
      />
      <button type="button" className={styles.link} onClick={onBack}>
        {strings.back}
      </button>
    </>
  );
}
