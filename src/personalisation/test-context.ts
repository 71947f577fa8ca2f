/**
 * `p13n_testcontext` forces personalisation for previews and QA (content spec §2).
 *
 * Format (ours; the spec does not show one): comma-separated tokens.
 * - `experience=variant` forces that variant of an experience, matched by experience name;
 * - any other token is a segment id that wins in every segmentation block holding it.
 *
 * Example: `p13n_testcontext=loyalty-loggedin,Spring Hero=Experiment`.
 */
export interface TestContext {
  segmentIds: string[];
  variants: Record<string, string>;
}

export const EMPTY_TEST_CONTEXT: TestContext = { segmentIds: [], variants: {} };

export function parseTestContext(raw: string | null | undefined): TestContext {
  if (!raw) return EMPTY_TEST_CONTEXT;
  const segmentIds: string[] = [];
  const variants: Record<string, string> = {};
  for (const token of raw.split(",")) {
    const trimmed = token.trim();
    if (!trimmed) continue;
    const separator = trimmed.indexOf("=");
    if (separator > 0) variants[trimmed.slice(0, separator).trim()] = trimmed.slice(separator + 1).trim();
    else segmentIds.push(trimmed);
  }
  return { segmentIds, variants };
}
