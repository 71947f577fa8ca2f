import type { PageContext } from "../../engine/page-context.ts";
import { parseTestContext } from "../../personalisation/test-context.ts";
import type { ExperienceProps } from "./schema.ts";

/**
 * The variant forced by `p13n_testcontext` (`name=variant`), if any. The server's selection and
 * the component both honour it, so a forced variant shows from the first paint.
 */
export function forcedVariant(props: ExperienceProps, context: PageContext): string | undefined {
  const { variants } = parseTestContext(context.testContext);
  return Object.hasOwn(variants, props.experienceName) ? variants[props.experienceName] : undefined;
}

/**
 * The variant an experience block shows: the forced one, else the page's decision (issue 16:
 * decided by the server for the first paint, and again on recalculation), else none (baseline).
 */
export const chosenVariant = (props: ExperienceProps, context: PageContext): string | undefined =>
  forcedVariant(props, context) ?? (context.personalisation && Object.hasOwn(context.personalisation.variants, props.experienceName) ? context.personalisation.variants[props.experienceName] : undefined);
