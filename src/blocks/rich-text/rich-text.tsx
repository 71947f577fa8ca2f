import type { z } from "zod";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import type { richTextSchema } from "./index.ts";
import styles from "./rich-text.module.css";

/** CMS rich text. The HTML was sanitised when the page was validated. */
export default function RichText({ richText, textColor, alignment }: BlockComponentProps<z.output<typeof richTextSchema>>) {
  return (
    <div
      className={[styles.richText, alignment === "center" ? styles.center : ""].join(" ")}
      style={textColor ? { color: textColor } : undefined}
      dangerouslySetInnerHTML={{ __html: richText }}
    />
  );
}
