import type { BlockComponentProps } from "../../registry/define-block.ts";
import { ResponsivePicture } from "../../ui/responsive-picture.tsx";
import { SafeLink } from "../../ui/safe-link.tsx";
import { transformPicture } from "./image-transform.ts";
import type { PictureProps } from "./schema.ts";
import styles from "./picture.module.css";

/** A picture, served through the image transform (spec §9), with an optional caption and link. */
export default function PictureBlock({ picture, mediaTarget, captionText, captionPosition, captionColor, eager }: BlockComponentProps<PictureProps>) {
  const image = <ResponsivePicture picture={transformPicture(picture)} eager={eager} className={styles.image} />;
  const caption =
    captionText && captionPosition !== "off" ? (
      <figcaption className={styles.caption} style={captionColor ? { color: captionColor } : undefined}>
        {captionText}
      </figcaption>
    ) : null;
  return (
    <figure className={styles.figure}>
      {captionPosition === "top" && caption}
      {mediaTarget ? (
        <SafeLink href={mediaTarget.url} target={mediaTarget.targetAttribute} aria-label={mediaTarget.text || picture.alt || undefined}>
          {image}
        </SafeLink>
      ) : (
        image
      )}
      {captionPosition === "bottom" && caption}
    </figure>
  );
}
