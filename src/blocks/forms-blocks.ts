import type { AnyBlockDefinition } from "../registry/define-block.ts";
import { newsletterFormBlock } from "./newsletter-form/index.ts";
import { smsSignupBlock } from "./sms-signup/index.ts";

/** The forms group of content blocks (issue 5); `index.ts` registers them all. */
export const formsBlocks: AnyBlockDefinition[] = [newsletterFormBlock, smsSignupBlock];
