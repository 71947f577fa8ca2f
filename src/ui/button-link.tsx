import type { Target } from "../engine/content/fields.ts";
import { SafeLink } from "./safe-link.tsx";
import styles from "./button-link.module.css";

export function ButtonLink({ target, className }: { target: Target; className?: string }) {
  return (
    <SafeLink
      href={target.url}
      target={target.targetAttribute}
      className={[styles.button, styles[target.style], styles[target.size], className].filter(Boolean).join(" ")}
    >
      {target.text}
    </SafeLink>
  );
}

export function ButtonRow({ targets, className }: { targets: readonly Target[]; className?: string }) {
  if (targets.length === 0) return null;
  return (
    <div className={[styles.row, className].filter(Boolean).join(" ")}>
      {targets.map((target, index) => (
        <ButtonLink key={index} target={target} />
      ))}
    </div>
  );
}
