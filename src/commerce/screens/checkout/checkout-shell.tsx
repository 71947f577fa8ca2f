import type { MouseEvent, ReactNode } from "react";
import { CHECKOUT_STEPS, type CheckoutStep } from "./checkout-steps.ts";
import type { CheckoutStrings } from "./checkout-strings.ts";
import styles from "./checkout.module.css";

export interface CheckoutShellProps {
  heading: string;
  titles: Record<CheckoutStep, string>;
  strings: CheckoutStrings;
  /** The step shown; none while the cart loads (the server's HTML). */
  current?: CheckoutStep;
  /** The furthest step the cart may open: steps before it are done, it and they are links. */
  furthest?: CheckoutStep;
  onStep?: (step: CheckoutStep) => void;
  aside?: ReactNode;
  children: ReactNode;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The checkout's frame: the page heading, the step list (an ordered list, the current step
 * `aria-current="step"`, steps the cart may open as links) and the step beside the order summary.
 * The server renders it with a loading status; the browser fills it.
 */
export function CheckoutShell({ heading, titles, strings, current, furthest = "shipping", onStep, aside, children }: CheckoutShellProps) {
  const furthestIndex = CHECKOUT_STEPS.indexOf(furthest);
  return (
    <div className={styles.checkout} data-screen="checkout">
      <h1 className={styles.heading}>{heading}</h1>
      <nav aria-label={strings.stepsLabel}>
        <ol className={styles.steps}>
          {CHECKOUT_STEPS.map((step, index) => {
            const done = index < furthestIndex;
            const name = (
              <>
                <span className={styles.stepName}>{titles[step]}</span>
                {done && " "}
                {done && <span className="visually-hidden">({strings.done})</span>}
              </>
            );
            const reachable = onStep && step !== current && index <= furthestIndex;
            return (
              <li key={step}>
                {reachable ? (
                  <a
                    className={styles.stepItem}
                    data-done={done || undefined}
                    href={`?step=${step}`}
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      onStep(step);
                    }}
                  >
                    {name}
                  </a>
                ) : (
                  <span className={styles.stepItem} data-done={done || undefined} aria-current={step === current ? "step" : undefined}>
                    {name}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <div className={styles.layout}>
        <div className={styles.main}>{children}</div>
        {aside && <aside className={styles.aside}>{aside}</aside>}
      </div>
    </div>
  );
}

/** A polite status line (loading, saving, placing). */
export function CheckoutStatus({ children, busy = true, className }: { children: ReactNode; busy?: boolean; className?: string }) {
  return (
    <p className={className ? `${styles.status} ${className}` : styles.status} role="status">
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </p>
  );
}
