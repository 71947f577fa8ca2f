import type { CSSProperties } from "react";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import type { SpacerProps } from "./schema.ts";
import styles from "./spacer.module.css";

export default function Spacer({ backgroundColor, bottomMargins }: BlockComponentProps<SpacerProps>) {
  const sm = bottomMargins.sm ?? 0;
  const md = bottomMargins.md ?? sm;
  const lg = bottomMargins.lg ?? md;
  const style = { "--spacer-sm": `${sm}px`, "--spacer-md": `${md}px`, "--spacer-lg": `${lg}px`, backgroundColor } as CSSProperties;
  return <div className={styles.spacer} style={style} aria-hidden="true" />;
}
