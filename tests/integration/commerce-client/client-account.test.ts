import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { answerSchemas } from "../../../src/commerce/api/answer-schemas.ts";
import { Hono } from "hono";
import { createCommerceClient } from "../../../src/commerce/api/client.ts";
import { card, clientBackend, failureOf, usAddress, type ClientBackend } from "./client-test-kit.ts";
import { createBff } from "../../../server/bff/bff-app.ts";
import { browserOn } from "../support/storefront-browser.ts";
import { COOKIE } from "../../../server/bff/cookies.ts";
import { coupons, loyaltyVouchers, promotions, storeEmployees, hashPassword, createProduct, createStore, createConsumer, createOrder } from "../../../backend/testing/index.ts";

/**
 * The session, account and order functions of the commerce client against the real reference
 * backend, through the storefront's BFF. One member signs in once and is reused.
 */
let kit: ClientBackend;
let member: Awaited<ReturnType<ClientBackend["member"]>>;
const today = new Date().toISOString().slice(0, 10);
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  kit = await clientBackend();
  await kit.db.insert(loyaltyVouchers).values([
    { id: "LV-USD-0500", points: 500, currency: "USD", amount: 500 },
    { id: "LV-USD-2500", points: 2500, currency: "USD", amount: 3000 },
  ]);
  await kit.db.insert(promotions).values({ id: "COUPON-WELCOME10", name: "Welcome 10 %", level: "ORDER", kind: "percent", value: 10, couponRequired: true });
  await kit.db.insert(coupons).values({ code: "WELCOME10", promotionId: "COUPON-WELCOME10", oncePerCustomer: true });
  member = await kit.member({ loyaltyMember: true, loyaltyOptInDate: today, loyaltyPoints: 3000, memberId: "RLM0000001", phone: "+16175550100", birthDate: "1990-05-17", postalCode: "02108" });
});
afterAll(async () => kit?.close());

describe("the session", () => {
  test("a guest's session, sign-in merging the guest cart, and sign-out", async () => {
    const { variantId } = await createProduct(kit.db, { stock: 10 });
    const consumer = await createConsumer(kit.db);
    const { client, browser, storedCart } = await kit.shopper();
    expect(await client.session()).toEqual({ loggedIn: false, associate: null, csrfToken: browser.jar.get(COOKIE.csrf) });
    const guestCart = await client.addItem(variantId, 2);

    expect(await failureOf(client.signIn({ username: consumer.email, password: "not-it" }))).toMatchObject({ errorId: "AUT401", status: 401, message: "The email address or password is not right." });
    const signedIn = await client.signIn({ username: consumer.email, password: consumer.password });
    expect(signedIn).toMatchObject({ loggedIn: true, consumerNo: consumer.consumerNo, mergedCartItemCountIncreased: true });
    expect(storedCart()).toBe(signedIn.basketId);
    expect(signedIn.basketId).not.toBe(guestCart.id);
    expect((await client.getCart()).items.map((item) => item.qty)).toEqual([2]);
    expect((await client.session()).loggedIn).toBe(true);

    expect(await client.signOut()).toEqual({ loggedIn: false, message: "Success" });
    expect(storedCart()).toBeUndefined();
    expect((await client.session()).loggedIn).toBe(false);
  });

  test("an associate signs in (buy-in-store mode); the session names the store", async () => {
    const { storeId } = await createStore(kit.db, { name: "Denver" });
    await kit.db.insert(storeEmployees).values({ id: "E-CLIENT-1", storeId, name: "Ana Associate", email: "ana@example.test", passwordHash: await hashPassword("Associate-2026") });
    const { client } = await kit.shopper();
    expect(await failureOf(client.signInAssociate({ storeId, employeeId: "E-CLIENT-1", password: "no" }))).toMatchObject({ errorId: "AUT401" });
    const associate = { storeId, storeName: "Denver", storeEmployeeId: "E-CLIENT-1", storeEmployeeName: "Ana Associate" };
    expect(await client.signInAssociate({ storeId, employeeId: "E-CLIENT-1", password: "Associate-2026" })).toEqual({ loggedIn: true, associate });
    expect(await client.session()).toMatchObject({ loggedIn: true, associate });
  });

  test("the token call's 409: the BFF tries once more after 2 s; a second 409 reaches the page as AUT409", async () => {
    const consumer = await createConsumer(kit.db);
    let conflicts = 0;
    const storefront = new Hono();
    storefront.route(
      "/api",
      createBff({
        baseUrl: "http://commerce.internal",
        clientId: "storefront",
        upstream: async (request) => {
          if (conflicts > 0 && new URL(request.url).pathname === "/token/v2/auth/token" && ((await request.clone().json()) as { type: string }).type === "Registered") {
            conflicts--;
            return Response.json({ errorDetails: [{ errorId: "AUT409", message: "The authorization code was already used" }], correlationId: "conflict" }, { status: 409 });
          }
          return kit.backend.app.fetch(request);
        },
      }),
    );
    const browser = browserOn(storefront);
    await browser.fetch("/api/session");
    const client = createCommerceClient({
    answers: answerSchemas, fetch: browser.fetch, csrfToken: () => browser.jar.get(COOKIE.csrf), siteId: "RL-US", cartStore: { get: () => undefined, set: () => undefined } });

    conflicts = 2;
    expect(await failureOf(client.signIn({ username: consumer.email, password: consumer.password }))).toMatchObject({ errorId: "AUT409", status: 409 });
    expect(conflicts).toBe(0);
    conflicts = 1;
    expect((await client.signIn({ username: consumer.email, password: consumer.password })).consumerNo).toBe(consumer.consumerNo);
    expect(conflicts).toBe(0);
  });

  test("sign-up; the same email again is AUT439", async () => {
    const { client } = await kit.shopper();
    const body = { consumerProfile: { consumerDetails: { email: `new-${Date.now()}@example.com`, password: "Trail-Runner-42", firstName: "Kim" } } };
    expect((await client.signUp(body)).consumerNo).toMatch(/^\d+$/);
    expect(await failureOf(client.signUp(body))).toMatchObject({ errorId: "AUT439", status: 409 });
  });

  test("forgotten password: the reset link's token sets a new one, once", async () => {
    const consumer = await createConsumer(kit.db);
    const { client } = await kit.shopper();
    const { resetToken } = await client.forgotPassword(consumer.email);
    expect(resetToken).toEqual(expect.any(String));
    const body = { resetToken: resetToken!, password: "New-Summit-77", confirmPassword: "New-Summit-77" };
    expect(await client.resetPassword(body)).toEqual({ message: "Success" });
    expect(await failureOf(client.resetPassword(body))).toMatchObject({ errorId: "AUT402" });
  });

  test("change password: the current one is checked", async () => {
    const own = await kit.member();
    expect(await failureOf(own.client.changePassword({ currentPassword: "wrong", newPassword: "New-Summit-77", confirmPassword: "New-Summit-77" }))).toMatchObject({ errorId: "AUT450" });
    expect(await own.client.changePassword({ currentPassword: own.consumer.password, newPassword: "New-Summit-77", confirmPassword: "New-Summit-77" })).toEqual({ message: "Success" });
  });
});

describe("orders", () => {
  test("history and details; the return label and the invoice are PDF files", async () => {
    const product = await createProduct(kit.db);
    const { orderNumber } = await createOrder(kit.db, { consumerId: member.consumer.id, status: "placed", lines: [{ product, qty: 2 }], createdAt: new Date(Date.now() - 3 * HOUR) });
    const history = await member.client.purchaseHistory({ limit: 5 });
    expect(history.orders.map((order) => order.orderNumber)).toContain(orderNumber);
    const details = await member.client.orderDetails(orderNumber);
    expect([details.orderNumber, details.returnable, details.invoiceAvailable]).toEqual([orderNumber, true, true]);

    const label = await member.client.returnLabel(orderNumber, { items: [{ itemId: details.items[0]!.id, qty: 1 }], reason: "Too big" });
    const invoice = await member.client.downloadInvoice(orderNumber);
    for (const file of [label, invoice]) {
      expect(file.type).toBe("application/pdf");
      expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    }
    expect(label.name).toBe(`return-label-${orderNumber}.pdf`);
    expect(invoice.name).toMatch(/^invoice-.+\.pdf$/);
  });

  test("cancel a new order; its invoice is then refused; another member cannot see it", async () => {
    const { orderNumber } = await createOrder(kit.db, { consumerId: member.consumer.id, status: "placed" });
    expect((await member.client.cancelOrder(orderNumber)).status).toBe("cancelled");
    expect(await failureOf(member.client.downloadInvoice(orderNumber))).toMatchObject({ errorId: "ORD409", status: 409 });
    const other = await kit.member();
    expect(await failureOf(other.client.orderDetails(orderNumber))).toMatchObject({ errorId: "OHS4004", status: 404 });
  });

  test("a guest has no history (AUT432); e-gift card emails are sent again for a member's order", async () => {
    const { client } = await kit.shopper();
    expect(await failureOf(client.purchaseHistory())).toMatchObject({ errorId: "AUT432", status: 401 });
    const { orderNumber } = await createOrder(kit.db, { consumerId: member.consumer.id, status: "placed", lines: [{ isDigital: true, name: "E-gift card" }] });
    const resent = await member.client.resendGiftCardEmail({ orderNumber });
    expect(resent.resent.map((line) => line.name)).toEqual(["E-gift card"]);
  });
});

describe("the account", () => {
  test("lookup by email", async () => {
    expect(await member.client.lookup({ email: member.consumer.email })).toEqual({ exists: true, lookupType: "email" });
    expect(await member.client.lookup({ email: "nobody-here@example.com" })).toEqual({ exists: false, lookupType: "email" });
  });

  test("an employee accepts the employee discount terms; a member who is not an employee is refused (403), a guest asked to sign in (401)", async () => {
    const employee = await kit.member({ consumerType: "EMPLOYEE", annualCap: 150000 });
    expect(await employee.client.acceptEmployeeTerms()).toEqual({ isEmployeeDiscountTCAccepted: true });
    expect(await employee.client.acceptEmployeeTerms()).toEqual({ isEmployeeDiscountTCAccepted: true });
    expect(await failureOf(member.client.acceptEmployeeTerms())).toMatchObject({ errorId: "AUT432", status: 403 });
    const { client: guest } = await kit.shopper();
    expect(await failureOf(guest.acceptEmployeeTerms())).toMatchObject({ errorId: "AUT432", status: 401 });
  });

  test("loyalty: the dashboard token for this session, the welcome offer, the vouchers, and one applied at checkout", async () => {
    const usid = member.browser.jar.get(COOKIE.usid)!;
    expect((await member.client.loyaltyToken(usid)).memberId).toBe("RLM0000001");
    // The BFF binds the token to this browser's session whatever the page sends.
    expect((await member.client.loyaltyToken("another-session")).memberId).toBe("RLM0000001");
    expect(await member.client.welcomePromo()).toMatchObject({ couponCode: "WELCOME10", status: "AVAILABLE" });
    const vouchers = await member.client.loyaltyVouchers();
    expect([vouchers.currentLoyaltyPoints, vouchers.bestVoucher?.id]).toEqual([3000, "LV-USD-2500"]);

    const { variantId } = await createProduct(kit.db, { price: 8000 });
    await member.client.addItem(variantId);
    const rewarded = await member.client.applyLoyaltyVoucher("LV-USD-0500");
    expect(rewarded.payment_instruments.map((instrument) => instrument.payment_method_id)).toEqual(["REWARD_CODE"]);
    expect((await member.client.applyLoyaltyVoucher(null)).payment_instruments).toEqual([]);
    const { client: guest } = await kit.shopper();
    expect(await failureOf(guest.welcomePromo())).toMatchObject({ errorId: "AUT432" });
  });

  test("the address book: add, change, remove", async () => {
    const added = await member.client.addAddress(usAddress({ addressLine1: "1 Harbor Way" }));
    expect([added.addressLine1, added.approachType]).toEqual(["1 Harbor Way", "S"]);
    expect((await member.client.updateAddress(added.id, usAddress({ addressLine1: "2 Harbor Way" }))).addressLine1).toBe("2 Harbor Way");
    expect((await member.client.removeAddress(added.id)).addresses.map((address) => address.id)).not.toContain(added.id);
    expect(await failureOf(member.client.removeAddress(added.id))).toMatchObject({ status: 404 });
  });

  test("saved cards: save, list, change, remove; the same card twice is PYT300", async () => {
    const { number, expiryMonth, expiryYear, holder } = card("5555 5555 5555 4444");
    const body = { payment_method_id: "CREDIT_CARD" as const, card: { number, expiryMonth, expiryYear, holder } };
    const saved = await member.client.savePaymentInstrument(body);
    expect(await failureOf(member.client.savePaymentInstrument(body))).toMatchObject({ errorId: "PYT300", status: 409 });
    expect((await member.client.savedPaymentInstruments("CREDIT_CARD")).payment_instruments.map((instrument) => instrument.payment_instrument_id)).toContain(saved.payment_instrument_id);
    expect((await member.client.updateSavedPaymentInstrument(saved.payment_instrument_id, { holder: "A. Walker" })).card.holder).toBe("A. Walker");
    expect((await member.client.removeSavedPaymentInstrument(saved.payment_instrument_id)).payment_instruments).toEqual([]);
  });

  test("notification settings, the user-data request and a warranty case", async () => {
    const settings = await member.client.updateNotifications([{ topic: "PROMOTIONS", channel: "EMAIL", enabled: true }]);
    expect(settings.notifications).toContainEqual({ topic: "PROMOTIONS", channel: "EMAIL", enabled: true });
    const data = await member.client.retrieveUserData({ requestType: "ACCESS", organization: "RIDGELINE" });
    expect([data.status, data.requestType]).toEqual(["COMPLETED", "ACCESS"]);

    const { productId } = await createProduct(kit.db);
    const warranty = await member.client.openWarrantyCase({ productId, purchaseDate: "2024-03-01", issueType: "ZIPPER", description: "The zipper came apart after a week." });
    expect([warranty.status, warranty.productId]).toEqual(["OPEN", productId]);
    expect(await failureOf(member.client.openWarrantyCase({ productId, purchaseDate: "2024-03-01", issueType: "ZIPPER", description: "short" }))).toMatchObject({ errorId: "ATTR300", status: 400 });
  });

  test("contact us: the subjects, and a guest's case", async () => {
    const { client } = await kit.shopper();
    const { categories } = await client.contactUsCategories();
    const category = categories.find((entry) => entry.subjects.some((subject) => !subject.requiresOrderNumber))!;
    const subject = category.subjects.find((entry) => !entry.requiresOrderNumber)!;
    const created = await client.contactUs({ categoryId: category.categoryId, subjectId: subject.subjectId, firstName: "Kim", lastName: "Lee", email: "kim@example.com", message: "Do you ship to Alaska in winter?" });
    expect([created.status, created.categoryId, created.subjectId]).toEqual(["RECEIVED", category.categoryId, subject.subjectId]);
  });
});
