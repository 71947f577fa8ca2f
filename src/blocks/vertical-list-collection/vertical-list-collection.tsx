import { useState } from "react";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { ResponsivePicture } from "../../ui/responsive-picture.tsx";
import { SafeLink } from "../../ui/safe-link.tsx";
import type { VerticalListCollectionProps } from "./schema.ts";
import styles from "./vertical-list-collection.module.css";

/**
 * Large links; the image of the hovered or focused one shows beside the list (the first at
 * first). The preview repeats what the link says, so its images are decorative (`alt=""`, the
 * pane hidden from screen readers); the inline thumbnails of small screens likewise sit inside
 * the links whose text names them.
 */
export default function VerticalListCollection({ title, items, imagePosition, smallScreenImages }: BlockComponentProps<VerticalListCollectionProps>) {
  const [active, setActive] = useState(0);
  return (
    <div
      className={[styles.collection, imagePosition === "left" ? styles.imageLeft : "", smallScreenImages === "hidden" ? styles.noInline : ""].join(" ")}
      data-active-item={active}
    >
      {title && <h2 className={styles.title}>{title}</h2>}
      <div className={styles.layout}>
        <ul className={styles.list}>
          {items.map((item, index) => (
            <li key={index} className={styles.item} onMouseEnter={() => setActive(index)}>
              <SafeLink
                href={item.url}
                target={item.targetAttribute}
                className={[styles.link, index === active ? styles.current : ""].join(" ")}
                onFocus={() => setActive(index)}
              >
                <ResponsivePicture picture={{ ...item.media, alt: "" }} className={styles.thumbnail} />
                <span className={styles.label}>
                  <span className={styles.text}>{item.text}</span>
                  {item.description && <span className={styles.description}>{item.description}</span>}
                </span>
              </SafeLink>
            </li>
          ))}
        </ul>
        <div className={styles.preview} aria-hidden="true">
          {items.map((item, index) => (
            <ResponsivePicture
              key={index}
              picture={{ ...item.media, alt: "" }}
              className={[styles.previewImage, index === active ? styles.shown : ""].join(" ")}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
