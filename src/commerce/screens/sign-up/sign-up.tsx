import { useId, useState } from "react";
import type { ConsumerProfileAnswer } from "../../../../contracts/api/consumer.ts";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import { completionSteps, type CompletionStep } from "../../identity/completion-steps.ts";
import { readProfile } from "../../identity/identity-actions.ts";
import { identityStrings } from "../../identity/identity-strings.ts";
import { ProfileCompletion } from "../../identity/profile-completion.tsx";
import { announceSessionChange, requestSignIn } from "../../identity/session-events.ts";
import { SignUpForm } from "../../identity/sign-up-form.tsx";
import { useSignedIn } from "../../identity/use-signed-in.ts";
import type { SignUpProps } from "./schema.ts";
import styles from "./sign-up.module.css";

type Stage = { kind: "form" } | { kind: "completion"; steps: CompletionStep[]; profile: ConsumerProfileAnswer } | { kind: "done" };

export default function SignUp({ blockId, heading, intro }: BlockComponentProps<SignUpProps>) {
  const { page } = useEngine();
  const strings = identityStrings(page.siteId);
  const signedIn = useSignedIn();
  const [stage, setStage] = useState<Stage>({ kind: "form" });
  const headingId = useId();

  async function signedUp() {
    announceSessionChange();
    const profile = await readProfile(page.siteId).catch(() => undefined);
    const steps = profile ? completionSteps({ ...profile.consumerDetails, interests: profile.preferences.interests, isLoyaltyMember: profile.isLoyaltyMember, justSignedUp: true }) : [];
    setStage(profile && steps.length ? { kind: "completion", steps, profile } : { kind: "done" });
  }

  return (
    <section className={styles.signUp} aria-labelledby={headingId} data-screen="sign-up" data-block-id={blockId}>
      <h1 id={headingId} className={styles.heading}>
        {heading || strings.dialogTitle["sign-up"]}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {stage.kind === "completion" ? (
        <ProfileCompletion siteId={page.siteId} steps={stage.steps} profile={stage.profile} onDone={() => setStage({ kind: "done" })} />
      ) : stage.kind === "done" || signedIn ? (
        <div className={styles.done}>
          <p role="status">{stage.kind === "done" ? strings.signUpDone : strings.signedIn}</p>
          <a className={styles.primary} href={`/${page.localePath}/account`}>
            {strings.account}
          </a>
        </div>
      ) : (
        <>
          <SignUpForm siteId={page.siteId} onSignedUp={signedUp} />
          <p className={styles.intro}>
            <button type="button" className={styles.link} onClick={() => requestSignIn()}>
              {strings.dialogTitle["sign-in"]}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
