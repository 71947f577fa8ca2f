import { and, eq, inArray, sql } from "drizzle-orm";
import { SEARCH_DEFAULT_LIMIT, SEARCH_DEFAULT_RADIUS, type DistanceUnit, type LocationSearch, type SearchOriginAnswer } from "../../contracts/api/stores.ts";
import type { Database } from "../db/database.ts";
import { countries, postalAreas } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { defaultUnit, fromE6, unitToKm } from "./geo.ts";
import { postalCodeCandidates } from "./postal-codes.ts";

export interface SearchPlan {
  origin: SearchOriginAnswer;
  unit: DistanceUnit;
  /** In `unit`, as answered. */
  radius: number;
  radiusKm: number;
  limit: number;
}

const badField = (field: string, message: string) => new ApiError(400, "ATTR300", `${field}: ${message}`, { field });

/**
 * Where a location search starts, and its radius, unit and limit. A postal code is checked
 * against its country's format and placed at the centre of its longest known prefix's area;
 * an unknown country, a malformed code or one in no known area is a 400 ATTR300 naming the
 * field (the form shows it next to the input).
 */
export async function planSearch(db: Database, search: LocationSearch): Promise<SearchPlan> {
  const unit = search.unit ?? defaultUnit(search.country);
  const radius = search.radius ?? SEARCH_DEFAULT_RADIUS;
  const plan = { unit, radius, radiusKm: unitToKm(radius, unit), limit: search.limit ?? SEARCH_DEFAULT_LIMIT };
  if (search.latitude !== undefined && search.longitude !== undefined) {
    return { ...plan, origin: { latitude: search.latitude, longitude: search.longitude, postalCode: null, country: search.country ?? null, place: null } };
  }

  const country = search.country!;
  const postalCode = search.postalCode!;
  const [known] = await db.select({ pattern: countries.postalCodePattern }).from(countries).where(eq(countries.code, country));
  if (!known) throw badField("country", `${country} is not a country we know`);
  if (known.pattern && !new RegExp(known.pattern).test(postalCode)) throw badField("postalCode", `not a postal code of ${country}`);

  const candidates = postalCodeCandidates(country, postalCode);
  const [area] = candidates.length
    ? await db
        .select()
        .from(postalAreas)
        .where(and(eq(postalAreas.country, country), inArray(postalAreas.prefix, candidates)))
        .orderBy(sql`length(${postalAreas.prefix}) desc`)
        .limit(1)
    : [];
  if (!area) throw badField("postalCode", `we cannot place ${postalCode} on the map; try a nearby postal code or your location`);
  return { ...plan, origin: { latitude: fromE6(area.latitude), longitude: fromE6(area.longitude), postalCode, country, place: area.place } };
}
