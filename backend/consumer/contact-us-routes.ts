import { and, eq, sql } from "drizzle-orm";
import { isEmailAddress } from "../../contracts/api/auth.ts";
import { contactUsCategoriesQuery, contactUsRequest } from "../../contracts/api/consumer.ts";
import { DEFAULT_SITE, findSite } from "../../contracts/sites.ts";
import { contactUsCases, orders } from "../db/schema.ts";
import { readBody, readQuery, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { normalizePhone } from "../phone-numbers.ts";
import { contactUsCategories, languageOf } from "./consumer-fixtures.ts";
import { loadConsumer } from "./consumer-store.ts";
import { sendMessage, withCaseNumber } from "./outbox.ts";

/**
 * Contact us (commerce spec §7: POST /consumers-v3/contactus, GET
 * /consumers-v3/contactus/categorySubject). The categories and their subjects are fixture data
 * (fixtures/commerce/consumer/contact-us.json), labelled in the site's language.
 */
export function registerContactUsRoutes(api: Api, deps: BackendDeps) {
  const { db } = deps;

  /** Reference data: no token needed. */
  api.on("GET", "/consumers-v3/contactus/categorySubject", async (c) => {
    const { siteId } = readQuery(c, contactUsCategoriesQuery);
    const language = languageOf(findSite(siteId)?.language);
    const categories = (await contactUsCategories()).map((category) => ({
      categoryId: category.categoryId,
      label: category.labels[language],
      subjects: category.subjects.map((subject) => ({ subjectId: subject.subjectId, label: subject.labels[language], requiresOrderNumber: subject.requiresOrderNumber })),
    }));
    return c.json({ categories });
  });

  /**
   * A case from a guest or a member (an associate's own token: 403 AUT432). Unknown category
   * or subject: 400 ATTR300. A member's name and email default to the profile's; a guest sends
   * them (ATTR300; a malformed email AUT453). An order number must be the member's order (404
   * OHS4004), or for a guest an order placed with the email given (400 ORD400, the same answer
   * for an unknown order: order numbers cannot be probed).
   */
  api.on("POST", "/consumers-v3/contactus", async (c) => {
    const identity = requireIdentity(c, deps);
    if (identity.kind === "agent") throw new ApiError(403, "AUT432", "Associates file cases in the service tool, not as a shopper");
    const body = await readBody(c, contactUsRequest);
    const category = (await contactUsCategories()).find((entry) => entry.categoryId === body.categoryId);
    if (!category) throw new ApiError(400, "ATTR300", "categoryId: not a contact-us category", { field: "categoryId" });
    const subject = category.subjects.find((entry) => entry.subjectId === body.subjectId);
    if (!subject) throw new ApiError(400, "ATTR300", `subjectId: not a subject of ${category.categoryId}`, { field: "subjectId" });
    if (subject.requiresOrderNumber && !body.orderNumber) throw new ApiError(400, "ATTR300", "orderNumber: is required for this subject", { field: "orderNumber" });
    const phone = body.phone === undefined ? null : normalizePhone(body.phone);
    if (phone === undefined) throw new ApiError(400, "ATTR300", "phone: not a phone number", { field: "phone" });
    const now = new Date(deps.now());

    const answer = await db.transaction(async (tx) => {
      const member = identity.kind === "registered" ? await loadConsumer(tx, identity.consumerId) : undefined;
      const firstName = body.firstName ?? (member?.firstName || undefined);
      const lastName = body.lastName ?? (member?.lastName || undefined);
      const email = (body.email ?? member?.email)?.toLowerCase();
      for (const [field, value] of [["firstName", firstName], ["lastName", lastName], ["email", email]] as const) {
        if (!value) throw new ApiError(400, "ATTR300", `${field}: is required`, { field });
      }
      if (!isEmailAddress(email!)) throw new ApiError(400, "AUT453", "The email address is not valid", { field: "email" });

      if (body.orderNumber) {
        const [order] = member
          ? await tx
              .select({ orderNumber: orders.orderNumber })
              .from(orders)
              .where(and(eq(orders.orderNumber, body.orderNumber), eq(orders.consumerId, member.id)))
          : await tx
              .select({ orderNumber: orders.orderNumber })
              .from(orders)
              .where(and(eq(orders.orderNumber, body.orderNumber), eq(sql`lower(${orders.email})`, email!)));
        if (!order && member) throw new ApiError(404, "OHS4004", "This order was not found in your account", { field: "orderNumber" });
        if (!order) throw new ApiError(400, "ORD400", "No order with this number was placed with this email", { field: "orderNumber" });
      }

      const row = await withCaseNumber("CS", async (caseNumber) => {
        const [inserted] = await tx
          .insert(contactUsCases)
          .values({
            caseNumber,
            consumerId: member?.id ?? null,
            guestId: identity.kind === "guest" ? identity.guestId : null,
            categoryId: category.categoryId,
            subjectId: subject.subjectId,
            firstName: firstName!,
            lastName: lastName!,
            email: email!,
            phone,
            orderNumber: body.orderNumber ?? null,
            message: body.message,
            siteId: body.siteId ?? DEFAULT_SITE.siteId,
            status: "RECEIVED",
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
        return inserted;
      });
      await sendMessage(tx, { consumerId: member?.id ?? null, channel: "EMAIL", recipient: email!, template: "contact-us-received", payload: { caseNumber: row.caseNumber, subject: subject.labels.en } }, now);
      return { caseNumber: row.caseNumber, status: "RECEIVED" as const, categoryId: row.categoryId, subjectId: row.subjectId, createdAt: row.createdAt.toISOString() };
    });
    return c.json(answer, 201);
  });
}
