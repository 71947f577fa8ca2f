/**
 * The "merged cart" notice (commerce spec §4 Sessions: after sign-in the guest cart is swapped
 * for the member's; a notice shows if the item count grew).
 *
 * Whoever signs the shopper in (the sign-in dialog or page) calls `rememberSignIn` right after
 * a successful `commerce.signIn`, with the cart's unit count from before (the `cartQuery`
 * cache's `totalItems`, 0 without a cart) and the answer's `mergedCartItemCountIncreased`. The
 * record lives in `sessionStorage` (this tab, this visit); the cart screen takes it once
 * (`takeSignInRecord`) and shows the notice when `mergedCartNotice` says so. A record older than
 * RECORD_TTL_MS is dropped: the count may have grown since for other reasons.
 */

export const SIGN_IN_RECORD_KEY = "rl-cart-sign-in";
/** A sign-in this long ago no longer explains a bigger cart. */
export const RECORD_TTL_MS = 10 * 60 * 1000;

export interface SignInRecord {
  siteId: string;
  /** Units in the cart before sign-in. */
  before: number;
  /** The sign-in answer's own verdict, when the caller had it. */
  increased?: boolean;
  at: number;
}

/** Whether the notice shows: the sign-in answer said the count grew, or the cart holds more units than before. Pure. */
export function mergedCartNotice(before: number | undefined, after: number, increased?: boolean): boolean {
  if (increased !== undefined) return increased;
  return before !== undefined && after > before;
}

const storage = (): Storage | undefined => {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    // Storage refused (privacy settings): no notice, nothing breaks.
    return undefined;
  }
};

/** Records a successful sign-in for the cart screen (see the module comment). */
export function rememberSignIn(siteId: string, before: number, increased?: boolean, now = Date.now()): void {
  const record: SignInRecord = { siteId, before, increased, at: now };
  try {
    storage()?.setItem(SIGN_IN_RECORD_KEY, JSON.stringify(record));
  } catch {
    // Quota or privacy mode: the notice is a courtesy.
  }
}

/** The record of this site's last sign-in, removed as it is read; undefined when none or stale. */
export function takeSignInRecord(siteId: string, now = Date.now()): SignInRecord | undefined {
  const store = storage();
  const raw = store?.getItem(SIGN_IN_RECORD_KEY);
  if (!raw) return undefined;
  let record: Partial<SignInRecord> | undefined;
  try {
    record = JSON.parse(raw) as Partial<SignInRecord>;
  } catch {
    record = undefined;
  }
  if (!record || typeof record !== "object") {
    store?.removeItem(SIGN_IN_RECORD_KEY);
    return undefined;
  }
  if (record.siteId !== siteId) return undefined;
  store?.removeItem(SIGN_IN_RECORD_KEY);
  if (typeof record.before !== "number" || typeof record.at !== "number" || now - record.at > RECORD_TTL_MS) return undefined;
  return { siteId, before: record.before, increased: typeof record.increased === "boolean" ? record.increased : undefined, at: record.at };
}
