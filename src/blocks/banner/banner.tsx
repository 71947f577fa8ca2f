import type { CSSProperties } from "react";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { ButtonRow } from "../../ui/button-link.tsx";
import type { BannerProps } from "./schema.ts";
import styles from "./banner.module.css";

export default function Banner({ title, richText, targets, backgroundColor, textColor, alignment }: BlockComponentProps<BannerProps>) {
  return (
    <div className={[styles.banner, alignment === "center" ? styles.center : ""].join(" ")} style={{ backgroundColor, color: textColor, "--banner-bg": backgroundColor, "--banner-fg": textColor } as CSSProperties}>
      <h2 className={styles.title}>{title}</h2>
      {richText && <div className={styles.text} dangerouslySetInnerHTML={{ __html: richText }} />}
      <ButtonRow targets={targets} className={styles.buttons} />
    </div>
  );
}
