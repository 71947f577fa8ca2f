import type { Breakpoint } from "../../engine/types.ts";
import type { PreviewTarget } from "./preview-url.ts";

export interface WorkbenchSite {
  siteId: string;
  localePath: string;
}

/** What the editor chose to preview, in the workbench's toolbar. */
export interface PreviewChoice {
  site: WorkbenchSite;
  target: PreviewTarget;
  /** The width of the preview frame. */
  breakpoint: Breakpoint;
  /** A segment id or `experience=variant` tokens; empty for everyone. */
  testContext: string;
  /** `datetime-local` text; empty for now. */
  previewDate: string;
}
