import type { z } from "zod";
import type { warrantyCaseAnswer } from "../../../../../contracts/api/consumer.ts";
import type { WarrantyBody } from "../warranty-rules.ts";

type CaseAnswer = z.output<typeof warrantyCaseAnswer>;

/** Tests and stories: the answer of `POST /consumers-v3/consumer/warranty` (201) for a body. */
export const warrantyCaseFor = (body: WarrantyBody): CaseAnswer => ({
  caseId: "WC00731946",
  status: "OPEN",
  productId: body.productId,
  productName: "Men's Cascade Rain Jacket",
  orderNumber: body.orderNumber ?? null,
  purchaseDate: body.purchaseDate,
  issueType: body.issueType,
  createdAt: "2026-05-14T09:30:00.000Z",
});
