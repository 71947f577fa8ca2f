import { defineBlock } from "../../registry/define-block.ts";
import { resolveExperience } from "../../engine/control/resolve-experience.ts";
import { parseTestContext } from "../../personalisation/test-context.ts";
import type { PageContext } from "../../engine/page-context.ts";
import type { ExperienceProps, experienceSchema } from "./schema.ts";

/** The variant forced by `p13n_testcontext` (`name=variant`), if any. */
export const forcedVariant = (props: ExperienceProps, context: PageContext) =>
  parseTestContext(context.testContext).variants[props.experienceName];

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
