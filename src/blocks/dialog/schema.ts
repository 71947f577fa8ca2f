import { z } from "zod";
import type { PageNode } from "../../engine/types.ts";

export const DIALOG_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const dialogSchema = z.object({
  /** Buttons open the dialog with the URL `#modal-{modalId}` (or `?…#modal-{modalId}`). */
  modalId: z
    .string()
    .trim()
    .regex(DIALOG_ID_PATTERN, "A dialog id is lower-case letters, digits and hyphens, e.g. size-guide: buttons open it with #modal-size-guide"),
  title: z.string().trim().min(1, "A dialog needs a title: it names the dialog for screen readers"),
  subtitle: z.string().trim().optional(),
  /** Width from md up; on small screens a dialog takes the whole screen. */
  size: z.enum(["small", "medium", "large"]).default("medium"),
  /** The blocks inside the dialog. */
  components: z.array(z.unknown()).min(1, "A dialog needs at least one block inside"),
});

export type DialogProps = Omit<z.output<typeof dialogSchema>, "components"> & { components: PageNode[] };
