import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createProduct } from "../testing/catalogue-factory.ts";
import { RETURN_WINDOW_DAYS, SHIP_AFTER_MS } from "./fulfilment.ts";
import { code39Bars, winAnsi } from "./order-pdf.ts";
import { ago, DAY, HOUR, MINUTE, orderBackend, pdfText, type OrderKit } from "./order-test-kit.ts";

/** The return label and the invoice: real PDF downloads of the caller's own orders. */
let kit: OrderKit;
beforeAll(async () => {
  kit = await orderBackend();
});
afterAll(async () => kit?.close());

const returnLabel = (token: string | undefined, orderId: string, body?: unknown) => kit.download("POST", `/consumers-v3/consumer/return/${orderId}/returnLabel`, { token, body });
const invoice = (token: string | undefined, body?: unknown, query = "") => kit.download("POST", `/consumers-v3/consumer/purchase/invoice/download${query}`, { token, body });

function expectPdf(download: Awaited<ReturnType<typeof invoice>>, filename: string) {
  expect(download.status).toBe(200);
  expect(download.headers.get("content-type")).toBe("application/pdf");
  expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${filename}"`);
  expect(download.headers.get("cache-control")).toBe("private, no-store");
  expect(Buffer.from(download.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  expect(Buffer.from(download.bytes.subarray(-8)).toString("latin1")).toContain("%%EOF");
  return pdfText(download.bytes);
}

describe("return label", () => {
  test("a shipped order: a PDF with the order number, return address, items and a barcode code", async () => {
    const shopper = await kit.member({ firstName: "Robin", lastName: "Hart" });
    const shell = await createProduct(kit.db, { name: "Ridgeline DryVent Shell" });
    const made = await kit.order(shopper, { lines: [{ product: shell, qty: 2, color: "Summit Gold", size: "L" }, { name: "Gift card", isDigital: true }], createdAt: ago(3 * DAY) });
    const download = await returnLabel(shopper.token, made.orderNumber, {});
    const text = expectPdf(download, `return-label-${made.orderNumber}.pdf`);
    const rma = download.headers.get("x-return-authorisation")!;
    expect(rma).toMatch(new RegExp(`^RMA${made.orderNumber.slice(2)}[0-9A-F]{4}$`));
    expect(text).toContain("RIDGELINE RETURN LABEL");
    expect(text).toContain(`Order ${made.orderNumber}`);
    expect(text).toContain("Ridgeline Returns Center");
    expect(text).toContain("4500 Logistics Parkway, Dock 12");
    expect(text).toContain("742 Evergreen Terrace");
    expect(text).toContain("Ridgeline DryVent Shell");
    expect(text).toContain("Summit Gold / L");
    expect(text).toContain(rma.split("").join(" "));
    expect(text).toContain("Units returned: 2");
    expect(text).not.toContain("Gift card");
    expect(text).toContain("Return by 06/29/2025");
  });

  test("chosen lines and quantities; the reason is printed", async () => {
    const shopper = await kit.member();
    const made = await kit.order(shopper, { lines: [{ name: "Trail Runner", qty: 3 }, { name: "Wool Socks", qty: 2 }], createdAt: ago(DAY) });
    const { row } = made;
    const [runner] = row.items as { id: string }[];
    const download = await returnLabel(shopper.token, made.orderNumber, { items: [{ itemId: runner!.id, qty: 1 }, { itemId: runner!.id, qty: 1 }], reason: "Too small" });
    const text = expectPdf(download, `return-label-${made.orderNumber}.pdf`);
    expect(text).toContain("Trail Runner");
    expect(text).not.toContain("Wool Socks");
    expect(text).toContain("Units returned: 2");
    expect(text).toContain("Reason: Too small");
    const everything = await returnLabel(shopper.token, made.orderNumber);
    expect(everything.headers.get("x-return-authorisation")).not.toBe(download.headers.get("x-return-authorisation"));
  });

  test("the return centre follows the site; non-Latin names are reduced, not refused", async () => {
    const shopper = await kit.member();
    const made = await kit.order(shopper, { siteId: "RL-DE", lines: [{ name: "Wanderjacke Größe M 登山" }], createdAt: ago(DAY), address: { recipientFirstName: "Zoë", city: "München" } });
    const text = expectPdf(await returnLabel(shopper.token, made.orderNumber), `return-label-${made.orderNumber}.pdf`);
    expect(text).toContain("Ridgeline Retouren");
    expect(text).toContain("Logistikstraße 12");
    expect(text).toContain("Wanderjacke Größe M ??");
    expect(text).toContain("München");
    expect(text).toContain("Prepaid return with DHL");
  });

  test.each([
    ["not shipped yet", { createdAt: ago(SHIP_AFTER_MS - MINUTE) }, "status"],
    ["created", { status: "created" as const, createdAt: ago(DAY) }, "status"],
    ["cancelled", { status: "cancelled" as const, createdAt: ago(DAY) }, "cancelled"],
    ["past the return window", { createdAt: ago((RETURN_WINDOW_DAYS + 1) * DAY) }, "window"],
    ["only digital items", { lines: [{ isDigital: true }], createdAt: ago(DAY) }, "nothing_returnable"],
  ])("%s: 409 RTN500", async (_name, spec, reason) => {
    const shopper = await kit.member();
    const made = await kit.order(shopper, spec);
    const { status, error } = await returnLabel(shopper.token, made.orderNumber);
    expect(status).toBe(409);
    expect(error).toMatchObject({ errorId: "RTN500", reason });
  });

  test("lines that are not the order's, are digital, or exceed what was bought: 400 RTN500", async () => {
    const shopper = await kit.member();
    const made = await kit.order(shopper, { lines: [{ qty: 2 }, { isDigital: true }], createdAt: ago(DAY) });
    const [line, digital] = made.row.items as { id: string }[];
    const cases: [unknown, string][] = [
      [{ items: [{ itemId: "nope", qty: 1 }] }, "items.0.itemId"],
      [{ items: [{ itemId: digital!.id, qty: 1 }] }, "items.0.itemId"],
      [{ items: [{ itemId: line!.id, qty: 3 }] }, "items.0.qty"],
      [{ items: [{ itemId: line!.id, qty: 2 }, { itemId: line!.id, qty: 1 }] }, "items.1.qty"],
    ];
    for (const [body, field] of cases) {
      const { status, error } = await returnLabel(shopper.token, made.orderNumber, body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(error).toMatchObject({ errorId: "RTN500", field });
    }
  });

  test("malformed requests: 400 ATTR300", async () => {
    const shopper = await kit.member();
    const made = await kit.order(shopper, { createdAt: ago(DAY) });
    for (const body of [{ items: [] }, { items: [{ itemId: "x", qty: 0 }] }, { items: "all" }, { reason: "x".repeat(201) }, []]) {
      const { status, error } = await returnLabel(shopper.token, made.orderNumber, body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(error.errorId).toBe("ATTR300");
    }
    expect((await returnLabel(shopper.token, "RL12")).error).toMatchObject({ errorId: "ATTR300", field: "orderId" });
  });

  test("another shopper's order is 404 OHS4004; no token or a guest's 401", async () => {
    const owner = await kit.member();
    const made = await kit.order(owner, { createdAt: ago(DAY) });
    expect((await returnLabel((await kit.member()).token, made.orderNumber)).error).toMatchObject({ errorId: "OHS4004" });
    expect((await returnLabel(undefined, made.orderNumber)).status).toBe(401);
    expect((await returnLabel(kit.guestToken(), made.orderNumber)).status).toBe(401);
  });
});

describe("invoice", () => {
  test("seller, buyer, lines with quantities, unit prices, tax and totals in dollars", async () => {
    const shopper = await kit.member();
    const made = await kit.order(shopper, { lines: [{ name: "Summit Parka", qty: 2, price: 12000, listPrice: 15000 }, { name: "Logo Beanie", qty: 1, price: 2500 }], shipping: 795, createdAt: ago(DAY) });
    const text = expectPdf(await invoice(shopper.token, { orderNumber: made.orderNumber }), `invoice-INV-${made.orderNumber}.pdf`);
    for (const expected of [
      "Ridgeline Outfitters Inc.",
      "1200 Summit Way",
      `Invoice no. INV-${made.orderNumber}`,
      `Order no. ${made.orderNumber}`,
      "Invoice date 06/01/2025",
      "Alex Walker",
      "742 Evergreen Terrace",
      shopper.email,
      "Summit Parka (Black / M)",
      "$120.00",
      "$240.00",
      "$25.00",
      "Merchandise",
      "$325.00",
      "-$60.00",
      "$7.95",
      "US sales tax 8%",
      // (265.00 + 7.95) × 8 % = 21.836
      "$21.84",
      "Total (USD)",
      "$294.79",
      "Visa ending 1111: $294.79",
    ]) {
      expect(text).toContain(expected);
    }
    // The tax column adds up to the order's tax.
    expect(text.split("\n").filter((line) => /^\$\d+\.\d\d$/.test(line))).toEqual(expect.arrayContaining(["$19.20", "$2.00", "$0.64"]));
  });

  test("without a billing or delivery address the account holder is the buyer", async () => {
    const shopper = await kit.member({ firstName: "Robin", lastName: "Hart" });
    const made = await kit.order(shopper, { lines: [{ name: "E-gift card", isDigital: true, price: 5000 }], address: null });
    const text = expectPdf(await invoice(shopper.token, { orderNumber: made.orderNumber }), `invoice-INV-${made.orderNumber}.pdf`);
    expect(text).toContain("Robin Hart");
    expect(text).toContain("Digital delivery");
    expect(text).toContain("E-gift card");
  });

  test("CAD is shown as a code", async () => {
    const shopper = await kit.member();
    const made = await kit.order(shopper, { siteId: "RL-CA", lines: [{ name: "Fleece", price: 8000 }], createdAt: ago(DAY) });
    const text = expectPdf(await invoice(shopper.token, { orderNumber: made.orderNumber }), `invoice-INV-${made.orderNumber}.pdf`);
    expect(text).toContain("Ridgeline Outfitters Canada Ltd.");
    expect(text).toMatch(/CAD\s80\.00/);
    expect(text).toContain("CA HST 13%");
    expect(text).toMatch(/CAD\s90\.40/);
    expect(text).not.toContain("$");
  });

  test("GBP and EUR as symbols, with VAT included", async () => {
    const shopper = await kit.member();
    const british = await kit.order(shopper, { siteId: "RL-GB", lines: [{ price: 12000 }], createdAt: ago(DAY) });
    const gb = expectPdf(await invoice(shopper.token, { orderNumber: british.orderNumber }), `invoice-INV-${british.orderNumber}.pdf`);
    expect(gb).toContain("£120.00");
    expect(gb).toContain("of which GB VAT 20%");
    expect(gb).toContain("£20.00");
    expect(gb).toContain("Total excluding VAT");
    const german = await kit.order(shopper, { siteId: "RL-DE", lines: [{ price: 11900 }], createdAt: ago(DAY) });
    const de = expectPdf(await invoice(shopper.token, { orderNumber: german.orderNumber }), `invoice-INV-${german.orderNumber}.pdf`);
    expect(de).toMatch(/119,00\s€/);
    expect(de).toMatch(/19,00\s€/);
    expect(de).toContain("USt-IdNr.");
  });

  test("the order number may come in the query", async () => {
    const shopper = await kit.member();
    const made = await kit.order(shopper);
    const text = expectPdf(await invoice(shopper.token, undefined, `?orderNumber=${made.orderNumber}`), `invoice-INV-${made.orderNumber}.pdf`);
    expect(text).toContain(made.orderNumber);
  });

  test("many lines flow onto further pages", async () => {
    const shopper = await kit.member();
    const made = await kit.order(shopper, { lines: Array.from({ length: 80 }, (_, index) => ({ name: `Line item ${index + 1}`, price: 100 + index })) });
    const text = expectPdf(await invoice(shopper.token, { orderNumber: made.orderNumber }), `invoice-INV-${made.orderNumber}.pdf`);
    expect(text).toContain("Line item 80");
    expect(text.split("\n").filter((line) => line === "Description").length).toBeGreaterThan(1);
  });

  test.each([
    ["created", "status"],
    ["payment_pending", "status"],
    ["payment_failed", "status"],
    ["cancelled", "cancelled"],
  ] as const)("%s: no invoice, 409 ORD409", async (orderStatus, reason) => {
    const shopper = await kit.member();
    const made = await kit.order(shopper, { status: orderStatus });
    const { status, error } = await invoice(shopper.token, { orderNumber: made.orderNumber });
    expect(status).toBe(409);
    expect(error).toMatchObject({ errorId: "ORD409", reason });
  });

  test("another shopper's order is 404 OHS4004; no token or a guest's 401; an associate's 403", async () => {
    const made = await kit.order(await kit.member());
    expect((await invoice((await kit.member()).token, { orderNumber: made.orderNumber })).error).toMatchObject({ errorId: "OHS4004" });
    expect((await invoice(undefined, { orderNumber: made.orderNumber })).status).toBe(401);
    expect((await invoice(kit.guestToken(), { orderNumber: made.orderNumber })).status).toBe(401);
    expect((await invoice(kit.agentToken(), { orderNumber: made.orderNumber })).status).toBe(403);
  });

  test("bad input: 400 ATTR300", async () => {
    const shopper = await kit.member();
    for (const [body, query] of [[undefined, ""], [{}, ""], [{ orderNumber: 5 }, ""], [undefined, "?orderNumber=RL"]] as const) {
      const { status, error } = await invoice(shopper.token, body, query);
      expect(status).toBe(400);
      expect(error).toMatchObject({ errorId: "ATTR300", field: "orderNumber" });
    }
  });
});

describe("document building blocks", () => {
  test("Code 39: start and stop characters, 3 wide of 9 elements each, narrow gaps", () => {
    const { bars, modules } = code39Bars("A1");
    // 4 characters (*A1*) of 5 bars; each character is 6 narrow + 3 wide = 15 modules, plus 3 gaps.
    expect(bars).toHaveLength(20);
    expect(modules).toBe(4 * 15 + 3);
    expect(() => code39Bars("a_b")).toThrow(/cannot encode/);
  });

  test("text is reduced to what a standard PDF font can draw", () => {
    expect(winAnsi("Zoë – 12,00\u202f€ 東京 Ångström")).toBe("Zoë – 12,00 € ?? Ångström");
    expect(winAnsi("line\nbreak\ttab")).toBe("line break tab");
    expect(winAnsi("Łódź")).toBe("?ódz");
  });

  test("an hour-old order's label is refused, a day-old one issued", async () => {
    const shopper = await kit.member();
    expect((await returnLabel(shopper.token, (await kit.order(shopper, { createdAt: ago(HOUR) })).orderNumber)).status).toBe(409);
    expect((await returnLabel(shopper.token, (await kit.order(shopper, { createdAt: ago(DAY) })).orderNumber)).status).toBe(200);
  });
});
