import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import {
  PASSWORD_RULE_MESSAGES,
  agentLoginRequest,
  brokenPasswordRule,
  changePasswordRequest,
  forgotPasswordRequest,
  isEmailAddress,
  resetPasswordRequest,
  signinRequest,
  signoutRequest,
  signupRequest,
  tokenRequest,
  type RegisteredTokenAnswer,
  type RegisteredTokenRequest,
} from "../../contracts/api/auth.ts";
import { authorizationCodes, consumers, refreshTokens, storeEmployees, stores } from "../db/schema.ts";
import { readBody, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import { verifyRecaptcha } from "../http/recaptcha.ts";
import { mergeGuestFavorites } from "../stores/favorites-merge.ts";
import { ApiError } from "../http/errors.ts";
import { normalizePhone } from "../phone-numbers.ts";
import { isLocked, recordFailedLogin, recordSuccessfulLogin } from "./lockout.ts";
import { mergeGuestCart } from "./merge-guest-cart.ts";
import { attachGuestOrder } from "./attach-guest-order.ts";
import { hashPassword, verifyAgainstNobody, verifyPassword } from "./passwords.ts";
import { RESET_TOKEN_KIND, activeCartOf, agentSession, guestSession, isLiveToken, registeredSession, revokeSessionsOf, rotateRefreshToken, storeResetToken } from "./sessions.ts";
import { hashToken, type Identity } from "./tokens.ts";
import { codeChallengeOf } from "../../contracts/pkce.ts";
import { SITES, siteById } from "../../contracts/sites.ts";
import { sendMessage } from "../consumer/outbox.ts";

/** An authorization code is redeemable for this long after sign-in. */
export const AUTHORIZATION_CODE_TTL_SECONDS = 5 * 60;
const SUCCESS = { message: "Success" };

/** Registers the spec's Authentication calls (commerce spec §7). */
export function registerAuthRoutes(api: Api, deps: BackendDeps) {
  const { db } = deps;

  api.on("POST", "/token/v2/auth/token", async (c) => {
    const body = await readBody(c, tokenRequest);
    if (body.type === "Guest") return c.json(await guestSession(db, deps, randomUUID()));
    if (body.type === "Refresh") return c.json(await rotateRefreshToken(deps, body.refreshToken));
    return c.json(await redeemAuthorizationCode(deps, body, bearerIdentity(c, deps)));
  });

  api.on("POST", "/consumers-v3/auth/signin", async (c) => {
    const body = await readBody(c, signinRequest);
    await verifyRecaptcha(deps, body.recaptcha_response, "login");
    const now = new Date(deps.now());
    const [consumer] = await db.select().from(consumers).where(eq(sql`lower(${consumers.email})`, body.username.toLowerCase()));
    const invalid = () => new ApiError(401, "AUT401", "The email or password is not correct");
    if (!consumer) {
      await verifyAgainstNobody(body.password);
      throw invalid();
    }
    const lockedAccount = () => new ApiError(423, "AUT441", "The account is locked; try again later");
    if (isLocked(consumer, now)) throw lockedAccount();
    if (!(await verifyPassword(body.password, consumer.passwordHash))) {
      const outcome = await recordFailedLogin(db, consumer.id, now);
      if (outcome === "locked") throw lockedAccount();
      if (outcome === "locked-now") throw new ApiError(423, "AUT423", "Too many failed sign-ins: the account is locked for a while");
      if (outcome === "last-attempt") throw new ApiError(401, "AUT426", "The email or password is not correct; one attempt is left before the account is locked");
      throw invalid();
    }
    if (!(await recordSuccessfulLogin(db, consumer.id, now))) throw lockedAccount();
    const authorizationCode = randomBytes(32).toString("base64url");
    await db.insert(authorizationCodes).values({ code: hashToken(authorizationCode), consumerId: consumer.id, codeChallenge: body.codeChallenge, createdAt: now });
    return c.json({ authorizationCode });
  });

  api.on("POST", "/consumers-v3/auth/signup", async (c) => {
    const details = (await readBody(c, signupRequest)).consumerProfile.consumerDetails;
    const email = details.email.toLowerCase();
    if (!isEmailAddress(email)) throw new ApiError(400, "AUT453", "The email address is not valid", { field: "email" });
    requireGoodPassword(details.password);
    const phone = details.phone === undefined ? null : normalizePhone(details.phone);
    if (phone === undefined) throw new ApiError(400, "ATTR300", "consumerProfile.consumerDetails.phone: not a phone number", { field: "consumerProfile.consumerDetails.phone" });

    const emailInUse = () => new ApiError(409, "AUT439", "An account with this email already exists");
    const phoneInUse = () => new ApiError(409, "AUT442", "This phone number is already used by another account");
    const [sameEmail] = await db.select({ id: consumers.id }).from(consumers).where(eq(sql`lower(${consumers.email})`, email));
    if (sameEmail) throw emailInUse();
    if (phone) {
      const [samePhone] = await db.select({ id: consumers.id }).from(consumers).where(eq(consumers.phone, phone));
      if (samePhone) throw phoneInUse();
    }

    const passwordHash = await hashPassword(details.password);
    for (let attempt = 0; ; attempt++) {
      const consumerNo = String(randomInt(1_000_000_000, 10_000_000_000));
      try {
        await db.insert(consumers).values({
          id: randomUUID(),
          consumerNo,
          email,
          passwordHash,
          firstName: details.firstName ?? "",
          lastName: details.lastName ?? "",
          phone,
          birthDate: details.birthDate ?? null,
          postalCode: details.postalCode ?? null,
          createdAt: new Date(deps.now()),
        });
        return c.json({ consumerNo });
      } catch (error) {
        // A concurrent sign-up got there first: the unique indexes decide.
        const constraint = uniqueViolationOf(error);
        if (constraint === "consumers_email_idx") throw emailInUse();
        if (constraint === "consumers_phone_idx") throw phoneInUse();
        if (constraint === "consumers_no_idx" && attempt < 3) continue;
        throw error;
      }
    }
  });

  api.on("POST", "/consumers-v3/confirmforgotpassword", async (c) => {
    const body = await readBody(c, forgotPasswordRequest);
    const email = body.email.toLowerCase();
    if (!isEmailAddress(email)) throw new ApiError(400, "AUT453", "The email address is not valid", { field: "email" });
    const [consumer] = await db.select({ id: consumers.id }).from(consumers).where(eq(sql`lower(${consumers.email})`, email));
    const resetToken = consumer ? await storeResetToken(db, deps, consumer.id) : undefined;
    if (consumer && resetToken) {
      // The email's link opens the storefront's reset page of the shopper's site (a delivery worker prefixes the storefront's origin).
      const resetPath = `/${siteById(body.siteId ?? SITES[0]!.siteId).localePath}/reset-password?token=${encodeURIComponent(resetToken)}`;
      await sendMessage(db, { consumerId: consumer.id, channel: "EMAIL", recipient: email, template: "password-reset", payload: { resetPath } }, new Date(deps.now()));
    }
    // The email itself is out of scope; outside production the token comes back for tests and demos.
    const answer = { message: "If an account exists for this email, we have sent a link to reset the password." };
    // The token goes by email in a real deployment; tests and demos opt in to see it.
    return c.json(deps.exposeResetToken && resetToken ? { ...answer, resetToken } : answer);
  });

  api.on("POST", "/consumers-v3/consumer/resetpassword", async (c) => {
    const body = await readBody(c, resetPasswordRequest);
    if (body.password !== body.confirmPassword) throw new ApiError(400, "FE340", "The passwords do not match", { field: "confirmPassword" });
    requireGoodPassword(body.password);
    const tokenHash = hashToken(body.resetToken);
    const expired = () => new ApiError(400, "AUT402", "The reset link has expired or was already used");
    const live = () => isLiveToken(tokenHash, [RESET_TOKEN_KIND], new Date(deps.now()));
    const [known] = await db.select({ consumerId: refreshTokens.consumerId }).from(refreshTokens).where(live());
    if (!known?.consumerId) throw expired();
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      const now = new Date(deps.now());
      const [used] = await tx.update(refreshTokens).set({ revokedAt: now }).where(live()).returning({ consumerId: refreshTokens.consumerId });
      if (!used?.consumerId) throw expired();
      // Proof of the mailbox: the account is unlocked, and every session and pending code ends.
      await tx.update(consumers).set({ passwordHash, failedLogins: 0, lockedUntil: null }).where(eq(consumers.id, used.consumerId));
      await revokeSessionsOf(tx, used.consumerId, now);
      await tx.delete(authorizationCodes).where(eq(authorizationCodes.consumerId, used.consumerId));
    });
    return c.json(SUCCESS);
  });

  api.on("POST", "/consumers-v3/consumer/changepassword", async (c) => {
    const identity = requireIdentity(c, deps);
    if (identity.kind !== "registered") throw new ApiError(401, "AUT432", "Sign in to change the password");
    const body = await readBody(c, changePasswordRequest);
    if (body.newPassword !== body.confirmPassword) throw new ApiError(400, "FE340", "The passwords do not match", { field: "confirmPassword" });
    requireGoodPassword(body.newPassword);
    const [consumer] = await db.select().from(consumers).where(eq(consumers.id, identity.consumerId));
    if (!consumer) throw new ApiError(401, "AUT432", "Sign in to change the password");
    if (!(await verifyPassword(body.currentPassword, consumer.passwordHash))) throw new ApiError(400, "AUT450", "The current password is not correct", { field: "currentPassword" });
    if (body.newPassword.normalize("NFC") === body.currentPassword.normalize("NFC")) {
      throw new ApiError(400, "AUT452", "The new password must differ from the previous one", { field: "newPassword" });
    }
    const passwordHash = await hashPassword(body.newPassword);
    const keep = body.refreshToken ? hashToken(body.refreshToken) : undefined;
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(consumers)
        .set({ passwordHash })
        .where(and(eq(consumers.id, consumer.id), eq(consumers.passwordHash, consumer.passwordHash)))
        .returning({ id: consumers.id });
      if (!changed.length) throw new ApiError(409, "PRO415", "The password changed meanwhile; try again");
      await revokeSessionsOf(tx, consumer.id, new Date(deps.now()), keep);
    });
    return c.json(SUCCESS);
  });

  api.on("POST", "/consumers-v3/consumer/auth/signout", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, signoutRequest);
    const now = new Date(deps.now());
    // Only the caller's own token: another shopper's token is left alone, and the answer is the same.
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(isLiveToken(hashToken(body.refreshToken), [identity.kind], now), ownerIs(identity)));
    return c.json(SUCCESS);
  });

  api.on("POST", "/consumers-v3/consumer/agent/login", async (c) => {
    const body = await readBody(c, agentLoginRequest);
    const [store] = await db.select().from(stores).where(eq(stores.id, body.storeId));
    if (!store) throw new ApiError(404, "STR404", "No store with this id", { field: "storeId" });
    const [employee] = await db
      .select()
      .from(storeEmployees)
      .where(and(eq(storeEmployees.id, body.employeeId), eq(storeEmployees.storeId, store.id)));
    const valid = employee ? await verifyPassword(body.password, employee.passwordHash) : await verifyAgainstNobody(body.password);
    if (!employee || !valid) throw new ApiError(401, "AUT401", "The employee id or password is not correct");
    return c.json(await agentSession(db, deps, employee, store));
  });
}

/**
 * PKCE redemption. The code (stored hashed) is marked used by the very statement that checks
 * it is unused, unexpired and matches the verifier: two concurrent calls redeem it once. A call
 * that fails does not use the code up: a wrong verifier cannot burn another shopper's code.
 */
async function redeemAuthorizationCode(deps: BackendDeps, body: RegisteredTokenRequest, caller: Identity | undefined): Promise<RegisteredTokenAnswer> {
  const codeHash = hashToken(body.authorizationCode);
  const challenge = codeChallengeOf(body.codeVerifier);
  const now = new Date(deps.now());
  const oldestValid = new Date(now.getTime() - AUTHORIZATION_CODE_TTL_SECONDS * 1000);
  return deps.db.transaction(async (tx) => {
    const [redeemed] = await tx
      .update(authorizationCodes)
      .set({ usedAt: now })
      .where(and(eq(authorizationCodes.code, codeHash), isNull(authorizationCodes.usedAt), gt(authorizationCodes.createdAt, oldestValid), eq(authorizationCodes.codeChallenge, challenge)))
      .returning({ consumerId: authorizationCodes.consumerId });
    if (!redeemed) {
      const [code] = await tx.select().from(authorizationCodes).where(eq(authorizationCodes.code, codeHash));
      if (!code) throw new ApiError(401, "AUT404", "The authorization code is not known");
      if (code.codeChallenge !== challenge) throw new ApiError(401, "AUT432", "The code verifier does not match the code challenge");
      if (code.usedAt) throw new ApiError(409, "AUT409", "The authorization code was already used");
      throw new ApiError(401, "AUT404", "The authorization code has expired");
    }
    const [consumer] = await tx.select().from(consumers).where(eq(consumers.id, redeemed.consumerId));
    if (!consumer) throw new ApiError(401, "AUT404", "The authorization code is not known");

    const guestCartId = body.guestObjects?.basketId;
    const merged = caller?.kind === "guest" && guestCartId ? await mergeGuestCart(tx, { guestId: caller.guestId, guestCartId, consumerId: consumer.id, now }) : undefined;
    const basketId = merged?.basketId ?? (await activeCartOf(tx, consumer.id));
    await attachGuestOrder(tx, body.orderNo, body.st, consumer.id);
    // The guest's favourites join the member's list, as the cart does.
    const favorites = caller?.kind === "guest" ? await mergeGuestFavorites(tx, { guestId: caller.guestId, guestFavoriteId: body.guestObjects?.favoriteId ?? undefined, consumerId: consumer.id, now }) : undefined;
    return registeredSession(tx, deps, consumer, { basketId, mergedCartItemCountIncreased: merged?.mergedCartItemCountIncreased ?? false, favoriteId: favorites?.favoriteId });
  });
}

/** The identity of an optional bearer token (undefined without one or with an invalid one). */
function bearerIdentity(c: Context, deps: BackendDeps): Identity | undefined {
  const token = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  return token ? deps.tokens.verifyAccessToken(token) : undefined;
}

function ownerIs(identity: Identity) {
  if (identity.kind === "guest") return eq(refreshTokens.guestId, identity.guestId);
  if (identity.kind === "registered") return eq(refreshTokens.consumerId, identity.consumerId);
  return eq(refreshTokens.employeeId, identity.employeeId);
}

/** 400 FE872 for a password that breaks a rule (the catalogue's only password-strength id). */
function requireGoodPassword(password: string): void {
  const rule = brokenPasswordRule(password);
  if (rule) throw new ApiError(400, "FE872", PASSWORD_RULE_MESSAGES[rule], { field: "password", rule });
}

/** The constraint a unique violation (SQLSTATE 23505) broke, looking through driver wrappers. */
function uniqueViolationOf(error: unknown): string | undefined {
  for (let current = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "unknown";
  }
  return undefined;
}
