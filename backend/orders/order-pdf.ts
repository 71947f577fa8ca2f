import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatDate, formatPrice, type SiteConfig } from "../../contracts/sites.ts";
import { prorate } from "../cart/totals.ts";
import { carrierFor, RETURN_WINDOW_DAYS } from "./fulfilment.ts";
import { lineAmounts, paymentLabel } from "./order-answer.ts";
import { toUnits } from "../money.ts";
import type { OrderRecord, StoredAddress, StoredOrderItem } from "./order-record.ts";

/**
 * The order documents: a return label and an invoice, as PDF (pdf-lib, standard Helvetica).
 * Standard fonts encode WinAnsi only, so text is reduced to it first (accents kept, other
 * scripts become "?"); the documents are in English. Letter paper for the North American
 * sites, A4 elsewhere. The seller and return addresses are the reference brand's, per country.
 */

export interface Party {
  name: string;
  lines: string[];
}

/** The selling entity of each site country (sample identifiers, not real registrations). */
export const SELLERS: Readonly<Record<string, Party & { taxId: string }>> = {
  US: { name: "Ridgeline Outfitters Inc.", lines: ["1200 Summit Way", "Denver, CO 80202", "United States"], taxId: "Sales tax permit RL-US-000000" },
  CA: { name: "Ridgeline Outfitters Canada Ltd.", lines: ["200 King Street West", "Toronto, ON M5H 3T4", "Canada"], taxId: "GST/HST no. 000000000RT0001" },
  GB: { name: "Ridgeline Outfitters UK Ltd.", lines: ["10 Rose Street", "Edinburgh EH2 2PR", "United Kingdom"], taxId: "VAT reg. no. GB 000 0000 00" },
  DE: { name: "Ridgeline Outfitters GmbH", lines: ["Maximilianstraße 1", "80539 München", "Deutschland"], taxId: "USt-IdNr. DE000000000" },
};

/** Where returns go, per site country. */
export const RETURN_CENTRES: Readonly<Record<string, Party>> = {
  US: { name: "Ridgeline Returns Center", lines: ["4500 Logistics Parkway, Dock 12", "Reno, NV 89502", "United States"] },
  CA: { name: "Ridgeline Returns Centre", lines: ["6900 Airport Road, Unit 4", "Mississauga, ON L4V 1E8", "Canada"] },
  GB: { name: "Ridgeline Returns", lines: ["Unit 7, DIRFT Logistics Park", "Daventry NN11 8YL", "United Kingdom"] },
  DE: { name: "Ridgeline Retouren", lines: ["Logistikstraße 12", "99091 Erfurt", "Deutschland"] },
};

const byCountry = <T>(table: Readonly<Record<string, T>>, country: string): T => table[country.toUpperCase()] ?? table.US!;

// ---- text ------------------------------------------------------------------------------------

/** WinAnsi beyond Latin-1 (the 0x80–0x9F range). */
const WIN_ANSI_EXTRA = new Set([0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178]);
const encodable = (code: number) => (code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff && code !== 0xad) || WIN_ANSI_EXTRA.has(code);

/** Text a standard font can draw: spaces normalised, accents kept or stripped, the rest "?". */
export function winAnsi(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (encodable(code)) out += char;
    else if (/\s/u.test(char)) out += " ";
    else if (code === 0xad || code === 0x2010 || code === 0x2011 || code === 0x2212) out += "-";
    else {
      const stripped = char.normalize("NFKD").replace(/\p{M}/gu, "");
      out += stripped && [...stripped].every((part) => encodable(part.codePointAt(0)!)) ? stripped : "?";
    }
  }
  return out;
}

// ---- Code 39 ---------------------------------------------------------------------------------

/** Code 39: 9 elements per character (bar, space, bar…), n narrow, w wide; `*` starts and stops. */
const CODE39: Readonly<Record<string, string>> = {
  "0": "nnnwwnwnn", "1": "wnnwnnnnw", "2": "nnwwnnnnw", "3": "wnwwnnnnn", "4": "nnnwwnnnw", "5": "wnnwwnnnn", "6": "nnwwwnnnn", "7": "nnnwnnwnw", "8": "wnnwnnwnn", "9": "nnwwnnwnn",
  A: "wnnnnwnnw", B: "nnwnnwnnw", C: "wnwnnwnnn", D: "nnnnwwnnw", E: "wnnnwwnnn", F: "nnwnwwnnn", G: "nnnnnwwnw", H: "wnnnnwwnn", I: "nnwnnwwnn", J: "nnnnwwwnn",
  K: "wnnnnnnww", L: "nnwnnnnww", M: "wnwnnnnwn", N: "nnnnwnnww", O: "wnnnwnnwn", P: "nnwnwnnwn", Q: "nnnnnnwww", R: "wnnnnnwwn", S: "nnwnnnwwn", T: "nnnnwnwwn",
  U: "wwnnnnnnw", V: "nwwnnnnnw", W: "wwwnnnnnn", X: "nwnnwnnnw", Y: "wwnnwnnnn", Z: "nwwnwnnnn", "-": "nwnnnnwnw", ".": "wwnnnnwnn", " ": "nwwnnnwnn", "*": "nwnnwnwnn",
};
const WIDE = 3;

/** The bars of `text` in Code 39 as [offset, width] in narrow-module units, and the total width. */
export function code39Bars(text: string): { bars: [number, number][]; modules: number } {
  const bars: [number, number][] = [];
  let position = 0;
  for (const char of `*${text.toUpperCase()}*`) {
    const pattern = CODE39[char];
    if (!pattern) throw new Error(`Code 39 cannot encode "${char}"`);
    [...pattern].forEach((element, index) => {
      const width = element === "w" ? WIDE : 1;
      if (index % 2 === 0) bars.push([position, width]);
      position += width;
    });
    position += 1; // inter-character gap
  }
  return { bars, modules: position - 1 };
}

// ---- layout ----------------------------------------------------------------------------------

const LETTER: [number, number] = [612, 792];
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);

interface Column {
  title: string;
  width: number;
  align?: "left" | "right";
}

/** A page-flowing writer: a cursor that moves down and starts a new page when needed. */
class Sheet {
  private page!: PDFPage;
  y = 0;
  readonly width: number;

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly size: [number, number],
    private readonly footer: string,
  ) {
    this.width = size[0] - 2 * MARGIN;
    this.newPage();
  }

  static async create(site: SiteConfig, meta: { title: string; subject: string; created: Date; footer: string }): Promise<Sheet> {
    const doc = await PDFDocument.create();
    doc.setTitle(winAnsi(meta.title));
    doc.setSubject(winAnsi(meta.subject));
    doc.setAuthor("Ridgeline");
    doc.setCreator("Ridgeline commerce");
    doc.setCreationDate(meta.created);
    doc.setModificationDate(meta.created);
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new Sheet(doc, regular, bold, site.region === "NORA" ? LETTER : A4, meta.footer);
  }

  newPage() {
    this.page = this.doc.addPage(this.size);
    this.y = this.size[1] - MARGIN;
    this.page.drawText(winAnsi(this.footer), { x: MARGIN, y: MARGIN / 2, size: 7, font: this.regular, color: MUTED });
  }

  /** Room for `height` points below the cursor, else a new page. */
  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  textWidth(text: string, size: number, bold = false) {
    return (bold ? this.bold : this.regular).widthOfTextAtSize(winAnsi(text), size);
  }

  /** `text` cut with an ellipsis to fit `width`. */
  fit(text: string, width: number, size: number, bold = false): string {
    let value = winAnsi(text);
    if (this.textWidth(value, size, bold) <= width) return value;
    while (value.length > 1 && this.textWidth(`${value}...`, size, bold) > width) value = value.slice(0, -1);
    return `${value.trimEnd()}...`;
  }

  /** Draws at the cursor's line (no move). */
  at(x: number, text: string, options: { size?: number; bold?: boolean; muted?: boolean; width?: number; align?: "left" | "right" } = {}) {
    const size = options.size ?? 10;
    const value = options.width ? this.fit(text, options.width, size, options.bold) : winAnsi(text);
    const left = options.align === "right" && options.width ? x + options.width - this.textWidth(value, size, options.bold) : x;
    this.page.drawText(value, { x: MARGIN + left, y: this.y - size, size, font: options.bold ? this.bold : this.regular, color: options.muted ? MUTED : INK });
  }

  /** A line of text, then the cursor moves below it. */
  line(text: string, options: { size?: number; bold?: boolean; muted?: boolean; x?: number; gap?: number } = {}) {
    const size = options.size ?? 10;
    this.ensure(size + 4);
    this.at(options.x ?? 0, text, { ...options, width: this.width - (options.x ?? 0) });
    this.y -= size + (options.gap ?? 4);
  }

  space(points: number) {
    this.y -= points;
  }

  rule(thickness = 0.75, dashed = false) {
    this.ensure(6);
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + this.width, y: this.y }, thickness, color: MUTED, dashArray: dashed ? [4, 3] : undefined });
    this.y -= 8;
  }

  /** Two blocks side by side (e.g. from / to), each a heading and lines. */
  columns(blocks: { heading: string; lines: string[]; bold?: boolean }[], size = 10) {
    const columnWidth = this.width / blocks.length;
    const rows = Math.max(...blocks.map((block) => block.lines.length)) + 1;
    this.ensure(rows * (size + 4) + 4);
    const top = this.y;
    blocks.forEach((block, index) => {
      this.y = top;
      this.at(index * columnWidth, block.heading, { size: size - 2, bold: true, muted: true, width: columnWidth - 10 });
      this.y -= size + 2;
      block.lines.forEach((text, lineIndex) => {
        this.at(index * columnWidth, text, { size, bold: block.bold && lineIndex === 0, width: columnWidth - 10 });
        this.y -= size + 4;
      });
    });
    this.y = top - rows * (size + 4) - 4;
  }

  table(columns: Column[], rows: string[][], size = 9) {
    const header = () => {
      this.ensure(size + 8);
      let x = 0;
      for (const column of columns) {
        this.at(x, column.title, { size, bold: true, width: column.width - 6, align: column.align });
        x += column.width;
      }
      this.y -= size + 4;
      this.rule(0.5);
    };
    header();
    for (const row of rows) {
      if (this.y - (size + 5) < MARGIN) {
        this.newPage();
        header();
      }
      let x = 0;
      columns.forEach((column, index) => {
        this.at(x, row[index] ?? "", { size, width: column.width - 6, align: column.align });
        x += column.width;
      });
      this.y -= size + 5;
    }
  }

  /** Label and amount pairs, right-aligned (a totals block). */
  sums(rows: { label: string; value: string; bold?: boolean }[], size = 10) {
    const labelWidth = 200;
    const valueWidth = 110;
    for (const row of rows) {
      this.ensure(size + 5);
      this.at(this.width - labelWidth - valueWidth, row.label, { size, bold: row.bold, width: labelWidth - 6 });
      this.at(this.width - valueWidth, row.value, { size, bold: row.bold, width: valueWidth, align: "right" });
      this.y -= size + 5;
    }
  }

  barcode(text: string, height = 54) {
    const { bars, modules } = code39Bars(text);
    const module = Math.min(1.4, this.width / modules);
    this.ensure(height + 20);
    const x = MARGIN + (this.width - modules * module) / 2;
    for (const [offset, width] of bars) this.page.drawRectangle({ x: x + offset * module, y: this.y - height, width: width * module, height, color: rgb(0, 0, 0) });
    this.y -= height + 4;
    const label = text.split("").join(" ");
    const size = 11;
    this.page.drawText(label, { x: MARGIN + (this.width - this.textWidth(label, size)) / 2, y: this.y - size, size, font: this.regular, color: INK });
    this.y -= size + 8;
  }

  async bytes(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: false });
  }
}

// ---- shared pieces ---------------------------------------------------------------------------

/** Money in the order's currency: CAD as a code, others as a symbol (commerce spec §9). */
export function moneyFormatter(record: OrderRecord): (minor: number) => string {
  const site: SiteConfig = { ...record.site, currency: record.currency, currencyDisplay: record.currency === "CAD" ? "code" : "symbol" };
  return (minor) => winAnsi(formatPrice(toUnits(minor), site));
}

function addressLines(address: StoredAddress | null | undefined): string[] {
  if (!address) return [];
  const name = `${address.recipientFirstName} ${address.recipientLastName}`.trim();
  const cityLine = [address.city, address.stateCityProvDept, address.postalCode].filter(Boolean).join(" ");
  return [name, address.addressLine1, address.addressLine2 ?? "", cityLine, address.country].filter((line) => line && line.trim());
}

function itemDetail(item: StoredOrderItem): string {
  return [item.color, item.size].filter(Boolean).join(" / ");
}

export interface Buyer {
  firstName?: string;
  lastName?: string;
}

// ---- return label ----------------------------------------------------------------------------

export interface ReturnLine {
  item: StoredOrderItem;
  qty: number;
}

export interface ReturnLabelInput {
  record: OrderRecord;
  lines: ReturnLine[];
  /** Return authorisation code (Code 39 characters). */
  rmaCode: string;
  reason?: string;
  buyer: Buyer;
  issuedAt: Date;
}

export async function returnLabelPdf(input: ReturnLabelInput): Promise<Uint8Array> {
  const { record, lines, rmaCode } = input;
  const site = record.site;
  const shipFrom = record.shipments.find((shipment) => shipment.address)?.address ?? record.payment.billingAddress;
  const country = shipFrom?.country || site.country;
  const carrier = carrierFor(site.country);
  const centre = byCountry(RETURN_CENTRES, site.country);
  const returnBy = new Date(record.createdAt.getTime() + RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const buyerName = `${input.buyer.firstName ?? ""} ${input.buyer.lastName ?? ""}`.trim();
  const from = addressLines(shipFrom);
  if (!from.length) from.push(buyerName || record.email, record.email);

  const sheet = await Sheet.create(site, {
    title: `Return label ${record.orderNumber}`,
    subject: `Return ${rmaCode} for order ${record.orderNumber}`,
    created: input.issuedAt,
    footer: `Ridgeline returns - order ${record.orderNumber} - ${rmaCode}`,
  });
  sheet.line("RIDGELINE RETURN LABEL", { size: 18, bold: true, gap: 6 });
  sheet.line(`Prepaid return with ${carrier.name}${country.toUpperCase() !== site.country ? ` (from ${country})` : ""}`, { size: 10, muted: true, gap: 12 });
  sheet.rule(1.5);
  sheet.columns([
    { heading: "FROM", lines: from },
    { heading: "TO", lines: [centre.name, ...centre.lines, `Ref. ${rmaCode}`], bold: true },
  ], 11);
  sheet.space(6);
  sheet.barcode(rmaCode);
  sheet.line(`Order ${record.orderNumber}    Return authorisation ${rmaCode}`, { size: 10, bold: true });
  sheet.line(`Issued ${formatDate(input.issuedAt, site)}    Return by ${formatDate(returnBy, site)}`, { size: 10, gap: 10 });
  sheet.rule(0.75, true);
  sheet.line("Cut along the dashed line and attach the label above to your parcel. Put this packing slip inside.", { size: 8, muted: true, gap: 12 });

  sheet.line("PACKING SLIP", { size: 13, bold: true, gap: 8 });
  sheet.line(`Order ${record.orderNumber}, placed ${formatDate(record.createdAt, site)} by ${record.email}`, { size: 9, gap: 8 });
  sheet.table(
    [
      { title: "Item", width: sheet.width - 250 },
      { title: "Item no.", width: 100 },
      { title: "Colour / size", width: 100 },
      { title: "Qty", width: 50, align: "right" },
    ],
    lines.map(({ item, qty }) => [item.name, item.productId, itemDetail(item), String(qty)]),
  );
  sheet.space(6);
  sheet.line(`Units returned: ${lines.reduce((sum, line) => sum + line.qty, 0)}`, { size: 9, bold: true });
  if (input.reason) sheet.line(`Reason: ${input.reason}`, { size: 9 });
  sheet.space(8);
  sheet.line("How to return", { size: 10, bold: true });
  for (const step of [
    "1. Pack the items unworn, with their tags, in their original packaging if you still have it.",
    `2. Attach the label and drop the parcel at any ${carrier.name} location before the return-by date.`,
    "3. We refund the original payment method within 14 days of receiving your return.",
  ]) {
    sheet.line(step, { size: 9 });
  }
  return sheet.bytes();
}

// ---- invoice ---------------------------------------------------------------------------------

export interface InvoiceInput {
  record: OrderRecord;
  buyer: Buyer;
}

export const invoiceNumberOf = (orderNumber: string) => `INV-${orderNumber}`;

export async function invoicePdf(input: InvoiceInput): Promise<Uint8Array> {
  const { record } = input;
  const site = record.site;
  const money = moneyFormatter(record);
  const seller = byCountry(SELLERS, site.country);
  const totals = record.totals;
  const billTo = record.payment.billingAddress ?? record.shipments.find((shipment) => shipment.address)?.address;
  const shipTo = record.shipments.find((shipment) => shipment.address)?.address;
  const buyerName = `${input.buyer.firstName ?? ""} ${input.buyer.lastName ?? ""}`.trim();
  // The billing address names the payer; without one, the account holder.
  const billLines = addressLines(billTo);
  if (!billLines.length && buyerName) billLines.push(buyerName);
  billLines.push(record.email);

  // Each line's tax: recorded, else the order's tax shared by amount (shipping takes its share).
  const amounts = record.items.map((item) => lineAmounts(item).priceAfterOrderDiscount);
  const recorded = record.items.every((item) => item.tax !== undefined);
  const shares = recorded ? [...record.items.map((item) => item.tax!), Math.max(0, totals.taxAmount - record.items.reduce((sum, item) => sum + item.tax!, 0))] : prorate(totals.taxAmount, [...amounts, totals.shipping]);

  const sheet = await Sheet.create(site, {
    title: `Invoice ${invoiceNumberOf(record.orderNumber)}`,
    subject: `Invoice for order ${record.orderNumber}`,
    created: record.createdAt,
    footer: `${seller.name} - ${seller.taxId} - invoice ${invoiceNumberOf(record.orderNumber)}`,
  });
  sheet.columns([
    { heading: "SELLER", lines: [seller.name, ...seller.lines, seller.taxId], bold: true },
    { heading: "INVOICE", lines: [`Invoice no. ${invoiceNumberOf(record.orderNumber)}`, `Invoice date ${formatDate(record.createdAt, site)}`, `Order no. ${record.orderNumber}`, `Currency ${record.currency}`] },
  ]);
  sheet.space(4);
  sheet.line("INVOICE", { size: 20, bold: true, gap: 10 });
  sheet.columns([
    { heading: "BILL TO", lines: billLines },
    { heading: "SHIP TO", lines: shipTo ? addressLines(shipTo) : record.shipments.some((shipment) => shipment.storeId) ? ["Pickup in store"] : ["Digital delivery"] },
  ]);
  sheet.space(6);
  const taxTitle = totals.taxIncluded ? "VAT incl." : "Tax";
  const widths = { item: 82, qty: 30, unit: 72, tax: 64, amount: 76 };
  sheet.table(
    [
      { title: "Description", width: sheet.width - Object.values(widths).reduce((a, b) => a + b, 0) },
      { title: "Item no.", width: widths.item },
      { title: "Qty", width: widths.qty, align: "right" },
      { title: "Unit price", width: widths.unit, align: "right" },
      { title: taxTitle, width: widths.tax, align: "right" },
      { title: "Amount", width: widths.amount, align: "right" },
    ],
    [
      ...record.items.map((item, index) => {
        const detail = itemDetail(item);
        const name = `${item.name}${detail ? ` (${detail})` : ""}${item.bonus ? " - gift" : ""}`;
        return [name, item.productId, String(item.qty), money(lineAmounts(item).unitCurrent), money(shares[index] ?? 0), money(amounts[index]!)];
      }),
      ...(totals.shipping > 0 || !recorded ? [["Shipping", "", "1", money(totals.shipping), money(shares[record.items.length] ?? 0), money(totals.shipping)]] : []),
    ],
  );
  sheet.space(6);
  sheet.rule(0.5);
  const rows: { label: string; value: string; bold?: boolean }[] = [
    { label: "Merchandise", value: money(totals.itemSubTotal) },
    { label: "Discounts", value: totals.totalDiscount ? `-${money(totals.totalDiscount)}` : money(0) },
    { label: "Shipping", value: money(totals.shipping) },
  ];
  if (totals.taxIncluded) {
    rows.push({ label: `Total (${record.currency})`, value: money(totals.total), bold: true }, { label: `of which ${totals.taxName}`, value: money(totals.taxAmount) }, { label: "Total excluding VAT", value: money(totals.netAmount) });
  } else {
    rows.push({ label: "Total before tax", value: money(totals.netAmount) }, { label: totals.taxName, value: money(totals.taxAmount) }, { label: `Total (${record.currency})`, value: money(totals.total), bold: true });
  }
  sheet.sums(rows);
  sheet.space(10);
  if (record.payment.instruments.length) {
    sheet.line("Paid with", { size: 10, bold: true });
    for (const instrument of record.payment.instruments) sheet.line(`${paymentLabel(instrument) ?? instrument.payment_method_id.replace(/_/g, " ").toLowerCase()}: ${money(instrument.amount)}`, { size: 9 });
  }
  sheet.space(10);
  sheet.line("Thank you for shopping with Ridgeline. Keep this invoice for your records and for warranty claims.", { size: 8, muted: true });
  return sheet.bytes();
}
