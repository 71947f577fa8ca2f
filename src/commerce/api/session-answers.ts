import { z } from "zod";

/** The answers of the BFF's own session routes (`/api/session…`), checked by the client in tests and on the server. */
/** `GET /api/session`: signed in or not, the associate in buy-in-store mode, the CSRF token. */
export const associateAnswer = z.strictObject({ storeId: z.string(), storeName: z.string(), storeEmployeeId: z.string(), storeEmployeeName: z.string() });
export const associateSignInAnswer = z.strictObject({ loggedIn: z.literal(true), associate: associateAnswer });
export const sessionAnswer = z.strictObject({ loggedIn: z.boolean(), associate: associateAnswer.nullable(), csrfToken: z.string().min(1) });
/** `POST /api/session/signin`: the member's session, without its tokens (kept in cookies). */
export const signInAnswer = z.strictObject({
  loggedIn: z.literal(true),
  consumerNo: z.string().min(1),
  consumerType: z.string().min(1),
  /** The member's cart after the guest cart was merged into it; null when there is none. */
  basketId: z.string().nullable(),
  /** The merged-cart notice: the guest's items made the member's cart grow. */
  mergedCartItemCountIncreased: z.boolean(),
  isEmployeeDiscountTCAccepted: z.boolean(),
});
/** `POST /api/session/signout`: a new guest session is started. */
export const signOutAnswer = z.strictObject({ loggedIn: z.literal(false), message: z.string() });

