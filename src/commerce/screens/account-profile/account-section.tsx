import { useId, type ReactNode, type Ref } from "react";
import { Notice } from "../../ui/notice.tsx";
import type { AccountProfileStrings } from "./account-profile-strings.ts";
import styles from "./account-profile.module.css";

/** What every section of the screen is given: the site, and its words. */
export interface SectionProps {
  siteId: string;
  strings: AccountProfileStrings;
}

/**
 * One part of the profile screen (details, password, addresses, cards, preferences): a region
 * named by its heading, which takes the focus when what the shopper acted on goes away (a
 * removed address, a closed form).
 */
export function AccountSection({ title, wide, headingRef, children }: { title: string; wide?: boolean; headingRef?: Ref<HTMLHeadingElement>; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`${styles.section} ${wide ? styles.wide : ""}`} aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={-1} className={styles.sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section's data is on its way. */
export function SectionLoading({ text }: { text: string }) {
  return (
    <p role="status" className={styles.loading}>
      {text}
    </p>
  );
}

/** A section's data could not be read: it says so and offers to read it again. */
export function SectionFailed({ strings, onRetry }: { strings: AccountProfileStrings; onRetry(): void }) {
  return (
    <Notice notice={{ type: "error", level: "top", message: strings.loadFailed }}>
      <button type="button" className={styles.link} onClick={onRetry}>
        {strings.retry}
      </button>
    </Notice>
  );
}
