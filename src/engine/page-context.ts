import type { ContentMode } from "./types.ts";
import type { AudienceContext } from "../../contracts/personalisation/audience.ts";
import type { PagePersonalisation } from "../personalisation/page-personalisation.ts";

/**
 * What a block may know about the request it renders for. Built once per request on the
 * server (and rebuilt from the same inputs in the browser), passed to data providers and
 * control-block resolvers.
 */
export interface PageContext {
  siteId: string;
  /** language-country, e.g. `en-us`. */
  localePath: string;
  mode: ContentMode;
  /** Path of the page, without query string. */
  pathname: string;
  /**
   * The page's query string without `?` and without the preview's parameters (never a secret):
   * the state of listings and selections kept in the URL (a grid's refinements, a product's colour).
   */
  search?: string;
  /** Product id taken from the path on product pages. */
  productId?: string;
  /** Category id taken from the path on category pages. */
  categoryId?: string;
  /** The shopper's audience facts; `undefined` while they are still loading in the browser. */
  audience?: AudienceContext;
  /** Value of the `p13n_testcontext` query parameter. */
  testContext?: string;
  /** Resolve segmentation only in the browser (for pages cached without shopper state). */
  clientSideSegmentation: boolean;
  /**
   * Whether the site offers favourites (commerce spec §2: the `FEATURE_FAVORITES` flag). `false`
   * hides every heart; defaults to on, as the flag does.
   */
  favourites?: boolean;
  /**
   * The decide call's answer for this page view (issue 16): experience variants and
   * recommendation items, decided on the server within its budget. Absent: baselines, no
   * recommendations (budget passed, engine down, preview).
   */
  personalisation?: PagePersonalisation;
}
