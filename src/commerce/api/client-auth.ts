import type { z } from "zod";
import type { CommerceTransport } from "./client-core.ts";
import type { signInAnswer, sessionAnswer } from "./session-answers.ts";
import type {
  changePasswordRequest,
  resetPasswordRequest,
  signupRequest,
} from "../../../contracts/api/auth.ts";

/**
 * Sign-in, sign-out and the session are the BFF's own routes (server/bff/bff-app.ts): the token,
 * sign-in and agent calls of commerce spec §7 never reach page scripts, whose tokens live in
 * httpOnly cookies. The BFF runs PKCE, merges the guest cart and retries the token call once
 * after 2 s when it answers 409 (AUT409); a second 409 reaches the page as a CommerceApiError
 * AUT409 (status 409), and the client does not try again (the BFF already did).
 *
 * Sign-up and the password calls go through the commerce proxy at their spec paths.
 */

export type SessionAnswer = z.output<typeof sessionAnswer>;
export type SignInAnswer = z.output<typeof signInAnswer>;

export interface SignInInput {
  /** The email address. */
  username: string;
  password: string;
  recaptcha_response?: string;
  /** Sign-in from the order confirmation: the guest order (number and tracking secret) becomes the member's. */
  orderNo?: string;
  st?: string;
}

export function authCalls({ call, sessionCall, options, answers }: CommerceTransport) {
  const { changePasswordAnswer, forgotPasswordAnswer, resetPasswordAnswer, signupAnswer, sessionAnswer, signInAnswer, signOutAnswer, associateSignInAnswer } = answers;
  return {
    session: () => sessionCall("GET", "", sessionAnswer),
    /**
     * Signs in; the guest's cart (the stored one) is merged into the member's, which becomes the
     * stored cart. Wrong credentials: AUT401 (AUT426 on the last attempt, AUT423 / AUT441 locked).
     */
    signIn: async (input: SignInInput): Promise<SignInAnswer> => {
      const session = await sessionCall("POST", "/signin", signInAnswer, { body: { ...input, basketId: options.cartStore.get() } });
      options.cartStore.set(session.basketId ?? undefined);
      return session;
    },
    /**
     * Buy-in-store: an in-store associate signs in (route /associate-login); carts made after it
     * are the associate's, for the customer in front of them. Signing out ends it.
     */
    signInAssociate: async (input: { storeId: string; employeeId: string; password: string }) => {
      const answer = await sessionCall("POST", "/associate", associateSignInAnswer, { body: input });
      options.cartStore.set(undefined);
      return answer;
    },
    /** Signs out; the member's cart stays theirs, so the stored cart is forgotten. */
    signOut: async () => {
      const answer = await sessionCall("POST", "/signout", signOutAnswer);
      options.cartStore.set(undefined);
      return answer;
    },
    signUp: (body: z.input<typeof signupRequest>) => call("POST", "/consumers-v3/auth/signup", signupAnswer, { body }),
    /** Sends the reset link (to this site's reset page); the same answer whether or not the account exists. */
    forgotPassword: (email: string) => call("POST", "/consumers-v3/confirmforgotpassword", forgotPasswordAnswer, { body: { email, siteId: options.siteId } }),
    resetPassword: (body: z.input<typeof resetPasswordRequest>) => call("POST", "/consumers-v3/consumer/resetpassword", resetPasswordAnswer, { body }),
    /** Signed-in members; other sessions of the account end. */
    changePassword: (body: Omit<z.input<typeof changePasswordRequest>, "refreshToken">) => call("POST", "/consumers-v3/consumer/changepassword", changePasswordAnswer, { body }),
  };
}
