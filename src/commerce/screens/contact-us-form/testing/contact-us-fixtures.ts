import type { z } from "zod";
import type { contactUsCaseAnswer, contactUsCategoriesAnswer } from "../../../../../contracts/api/consumer.ts";
import type { ConsumerProfileAnswer } from "../../../../../contracts/api/consumer.ts";
import type { ContactUsBody } from "../contact-us-rules.ts";

type CategoriesAnswer = z.output<typeof contactUsCategoriesAnswer>;
type CaseAnswer = z.output<typeof contactUsCaseAnswer>;

/** Tests and stories: topics as `GET /consumers-v3/contactus/categorySubject?siteId=RL-US` answers them (a part of fixtures/commerce/consumer/contact-us.json). */
export const CATEGORIES: CategoriesAnswer = {
  categories: [
    {
      categoryId: "orders",
      label: "Orders and delivery",
      subjects: [
        { subjectId: "order-status", label: "Where is my order?", requiresOrderNumber: true },
        { subjectId: "delivery-options", label: "Delivery options", requiresOrderNumber: false },
      ],
    },
    {
      categoryId: "products",
      label: "Products",
      subjects: [
        { subjectId: "product-information", label: "Product information", requiresOrderNumber: false },
        { subjectId: "sizing", label: "Sizing and fit", requiresOrderNumber: false },
      ],
    },
  ],
};

/** The same topics on the German site. */
export const GERMAN_CATEGORIES: CategoriesAnswer = {
  categories: [
    {
      categoryId: "orders",
      label: "Bestellungen und Lieferung",
      subjects: [
        { subjectId: "order-status", label: "Wo ist meine Bestellung?", requiresOrderNumber: true },
        { subjectId: "delivery-options", label: "Lieferoptionen", requiresOrderNumber: false },
      ],
    },
    {
      categoryId: "products",
      label: "Produkte",
      subjects: [
        { subjectId: "product-information", label: "Produktinformationen", requiresOrderNumber: false },
        { subjectId: "sizing", label: "Größen und Passform", requiresOrderNumber: false },
      ],
    },
  ],
};

/** The answer of `POST /consumers-v3/contactus` (201) for a body. */
export const caseAnswer = (body: Pick<ContactUsBody, "categoryId" | "subjectId">): CaseAnswer => ({
  caseNumber: "CS04817263",
  status: "RECEIVED",
  categoryId: body.categoryId,
  subjectId: body.subjectId,
  createdAt: "2026-05-14T09:30:00.000Z",
});

/** A member's profile, of which the form reads the name and the email. */
export const MEMBER_PROFILE = {
  consumerNo: "C1",
  memberId: "M1",
  consumerType: "REGULAR",
  consumerDetails: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: null },
} as unknown as ConsumerProfileAnswer;
