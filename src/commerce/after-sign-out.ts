/**
 * Where a shopper lands after signing out (commerce spec §2): from a path containing cart,
 * checkout, favorites or account, the site's home page (those pages show the member's own data);
 * in associate mode, `/associate-login`; anywhere else, the same page.
 */
const MEMBER_PAGES = /(^|\/)(cart|checkout|favorites|account)(\/|$)/;

export function afterSignOutPath(pathname: string, options: { localePath: string; associate?: boolean }): string {
  if (options.associate) return "/associate-login";
  return MEMBER_PAGES.test(pathname) ? `/${options.localePath}` : pathname;
}
