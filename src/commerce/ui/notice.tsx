import type { ReactNode } from "react";
import styles from "./notice.module.css";

/** Commerce spec §4 Notices: type error, success or info; level top, item or input. */
export type NoticeType = "error" | "success" | "info";
export type NoticeLevel = "top" | "item" | "input";

export interface NoticeMessage {
  type: NoticeType;
  level: NoticeLevel;
  message: string;
  /** The error id or flash type it came from, for tests and analytics. */
  code?: string;
}

/**
 * One notice. Errors are announced at once (`role="alert"`), success and info politely
 * (`role="status"`); an input-level notice is tied to its field by the caller (`id` +
 * `aria-describedby`).
 */
export function Notice({ notice, id, children }: { notice: NoticeMessage; id?: string; children?: ReactNode }) {
  return (
    <div id={id} role={notice.type === "error" ? "alert" : "status"} className={`${styles.notice} ${styles[notice.type]} ${styles[notice.level]}`} data-notice={notice.code}>
      <span>{notice.message}</span>
      {children}
    </div>
  );
}

/** Several notices (a cart's flash messages, a step's errors), in their order. */
export function NoticeList({ notices }: { notices: readonly NoticeMessage[] }) {
  if (notices.length === 0) return null;
  return (
    <div className={styles.list}>
      {notices.map((notice, index) => (
        <Notice key={`${notice.code ?? ""}-${index}`} notice={notice} />
      ))}
    </div>
  );
}
