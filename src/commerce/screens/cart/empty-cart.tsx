import { SafeLink } from "../../../ui/safe-link.tsx";
import styles from "./cart.module.css";

/** The editor's empty-cart content (schema.ts), with the site's words where the editor left it empty. */
export interface EmptyContent {
  title: string;
  text: string;
  ctaLabel: string;
  ctaHref: string;
}

export function EmptyCart({ empty }: { empty: EmptyContent }) {
  return (
    <div className={styles.empty}>
      <h2 className={styles.sectionHeading}>{empty.title}</h2>
      <p>{empty.text}</p>
      <SafeLink className={styles.primaryButton} href={empty.ctaHref}>
        {empty.ctaLabel}
      </SafeLink>
    </div>
  );
}
