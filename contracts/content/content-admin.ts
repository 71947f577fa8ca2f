/**
 * The content service's draft and publish endpoint as its callers see it (the workbench API
 * forwards editors' saves to it with the admin token, which never reaches a browser).
 */
export const CONTENT_ADMIN_PREFIX = "/admin/content/v1";

/** Documents are larger than commerce bodies (a long page), but bounded. */
export const MAX_CONTENT_BODY_BYTES = 256 * 1024;

/** A block type as the preview viewer's `showcase/{siteId}/{docType}` takes it. */
export const DOC_TYPE = /^[a-z][a-z0-9-]{0,63}$/;
