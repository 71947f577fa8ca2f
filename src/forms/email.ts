/**
 * Email (content spec §5): a local part of the usual characters, `@`, and a domain of at least
 * two dot-separated labels (`name@example.com`, not `name@localhost`).
 */
const EMAIL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/;
/** Email addresses are at most 254 characters (RFC 5321), as the commerce API takes them. */
const EMAIL_MAX_LENGTH = 254;

/** Whether `text` (already trimmed) is an email address the forms and the commerce API take. */
export const isEmailAddress = (text: string) => text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text);
