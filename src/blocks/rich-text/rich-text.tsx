import type { BlockComponentProps } from "../../registry/define-block.ts";
import type { RichTextProps } from "./schema.ts";
import styles from "./rich-text.module.css";

/** CMS rich text. The HTML was sanitised when the page was validated. */
export default function RichText({ richText, textColor, alignment }: BlockComponentProps<RichTextProps>) {
  return (
    <div
      className={[styles.richText, alignment === "center" ? styles.center : ""].join(" ")}
      style={textColor ? { color: textColor } : undefined}
      dangerouslySetInnerHTML={{ __html: richText }}
    />
  );
}
