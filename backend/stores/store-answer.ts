import type { CollectionPointAnswer, StoreAnswer } from "../../contracts/api/stores.ts";
import type { collectionPoints, stores } from "../db/schema.ts";
import { fromE6 } from "./geo.ts";

type StoreRow = typeof stores.$inferSelect;
type CollectionPointRow = typeof collectionPoints.$inferSelect;

/** Every day of the week in the answer: a day missing from the row is closed. */
function openingHours(hours: Record<string, string>): StoreAnswer["hours"] {
  const day = (key: string) => hours[key] ?? "closed";
  return { mon: day("mon"), tue: day("tue"), wed: day("wed"), thu: day("thu"), fri: day("fri"), sat: day("sat"), sun: day("sun") };
}

export function storeAnswerOf(row: StoreRow): StoreAnswer {
  return {
    id: row.id,
    name: row.name,
    siteId: row.siteId,
    address: { addressLine1: row.addressLine1, city: row.city, postalCode: row.postalCode, country: row.country },
    latitude: fromE6(row.latitude),
    longitude: fromE6(row.longitude),
    phone: row.phone,
    hours: openingHours(row.hours),
  };
}

export function collectionPointAnswerOf(row: CollectionPointRow, distance: number): CollectionPointAnswer {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as CollectionPointAnswer["kind"],
    carrier: row.carrier,
    address: { addressLine1: row.addressLine1, city: row.city, postalCode: row.postalCode, country: row.country },
    latitude: fromE6(row.latitude),
    longitude: fromE6(row.longitude),
    distance,
    hours: openingHours(row.hours),
  };
}
