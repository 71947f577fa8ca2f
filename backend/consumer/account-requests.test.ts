import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  contactUsCaseAnswer,
  contactUsCategoriesAnswer,
  GIFT_CARD_EMAIL_RESENDS_PER_DAY,
  giftCardEmailResendAnswer,
  userDataAnswer,
  warrantyCaseAnswer,
} from "../../contracts/api/consumer.ts";
import { consumerOutbox, contactUsCases, savedCards, userDataRequests, warrantyCases } from "../db/schema.ts";
import { createProduct, type CreatedProduct } from "../testing/catalogue-factory.ts";
import { createOrder } from "../testing/order-factory.ts";
import { contactUsCategories } from "./consumer-fixtures.ts";
import { consumerBackend, SETUP_TIMEOUT_MS, type ConsumerKit } from "./consumer-test-kit.ts";

const NOW = Date.parse("2026-11-22T12:00:00Z");
let kit: ConsumerKit;
let product: CreatedProduct;
beforeAll(async () => {
  kit = await consumerBackend({ now: () => NOW });
  product = await createProduct(kit.db, { name: "Summit Parka", variants: 2 });
}, SETUP_TIMEOUT_MS);
afterAll(async () => kit?.close());

const outboxOf = (template: string, recipient: string) =>
  kit.db
    .select()
    .from(consumerOutbox)
    .where(and(eq(consumerOutbox.template, template), eq(consumerOutbox.recipient, recipient)));

describe("POST /consumers-v3/consumer/retrieveUserData", () => {
  const PATH = "/consumers-v3/consumer/retrieveUserData";

  test("ACCESS: answers what the account holds (cards masked) and records the request", async () => {
    const shopper = await kit.member({ loyaltyMember: true, loyaltyOptInDate: "2024-02-02", loyaltyPoints: 120 });
    await kit.db.insert(savedCards).values({ id: `PI-${randomUUID()}`, consumerId: shopper.consumerId, brand: "VISA", last4: "1111", expiryMonth: 9, expiryYear: 2030, holder: "Robin Fell", main: true });
    const order = await createOrder(kit.db, { consumerId: shopper.consumerId, email: shopper.email, lines: [{ price: 2500, qty: 2 }] });
    await kit.ok(warrantyCaseAnswer, "POST", "/consumers-v3/consumer/warranty", { token: shopper.token, body: { productId: product.productId, purchaseDate: "2025-01-10", issueType: "SEAM", description: "A seam came apart on the sleeve." } }, 201);
    await kit.ok(contactUsCaseAnswer, "POST", "/consumers-v3/contactus", { token: shopper.token, body: { categoryId: "products", subjectId: "sizing", message: "Which size should I take?" } }, 201);

    const answer = await kit.ok(userDataAnswer, "POST", PATH, { token: shopper.token, body: { requestType: "ACCESS", organization: "RIDGELINE" } });
    expect(answer).toMatchObject({ requestType: "ACCESS", organization: "RIDGELINE", status: "COMPLETED" });
    expect(answer.data!.profile).toMatchObject({ consumerNo: shopper.consumerNo, loyaltySummary: { points: { balance: 120 } } });
    expect(answer.data!.paymentInstruments).toEqual([expect.objectContaining({ card: expect.objectContaining({ maskedNumber: "************1111" }) })]);
    expect(answer.data!.orders).toEqual([expect.objectContaining({ orderNumber: order.orderNumber, currency: "USD", status: "placed" })]);
    expect(answer.data!.warrantyCases).toHaveLength(1);
    expect(answer.data!.contactUsCases).toHaveLength(1);
    expect(answer.data!.smsSubscription.status).toBe("NONE");
    const [row] = await kit.db.select().from(userDataRequests).where(eq(userDataRequests.id, answer.requestId));
    expect(row).toMatchObject({ consumerId: shopper.consumerId, status: "COMPLETED" });
  });

  test("DELETION: 202 RECEIVED for the privacy team, with a confirmation email; asking again answers the open request", async () => {
    const shopper = await kit.member();
    const first = await kit.ok(userDataAnswer, "POST", PATH, { token: shopper.token, body: { requestType: "DELETION", organization: "RIDGELINE" } }, 202);
    expect(first).toMatchObject({ status: "RECEIVED", data: null });
    const again = await kit.ok(userDataAnswer, "POST", PATH, { token: shopper.token, body: { requestType: "DELETION", organization: "RIDGELINE" } }, 202);
    expect(again.requestId).toBe(first.requestId);
    expect(await outboxOf("user-data-deletion-received", shopper.email)).toHaveLength(1);
  });

  test.each([
    ["no body", undefined, "ATTR300"],
    ["an array", [], "ATTR300"],
    ["no request type", { organization: "RIDGELINE" }, "ATTR100"],
    ["an unknown request type", { requestType: "SELL", organization: "RIDGELINE" }, "ATTR100"],
    ["no organization", { requestType: "ACCESS" }, "ATTR200"],
    ["an unknown organization", { requestType: "ACCESS", organization: "ACME" }, "ATTR200"],
  ])("%s: 400 %s", async (_name, body, errorId) => {
    const shopper = await kit.member();
    await kit.fails(400, errorId, "POST", PATH, { token: shopper.token, body: body === undefined ? "" : body, headers: { "content-type": "application/json" } });
  });

  test("a guest: 401 AUT432", async () => {
    await kit.fails(401, "AUT432", "POST", PATH, { token: kit.guestToken(), body: { requestType: "ACCESS", organization: "RIDGELINE" } });
  });
});

describe("POST /consumers-v3/consumer/warranty", () => {
  const PATH = "/consumers-v3/consumer/warranty";
  const body = (fields: Record<string, unknown> = {}) => ({ productId: product.productId, purchaseDate: "2025-11-28", issueType: "ZIPPER", description: "The main zipper separates at the bottom.", ...fields });

  test("opens a case for a product (style or colour and size), with a confirmation email", async () => {
    const shopper = await kit.member();
    const opened = await kit.ok(warrantyCaseAnswer, "POST", PATH, { token: shopper.token, body: body({ images: ["https://images.example.test/zip.jpg"], contactPhone: "617-555-0100" }) }, 201);
    expect(opened).toMatchObject({ caseId: expect.stringMatching(/^WC\d{8}$/), status: "OPEN", productId: product.productId, productName: "Summit Parka", orderNumber: null, purchaseDate: "2025-11-28", issueType: "ZIPPER" });
    const [row] = await kit.db.select().from(warrantyCases).where(eq(warrantyCases.caseId, opened.caseId));
    expect(row).toMatchObject({ consumerId: shopper.consumerId, contactPhone: "+16175550100", images: ["https://images.example.test/zip.jpg"] });
    expect(await outboxOf("warranty-received", shopper.email)).toHaveLength(1);
    const variant = await kit.ok(warrantyCaseAnswer, "POST", PATH, { token: shopper.token, body: body({ productId: product.variantIds[1]!.toLowerCase() }) }, 201);
    expect(variant.productId).toBe(product.variantIds[1]);
  });

  test("with one of the shopper's orders that holds the product", async () => {
    const shopper = await kit.member();
    const order = await createOrder(kit.db, { consumerId: shopper.consumerId, lines: [{ product }] });
    expect((await kit.ok(warrantyCaseAnswer, "POST", PATH, { token: shopper.token, body: body({ orderNumber: order.orderNumber.toLowerCase() }) }, 201)).orderNumber).toBe(order.orderNumber);
  });

  test("someone else's order: 404 OHS4004; an order without the product: 400 ORD404; an unknown product: 404 PLP400", async () => {
    const shopper = await kit.member();
    const theirs = await createOrder(kit.db, { consumerId: (await kit.member()).consumerId, lines: [{ product }] });
    await kit.fails(404, "OHS4004", "POST", PATH, { token: shopper.token, body: body({ orderNumber: theirs.orderNumber }) });
    const mine = await createOrder(kit.db, { consumerId: shopper.consumerId });
    await kit.fails(400, "ORD404", "POST", PATH, { token: shopper.token, body: body({ orderNumber: mine.orderNumber }) });
    await kit.fails(404, "PLP400", "POST", PATH, { token: shopper.token, body: body({ productId: "ZZZZZZZZ" }) });
    await kit.fails(404, "PLP400", "POST", PATH, { token: shopper.token, body: body({ productId: `${product.productId}QQQ` }) });
  });

  test.each([
    ["a purchase in the future", { purchaseDate: "2026-12-01" }],
    ["a purchase date that is no date", { purchaseDate: "2025-02-30" }],
    ["an unknown issue", { issueType: "BORED" }],
    ["a short description", { description: "broken" }],
    ["an image over http", { images: ["http://images.example.test/a.jpg"] }],
    ["six images", { images: Array.from({ length: 6 }, (_, index) => `https://images.example.test/${index}.jpg`) }],
    ["a malformed product id", { productId: "abc" }],
    ["a malformed order number", { orderNumber: "12345" }],
    ["not a phone", { contactPhone: "call me" }],
  ])("%s: 400 ATTR300", async (_name, fields) => {
    await kit.fails(400, "ATTR300", "POST", PATH, { token: (await kit.member()).token, body: body(fields) });
  });
});

describe("POST /consumers-v3/consumer/resendGiftCardEmail", () => {
  const PATH = "/consumers-v3/consumer/resendGiftCardEmail";

  test("sends the order's e-gift card emails again, to the order's email only", async () => {
    const shopper = await kit.member();
    const order = await createOrder(kit.db, { consumerId: shopper.consumerId, email: "gifts@example.test", lines: [{ name: "E-Gift Card 50", isDigital: true }, { name: "Summit Parka" }, { name: "E-Gift Card 100", isDigital: true }] });
    const answer = await kit.ok(giftCardEmailResendAnswer, "POST", PATH, { token: shopper.token, body: { orderNumber: order.orderNumber, recipientEmail: "thief@example.test" } });
    expect(answer).toMatchObject({ orderNumber: order.orderNumber, recipientEmail: "gifts@example.test", sentAt: new Date(NOW).toISOString() });
    expect(answer.resent.map((line) => line.name)).toEqual(["E-Gift Card 50", "E-Gift Card 100"]);
    expect(await outboxOf("gift-card-email", "gifts@example.test")).toHaveLength(2);
    expect(await outboxOf("gift-card-email", "thief@example.test")).toHaveLength(0);
    const one = await kit.ok(giftCardEmailResendAnswer, "POST", PATH, { token: shopper.token, body: { orderNumber: order.orderNumber, itemId: answer.resent[1]!.itemId } });
    expect(one.resent).toHaveLength(1);
  });

  test(`${GIFT_CARD_EMAIL_RESENDS_PER_DAY} times a day per line, then 429 GFC725`, async () => {
    const shopper = await kit.member();
    const order = await createOrder(kit.db, { consumerId: shopper.consumerId, lines: [{ isDigital: true }] });
    for (let time = 0; time < GIFT_CARD_EMAIL_RESENDS_PER_DAY; time++) await kit.ok(giftCardEmailResendAnswer, "POST", PATH, { token: shopper.token, body: { orderNumber: order.orderNumber } });
    await kit.fails(429, "GFC725", "POST", PATH, { token: shopper.token, body: { orderNumber: order.orderNumber } });
  });

  test("someone else's order: 404 OHS4004; not placed: 409 GFC725; no e-gift card or a line that is not one: 400 GFO405", async () => {
    const shopper = await kit.member();
    const theirs = await createOrder(kit.db, { consumerId: (await kit.member()).consumerId, lines: [{ isDigital: true }] });
    await kit.fails(404, "OHS4004", "POST", PATH, { token: shopper.token, body: { orderNumber: theirs.orderNumber } });
    const guestOrder = await createOrder(kit.db, { consumerId: null, email: shopper.email, lines: [{ isDigital: true }] });
    await kit.fails(404, "OHS4004", "POST", PATH, { token: shopper.token, body: { orderNumber: guestOrder.orderNumber } });
    const cancelled = await createOrder(kit.db, { consumerId: shopper.consumerId, status: "cancelled", lines: [{ isDigital: true }] });
    await kit.fails(409, "GFC725", "POST", PATH, { token: shopper.token, body: { orderNumber: cancelled.orderNumber } });
    const parka = await createOrder(kit.db, { consumerId: shopper.consumerId });
    await kit.fails(400, "GFO405", "POST", PATH, { token: shopper.token, body: { orderNumber: parka.orderNumber } });
    const mixed = await createOrder(kit.db, { consumerId: shopper.consumerId, lines: [{ isDigital: true }, {}] });
    const physical = (mixed.items as { id: string; isDigital: boolean }[]).find((item) => !item.isDigital)!;
    await kit.fails(400, "GFO405", "POST", PATH, { token: shopper.token, body: { orderNumber: mixed.orderNumber, itemId: physical.id } });
  });

  test("a malformed order number or none: 400 ATTR300", async () => {
    const shopper = await kit.member();
    await kit.fails(400, "ATTR300", "POST", PATH, { token: shopper.token, body: { orderNumber: "nope" } });
    await kit.fails(400, "ATTR300", "POST", PATH, { token: shopper.token, body: {} });
  });
});

describe("GET /consumers-v3/contactus/categorySubject", () => {
  const PATH = "/consumers-v3/contactus/categorySubject";

  test("the fixture's categories and subjects, in the site's language; no token needed", async () => {
    const english = await kit.ok(contactUsCategoriesAnswer, "GET", PATH);
    const fixture = await contactUsCategories();
    expect(english.categories.map((category) => category.categoryId)).toEqual(fixture.map((category) => category.categoryId));
    expect(english.categories[0]).toMatchObject({ categoryId: "orders", label: "Orders and delivery", subjects: expect.arrayContaining([{ subjectId: "order-status", label: "Where is my order?", requiresOrderNumber: true }]) });
    expect((await kit.ok(contactUsCategoriesAnswer, "GET", `${PATH}?siteId=RL-CAFR`)).categories[0]!.label).toBe("Commandes et livraison");
    expect((await kit.ok(contactUsCategoriesAnswer, "GET", `${PATH}?siteId=RL-DE`)).categories[0]!.label).toBe("Bestellungen und Lieferung");
  });

  test("an unknown site: 400 ATTR300", async () => {
    await kit.fails(400, "ATTR300", "GET", `${PATH}?siteId=RL-ZZ`);
  });
});

describe("POST /consumers-v3/contactus", () => {
  const PATH = "/consumers-v3/contactus";

  test("a member: name and email from the profile; the case is recorded and confirmed by email", async () => {
    const shopper = await kit.member();
    const order = await createOrder(kit.db, { consumerId: shopper.consumerId });
    const answer = await kit.ok(contactUsCaseAnswer, "POST", PATH, { token: shopper.token, body: { categoryId: "orders", subjectId: "order-status", orderNumber: order.orderNumber, message: "My parcel has not moved for a week." } }, 201);
    expect(answer).toMatchObject({ caseNumber: expect.stringMatching(/^CS\d{8}$/), status: "RECEIVED", categoryId: "orders", subjectId: "order-status" });
    const [row] = await kit.db.select().from(contactUsCases).where(eq(contactUsCases.caseNumber, answer.caseNumber));
    expect(row).toMatchObject({ consumerId: shopper.consumerId, firstName: "Robin", lastName: "Fell", email: shopper.email, orderNumber: order.orderNumber, siteId: "RL-US" });
    expect(await outboxOf("contact-us-received", shopper.email)).toHaveLength(1);
  });

  test("a guest gives name and email; an order number must be one placed with that email (400 ORD400 otherwise)", async () => {
    const guest = kit.guestToken();
    const order = await createOrder(kit.db, { email: "guest.buyer@example.test" });
    const body = { categoryId: "returns", subjectId: "return-request", firstName: "Gail", lastName: "Guest", email: "Guest.Buyer@example.test", phone: "+1 617 555 0100", message: "I would like to return the jacket.", siteId: "RL-CA" };
    const answer = await kit.ok(contactUsCaseAnswer, "POST", PATH, { token: guest, body: { ...body, orderNumber: order.orderNumber } }, 201);
    const [row] = await kit.db.select().from(contactUsCases).where(eq(contactUsCases.caseNumber, answer.caseNumber));
    expect(row).toMatchObject({ consumerId: null, email: "guest.buyer@example.test", phone: "+16175550100", siteId: "RL-CA" });
    await kit.fails(400, "ORD400", "POST", PATH, { token: guest, body: { ...body, email: "someone.else@example.test", orderNumber: order.orderNumber } });
    await kit.fails(400, "ORD400", "POST", PATH, { token: guest, body: { ...body, orderNumber: "RL99999999" } });
  });

  test("a member naming someone else's order: 404 OHS4004", async () => {
    const theirs = await createOrder(kit.db, { consumerId: (await kit.member()).consumerId });
    await kit.fails(404, "OHS4004", "POST", PATH, { token: (await kit.member()).token, body: { categoryId: "orders", subjectId: "order-status", orderNumber: theirs.orderNumber, message: "Where is this order please?" } });
  });

  test.each([
    ["an unknown category", { categoryId: "complaints" }, "ATTR300", "categoryId"],
    ["a subject of another category", { subjectId: "order-status" }, "ATTR300", "subjectId"],
    ["no name (guest)", { firstName: undefined }, "ATTR300", "firstName"],
    ["no email (guest)", { email: undefined }, "ATTR300", "email"],
    ["a malformed email", { email: "guest-at-example" }, "AUT453", "email"],
    ["a short message", { message: "help" }, "ATTR300", "message"],
    ["not a phone", { phone: "n/a" }, "ATTR300", "phone"],
    ["a subject needing an order number without one", { categoryId: "orders", subjectId: "order-status" }, "ATTR300", "orderNumber"],
  ])("%s: 400 %s", async (_name, change, errorId, field) => {
    const body = { categoryId: "products", subjectId: "sizing", firstName: "Gail", lastName: "Guest", email: "gail@example.test", message: "Which size should I take?", ...change };
    expect(await kit.fails(400, errorId, "POST", PATH, { token: kit.guestToken(), body })).toMatchObject({ field });
  });

  test("no token: 401 AUT432; an associate's token: 403 AUT432", async () => {
    const body = { categoryId: "products", subjectId: "sizing", firstName: "A", lastName: "B", email: "a@example.test", message: "Which size should I take?" };
    await kit.fails(401, "AUT432", "POST", PATH, { body });
    await kit.fails(403, "AUT432", "POST", PATH, { token: kit.agentToken(), body });
  });
});


