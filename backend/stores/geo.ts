import type { DistanceUnit } from "../../contracts/api/stores.ts";

/** A point in degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** The mean Earth radius (IUGG), in kilometres. */
export const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula: accurate to ~0.5 % (the Earth is not a sphere), plenty for "nearest store". */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const kmToUnit = (km: number, unit: DistanceUnit) => (unit === "mi" ? km / KM_PER_MILE : km);
export const unitToKm = (value: number, unit: DistanceUnit) => (unit === "mi" ? value * KM_PER_MILE : value);

/** Shoppers in the US and Great Britain think in miles; everyone else (and a bare coordinate) in kilometres. */
export function defaultUnit(country: string | undefined): DistanceUnit {
  return country === "US" || country === "GB" ? "mi" : "km";
}

/** Distances are shown to one decimal. */
export const roundDistance = (value: number) => Math.round(value * 10) / 10;

/** Degrees × 1e6 (the database's integer coordinates) to degrees, and back. */
export const fromE6 = (value: number) => value / 1e6;
export const toE6 = (degrees: number) => Math.round(degrees * 1e6);

/**
 * A latitude/longitude box (degrees × 1e6) holding every point within `radiusKm` of `center`:
 * a cheap index-friendly prefilter before the exact distance. Near a pole, or when the box
 * would cross the antimeridian, longitude is not bounded (`minLng`/`maxLng` undefined).
 */
export function boundingBoxE6(center: LatLng, radiusKm: number): { minLat: number; maxLat: number; minLng?: number; maxLng?: number } {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const minLat = Math.max(-90, center.latitude - dLat);
  const maxLat = Math.min(90, center.latitude + dLat);
  const box = { minLat: Math.floor(minLat * 1e6), maxLat: Math.ceil(maxLat * 1e6) };
  if (minLat <= -90 || maxLat >= 90) return box;
  // At the box's edge farthest from the equator a degree of longitude is shortest.
  const widestLat = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const dLng = dLat / Math.cos(radians(widestLat));
  const minLng = center.longitude - dLng;
  const maxLng = center.longitude + dLng;
  if (minLng < -180 || maxLng > 180) return box;
  return { ...box, minLng: Math.floor(minLng * 1e6), maxLng: Math.ceil(maxLng * 1e6) };
}

/**
 * The points within `radiusKm` of `origin`, nearest first (ties by `id`), at most `limit`,
 * each with its distance in `unit` (one decimal). `total` counts every point in the radius.
 */
export function nearest<T extends LatLng & { id: string }>(
  points: readonly T[],
  origin: LatLng,
  options: { radiusKm: number; limit: number; unit: DistanceUnit },
): { results: (T & { distance: number })[]; total: number } {
  const within = points
    .map((point) => ({ point, km: distanceKm(origin, point) }))
    .filter((entry) => entry.km <= options.radiusKm)
    .sort((a, b) => a.km - b.km || a.point.id.localeCompare(b.point.id));
  return {
    results: within.slice(0, options.limit).map(({ point, km }) => ({ ...point, distance: roundDistance(kmToUnit(km, options.unit)) })),
    total: within.length,
  };
}
