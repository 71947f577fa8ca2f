import type { CSSProperties } from "react";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { SafeLink } from "../../ui/safe-link.tsx";
import { useRememberedDismissal } from "../../ui/remembered-dismissal.ts";
import type { BenefitBarProps } from "./schema.ts";
import styles from "./benefit-bar.module.css";

/** The localStorage key of a benefit bar's "closed" flag. */
export const benefitBarStorageKey = (blockId: string) => `benefit-bar:${blockId}:closed`;

/**
 * The benefits in a row (a column on small screens). A closable bar renders open on the server
 * and hides right after hydration when the shopper closed it before.
 */
export default function BenefitBar({ blockId, benefits, closable, backgroundColor, textColor, labels }: BlockComponentProps<BenefitBarProps>) {
  const [dismissed, dismiss] = useRememberedDismissal(benefitBarStorageKey(blockId));
  if (dismissed) return null;
  const style = { backgroundColor, color: textColor } as CSSProperties;
  return (
    // A group, not a landmark: a page may hold several bars, and landmarks must be unique.
    <div role="group" className={[styles.bar, closable ? styles.closable : ""].join(" ")} style={style} aria-label={labels.name}>
      <ul className={styles.list}>
        {benefits.map((item, index) => {
          const body = (
            <>
              {item.icon && <img className={styles.icon} src={item.icon} alt="" width={24} height={24} />}
              <span>{item.text}</span>
            </>
          );
          return (
            <li key={item.id ?? index} className={styles.item}>
              {item.target ? (
                <SafeLink href={item.target.url} target={item.target.targetAttribute} className={styles.link}>
                  {body}
                </SafeLink>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
      {closable && (
        <button type="button" className={styles.close} aria-label={labels.close} onClick={dismiss}>
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      )}
    </div>
  );
}
