import type { BlockComponentProps } from "../../registry/define-block.ts";
import { ResponsivePicture } from "../../ui/responsive-picture.tsx";
import { SafeLink } from "../../ui/safe-link.tsx";
import type { MultiLinkCardProps } from "./schema.ts";
import styles from "./multi-link-card.module.css";

/** A title and a list of links, with an image above them (beside them when the card is wide). */
export default function MultiLinkCard({ title, titleTarget, media, targets, alignment }: BlockComponentProps<MultiLinkCardProps>) {
  const picture = media && <ResponsivePicture picture={media} />;
  return (
    <article className={[styles.card, alignment === "center" ? styles.center : ""].filter(Boolean).join(" ")}>
      <div className={styles.inner}>
        {picture && (
          <div className={styles.media}>
            {titleTarget ? (
              <SafeLink href={titleTarget.url} target={titleTarget.targetAttribute} tabIndex={-1} aria-hidden="true">
                {picture}
              </SafeLink>
            ) : (
              picture
            )}
          </div>
        )}
        <div className={styles.body}>
          <h3 className={styles.title}>
            {titleTarget ? (
              <SafeLink href={titleTarget.url} target={titleTarget.targetAttribute} className={styles.titleLink}>
                {title}
              </SafeLink>
            ) : (
              title
            )}
          </h3>
          <ul className={styles.links}>
            {targets.map((link, index) => (
              <li key={index}>
                <SafeLink href={link.url} target={link.targetAttribute} className={styles.link}>
                  {link.text}
                </SafeLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
