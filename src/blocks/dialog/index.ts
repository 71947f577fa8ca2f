import { defineBlock } from "../../registry/define-block.ts";
import type { DialogProps, dialogSchema } from "./schema.ts";

export const dialogBlock = defineBlock<typeof dialogSchema, unknown, DialogProps>({
  type: "dialog",
  label: "Dialog",
  loadSchema: () => import("./schema.ts").then((module) => module.dialogSchema),
  component: () => import("./dialog.tsx"),
  // The blocks inside are validated like top-level ones; their code loads when the dialog opens.
  resolveChildren: (props, resolve) => ({ ...props, components: resolve(props.components, ["components"]) }),
  skeletonHeight: 0,
});
