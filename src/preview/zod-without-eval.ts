import { z } from "zod";

/**
 * Zod compiles object schemas with `new Function` when the page allows it, and finds out by
 * trying: under the storefront's Content-Security-Policy (no `unsafe-eval`) that try is a policy
 * violation report on every preview. Editors' pages (the preview bridge, the workbench) validate
 * blocks in the browser, so zod runs there without compiling. Import before any schema parses.
 */
z.config({ jitless: true });
