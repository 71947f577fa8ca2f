import { eq } from "drizzle-orm";
import { z } from "zod";
import { addressInput, addressValidationRequest, billingAddressRequest, shippingAddressRequest, type AddressValidationAnswer } from "../../contracts/api/checkout.ts";
import { siteById } from "../../contracts/sites.ts";
import { loadCart } from "../cart/cart-store.ts";
import { carts } from "../db/schema.ts";
import { readBody, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { verifyRecaptcha } from "../http/recaptcha.ts";
import { checkBillingAddress, checkShippingAddress, type AddressProblem } from "./addresses.ts";
import { basketIdOf, checkoutTransactions } from "./checkout-transactions.ts";
import { parseFields } from "./payment-store.ts";

const fail = (problem: AddressProblem) => new ApiError(400, problem.errorId, problem.message, { field: problem.field });

/** The cart's shipping and billing addresses (set, remove) and checking a shipping address. */
export function registerCheckoutAddressRoutes(api: Api, deps: BackendDeps) {
  const checkout = checkoutTransactions(deps);

  api.on("POST", "/cart/v2/cart/:basketId/shippingAddress", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, shippingAddressRequest, "CHK380");
    await verifyRecaptcha(deps, body.recaptcha_response, "shipping_address");
    return c.json(
      await checkout.change(identity, basketIdOf(c), async (tx, cart) => {
        const checked = checkShippingAddress(body.address, siteById(cart.siteId).country);
        if ("problem" in checked) throw fail(checked.problem);
        await tx
          .update(carts)
          .set({ shippingAddress: checked.address, email: checked.address.recipientContactEmail ?? cart.email })
          .where(eq(carts.id, cart.id));
      }),
    );
  });

  api.on("DELETE", "/cart/v2/cart/:basketId/shippingAddress", async (c) => {
    const identity = requireIdentity(c, deps);
    return c.json(await checkout.change(identity, basketIdOf(c), async (tx, cart) => void (await tx.update(carts).set({ shippingAddress: null }).where(eq(carts.id, cart.id)))));
  });

  api.on("POST", "/cart/v1/cart/:basketId/shippingAddress/validation", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, addressValidationRequest, "CHK320");
    const cart = await loadCart(deps.db, basketIdOf(c), identity);
    const checked = checkShippingAddress(body.address, siteById(cart.siteId).country);
    if ("problem" in checked) throw new ApiError(400, "CHK320", checked.problem.message, { field: checked.problem.field, reason: checked.problem.errorId });
    const answer: AddressValidationAnswer = { valid: true, address: checked.address };
    return c.json(answer);
  });

  api.on("POST", "/cart/v1/cart/:basketId/billingAddress", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, billingAddressRequest);
    return c.json(
      await checkout.change(identity, basketIdOf(c), async (tx, cart) => {
        if (body.address === undefined || body.address === null) throw new ApiError(400, "BIL400", "A billing address is needed", { field: "address" });
        const { address: input } = parseFields(z.object({ address: addressInput }), { address: body.address }, "PYT406");
        const checked = checkBillingAddress(input, body.phone);
        if ("problem" in checked) throw fail(checked.problem);
        const newsletterConsent = body.subscriptions?.newsletterConsent ?? false;
        await tx
          .update(carts)
          .set({ billingAddress: { ...checked.address, newsletterConsent }, email: cart.email ?? checked.address.recipientContactEmail })
          .where(eq(carts.id, cart.id));
      }),
    );
  });

  api.on("DELETE", "/cart/v1/cart/:basketId/billingAddress", async (c) => {
    const identity = requireIdentity(c, deps);
    return c.json(await checkout.change(identity, basketIdOf(c), async (tx, cart) => void (await tx.update(carts).set({ billingAddress: null }).where(eq(carts.id, cart.id)))));
  });
}
