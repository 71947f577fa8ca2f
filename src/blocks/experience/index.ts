import { defineBlock } from "../../registry/define-block.ts";
import { resolveExperience } from "../../engine/control/resolve-experience.ts";
import { chosenVariant } from "./forced-variant.ts";
import type { ExperienceProps, experienceSchema } from "./schema.ts";

export const experienceBlock = defineBlock<typeof experienceSchema, unknown, ExperienceProps>({
  type: "experience",
  label: "Personalisation experience",
  loadSchema: () => import("./schema.ts").then((module) => module.experienceSchema),
  component: () => import("./experience.tsx"),
  resolveChildren: (props, resolve) => ({
    ...props,
    baseline: resolve(props.baseline, ["baseline"]),
    variants: props.variants.map((variant, index) => ({ ...variant, items: resolve(variant.items, ["variants", index, "items"]) })),
  }),
  // The forced variant (preview, test context), else the page's decision (made by the server
  // for the first paint, issue 16), else the baseline.
  select: (props, context) => resolveExperience(props, chosenVariant(props, context)),
});
