import { useState } from "react";
import { registry } from "../../blocks/index.ts";
import { HOME_SLUG, type PreviewTarget } from "./preview-url.ts";
import type { DocumentSummary } from "./workbench-client.ts";
import styles from "./workbench.module.css";

const SHOWCASE = "(showcase)";

export interface TargetPickerProps {
  pages: readonly DocumentSummary[];
  target: PreviewTarget;
  onChange(target: PreviewTarget): void;
}

/** What the preview shows: a page of the site, or the showcase of a block type (typed, with suggestions). */
export function TargetPicker({ pages, target, onChange }: TargetPickerProps) {
  const [docType, setDocType] = useState("hero");
  return (
    <>
      <label className={styles.field}>
        Page
        <select
          value={target.kind === "page" ? target.slug : SHOWCASE}
          onChange={(event) => onChange(event.target.value === SHOWCASE ? { kind: "showcase", docType } : { kind: "page", slug: event.target.value })}
        >
          {pages.length === 0 && <option value={HOME_SLUG}>home</option>}
          {pages.map((item) => (
            <option key={item.slug} value={item.slug}>
              {item.slug} — {item.title}
            </option>
          ))}
          <option value={SHOWCASE}>Showcase of a block type…</option>
        </select>
      </label>
      {target.kind === "showcase" && (
        <form
          className={styles.field}
          onSubmit={(event) => {
            event.preventDefault();
            if (docType.trim()) onChange({ kind: "showcase", docType: docType.trim() });
          }}
        >
          <label>
            Block type
            <input value={docType} onChange={(event) => setDocType(event.target.value)} list="workbench-block-types" />
          </label>
          <datalist id="workbench-block-types">
            {registry.types().map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
          <button type="submit" className={styles.secondaryButton}>
            Show
          </button>
        </form>
      )}
    </>
  );
}
