import { defineBlock } from "../../registry/define-block.ts";
import { resolveExperience } from "../../engine/control/resolve-experience.ts";
import { forcedVariant } from "./forced-variant.ts";
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
  // The server renders the baseline (or the forced variant); the browser decides the rest.
  select: (props, context) => resolveExperience(props, forcedVariant(props, context)),
});
