import type { CSSProperties } from "react";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { SafeLink } from "../../ui/safe-link.tsx";
import { iconAndTextLayout, type IconAndTextGrid } from "./icon-and-text-layout.ts";
import type { IconAndTextCollectionProps } from "./schema.ts";
import { Icon } from "./icons.tsx";
import styles from "./icon-and-text-collection.module.css";

const GRID_CLASS: Record<IconAndTextGrid, string> = {
  "one-column": styles.oneColumn!,
  "two-columns": styles.twoColumns!,
  thirds: styles.thirds!,
};

const VARIANT_CLASS = { "icon-above-text": styles.iconAbove!, "icon-left": styles.iconLeft!, "one-column": styles.iconLeft! };

/** Icons with short texts, in one column, two columns of four, or thirds (see icon-and-text-layout.ts). */
export default function IconAndTextCollection({ title, iconAndText, iconSize, variant }: BlockComponentProps<IconAndTextCollectionProps>) {
  const layout = iconAndTextLayout(variant, iconAndText.length, iconSize);
  return (
    <div
      className={[styles.collection, GRID_CLASS[layout.grid], VARIANT_CLASS[variant]].join(" ")}
      style={{ "--icon-gap": `${layout.gap}rem`, "--icon-size": `${layout.iconRem}rem` } as CSSProperties}
      data-grid={layout.grid}
      data-icon-size={layout.iconToken}
    >
      {title && <h2 className={styles.title}>{title}</h2>}
      <ul className={styles.list}>
        {iconAndText.map((entry, index) => (
          <li
            key={index}
            className={[styles.item, entry.backgroundColor ? styles.filled : ""].join(" ")}
            style={{ backgroundColor: entry.backgroundColor, color: entry.textColor }}
          >
            <Icon dir={entry.icon.dir} name={entry.icon.name} className={styles.icon} />
            <div className={styles.content}>
              <div className={styles.text} dangerouslySetInnerHTML={{ __html: entry.richText }} />
              {entry.target && (
                <SafeLink href={entry.target.url} target={entry.target.targetAttribute} className={styles.link}>
                  {entry.target.text}
                </SafeLink>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
