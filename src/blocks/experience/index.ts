import { z } from "zod";
import { defineBlock } from "../../registry/define-block.ts";
import { resolveExperience } from "../../engine/control/resolve-experience.ts";
import { parseTestContext } from "../../personalisation/test-context.ts";
import type { PageNode } from "../../engine/types.ts";
import type { PageContext } from "../../engine/page-context.ts";

export const experienceSchema = z.object({
  experienceName: z.string().trim().min(1, "Experience name is required"),
  baseline: z.array(z.unknown()).default([]),
  variants: z.array(z.object({ name: z.string().trim().min(1, "Variant name is required"), items: z.array(z.unknown()).default([]) })).default([]),
});

export type ExperienceProps = Omit<z.output<typeof experienceSchema>, "baseline" | "variants"> & {
  baseline: PageNode[];
  variants: { name: string; items: PageNode[] }[];
};

/** The variant forced by `p13n_testcontext` (`name=variant`), if any. */
export const forcedVariant = (props: ExperienceProps, context: PageContext) =>
  parseTestContext(context.testContext).variants[props.experienceName];

export const experienceBlock = defineBlock<typeof experienceSchema, unknown, ExperienceProps>({
  type: "experience",
  label: "Personalisation experience",
  schema: experienceSchema,
  component: () => import("./experience.tsx"),
  resolveChildren: (props, resolve) => ({
    ...props,
    baseline: resolve(props.baseline, ["baseline"]),
    variants: props.variants.map((variant, index) => ({ ...variant, items: resolve(variant.items, ["variants", index, "items"]) })),
  }),
  // The server renders the baseline (or the forced variant); the browser decides the rest.
  select: (props, context) => resolveExperience(props, forcedVariant(props, context)),
});
