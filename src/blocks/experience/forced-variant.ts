import type { PageContext } from "../../engine/page-context.ts";
import { parseTestContext } from "../../personalisation/test-context.ts";
import type { ExperienceProps } from "./schema.ts";

/**
 * The variant forced by `p13n_testcontext` (`name=variant`), if any. The server's selection and
 * the component both honour it, so a forced variant shows from the first paint.
 */
export const forcedVariant = (props: ExperienceProps, context: PageContext): string | undefined =>
  parseTestContext(context.testContext).variants[props.experienceName];
