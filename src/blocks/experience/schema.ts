import { z } from "zod";
import type { PageNode } from "../../engine/types.ts";

export const experienceSchema = z.object({
  experienceName: z.string().trim().min(1, "Experience name is required"),
  baseline: z.array(z.unknown()).default([]),
  variants: z.array(z.object({ name: z.string().trim().min(1, "Variant name is required"), items: z.array(z.unknown()).default([]) })).default([]),
});

export type ExperienceProps = Omit<z.output<typeof experienceSchema>, "baseline" | "variants"> & {
  baseline: PageNode[];
  variants: { name: string; items: PageNode[] }[];
};
