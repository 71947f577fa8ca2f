import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { SiteConfig } from "../../../contracts/sites.ts";
import buttonStyles from "../../ui/button-link.module.css";
import { confirmationTexts } from "./confirmation-texts.ts";
import styles from "./newsletter-confirmation.module.css";

/** Where the page stands: confirming, then confirmed or why not. */
export type ConfirmationOutcome =
  | { state: "confirming" }
  | { state: "confirmed"; recipient: string }
  | { state: "expired" }
  | { state: "invalid" }
  | { state: "failed" };

export type ConfirmNewsletter = (token: string, siteId: string) => Promise<ConfirmationOutcome>;

/**
 * Confirms through the BFF (POST …/subscription/confirm). The signup code is loaded only here,
 * so that the page's own script stays small.
 */
export const confirmThroughStorefront: ConfirmNewsletter = async (token, siteId) => {
  const { confirmNewsletterLink, newsletterLinkProblem } = await import("../../forms/signup.ts");
  try {
    const answer = await confirmNewsletterLink(token, siteId);
    return { state: "confirmed", recipient: answer.recipient };
  } catch (error) {
    const problem = newsletterLinkProblem(error);
    if (problem) return { state: problem };
    console.warn("[newsletter] the confirmation did not go through:", error instanceof Error ? error.message : error);
    return { state: "failed" };
  }
};

interface NewsletterConfirmationProps {
  site: SiteConfig;
  /** The link's token; undefined when the link holds none that could be one. */
  token: string | undefined;
  confirm?: ConfirmNewsletter;
}

/**
 * The page of a newsletter confirmation link (double opt-in). The confirmation is a POST made
 * from the browser once the page runs, never by the page's GET: email scanners fetch links
 * without confirming anything. The outcome is announced (a status region) and its heading takes
 * the focus.
 */
export function NewsletterConfirmation({ site, token, confirm = confirmThroughStorefront }: NewsletterConfirmationProps) {
  const texts = confirmationTexts(site.language);
  const [outcome, setOutcome] = useState<ConfirmationOutcome>(token ? { state: "confirming" } : { state: "invalid" });
  const [attempt, setAttempt] = useState(0);
  // Once per attempt, also under StrictMode's second effect run (the call is idempotent anyway).
  const sent = useRef(-1);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!token || sent.current === attempt) return;
    sent.current = attempt;
    void confirm(token, site.siteId).then(setOutcome);
  }, [token, site.siteId, confirm, attempt]);

  useEffect(() => {
    if (outcome.state !== "confirming") heading.current?.focus();
  }, [outcome.state]);

  const home = `/${site.localePath}`;
  const message = outcome.state === "confirmed" ? texts.confirmed.message(outcome.recipient) : texts[outcome.state].message;

  return (
    <section className={styles.page} aria-busy={outcome.state === "confirming"}>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {texts[outcome.state].heading}
      </h1>
      <div role="status">
        <p className={styles.message}>{message}</p>
      </div>
      <div className={buttonStyles.row}>
        {outcome.state === "failed" && (
          <button
            type="button"
            className={[buttonStyles.button, buttonStyles.primary, buttonStyles.medium].join(" ")}
            onClick={() => {
              setOutcome({ state: "confirming" });
              setAttempt((previous) => previous + 1);
            }}
          >
            {texts.retry}
          </button>
        )}
        {(outcome.state === "expired" || outcome.state === "invalid") && (
          <Link to={home} className={[buttonStyles.button, buttonStyles.primary, buttonStyles.medium].join(" ")}>
            {texts.signUpAgain}
          </Link>
        )}
        {outcome.state === "confirmed" && (
          <Link to={home} className={[buttonStyles.button, buttonStyles.primary, buttonStyles.medium].join(" ")}>
            {texts.continueShopping}
          </Link>
        )}
      </div>
    </section>
  );
}
