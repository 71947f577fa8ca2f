import { describe, expect, test } from "vitest";
import { boundingBoxE6, defaultUnit, distanceKm, kmToUnit, nearest, roundDistance, unitToKm } from "./geo.ts";

const BOSTON = { latitude: 42.3601, longitude: -71.0589 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const PARIS = { latitude: 48.8566, longitude: 2.3522 };

describe("distanceKm", () => {
  test.each([
    ["the same point", BOSTON, BOSTON, 0, 0.001],
    ["Boston to New York", BOSTON, NEW_YORK, 306, 3],
    ["London to Paris", LONDON, PARIS, 344, 3],
    ["across the antimeridian", { latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 }, 111.2, 0.5],
    ["pole to pole", { latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 }, 20015, 5],
  ])("%s", (_name, from, to, km, tolerance) => {
    expect(Math.abs(distanceKm(from, to) - km)).toBeLessThanOrEqual(tolerance);
    expect(distanceKm(from, to)).toBeCloseTo(distanceKm(to, from), 9);
  });
});

describe("units", () => {
  test.each([
    ["US", "mi"],
    ["GB", "mi"],
    ["CA", "km"],
    ["DE", "km"],
    [undefined, "km"],
  ] as const)("default unit of %s is %s", (country, unit) => expect(defaultUnit(country)).toBe(unit));

  test("miles and kilometres round-trip; distances show one decimal", () => {
    expect(kmToUnit(1.609344, "mi")).toBeCloseTo(1, 9);
    expect(unitToKm(10, "mi")).toBeCloseTo(16.09344, 9);
    expect(unitToKm(kmToUnit(42, "mi"), "mi")).toBeCloseTo(42, 9);
    expect(kmToUnit(42, "km")).toBe(42);
    expect([roundDistance(1.24), roundDistance(1.25), roundDistance(0.04)]).toEqual([1.2, 1.3, 0]);
  });
});

describe("boundingBoxE6", () => {
  test("holds every point within the radius (points on the circle, several latitudes)", () => {
    for (const center of [BOSTON, LONDON, { latitude: 0, longitude: 0 }, { latitude: -33.9, longitude: 18.4 }, { latitude: 70, longitude: 25 }]) {
      for (const radiusKm of [1, 50, 500]) {
        const box = boundingBoxE6(center, radiusKm);
        for (let bearing = 0; bearing < 360; bearing += 15) {
          // A point just inside the circle at this bearing (a small step search along the bearing).
          const rad = (bearing * Math.PI) / 180;
          let point = center;
          for (let step = 1; step <= 100; step++) {
            const candidate = {
              latitude: center.latitude + ((radiusKm * step) / 100 / 111.2) * Math.cos(rad),
              longitude: center.longitude + ((radiusKm * step) / 100 / (111.2 * Math.cos((center.latitude * Math.PI) / 180))) * Math.sin(rad),
            };
            if (distanceKm(center, candidate) > radiusKm) break;
            point = candidate;
          }
          expect(point.latitude * 1e6).toBeGreaterThanOrEqual(box.minLat);
          expect(point.latitude * 1e6).toBeLessThanOrEqual(box.maxLat);
          if (box.minLng !== undefined) expect(point.longitude * 1e6).toBeGreaterThanOrEqual(box.minLng);
          if (box.maxLng !== undefined) expect(point.longitude * 1e6).toBeLessThanOrEqual(box.maxLng);
        }
      }
    }
  });

  test.each([
    ["near the antimeridian", { latitude: 10, longitude: 179.9 }, 50],
    ["near a pole", { latitude: 89.9, longitude: 0 }, 50],
  ])("%s: longitude is not bounded", (_name, center, radiusKm) => {
    const box = boundingBoxE6(center, radiusKm);
    expect([box.minLng, box.maxLng]).toEqual([undefined, undefined]);
  });
});

describe("nearest", () => {
  const points = [
    { id: "far", ...PARIS },
    { id: "b", ...NEW_YORK },
    { id: "a", ...NEW_YORK },
    { id: "home", ...BOSTON },
  ];

  test("nearest first (ties by id), within the radius, at most the limit; total counts all within", () => {
    const { results, total } = nearest(points, BOSTON, { radiusKm: 500, limit: 2, unit: "km" });
    expect(results.map((point) => point.id)).toEqual(["home", "a"]);
    expect(total).toBe(3);
    expect(results[0]!.distance).toBe(0);
    expect(results[1]!.distance).toBeGreaterThan(300);
  });

  test("distances in miles", () => {
    const { results } = nearest(points, BOSTON, { radiusKm: 500, limit: 10, unit: "mi" });
    expect(results.map((point) => point.distance)).toEqual([0, roundDistance(distanceKm(BOSTON, NEW_YORK) / 1.609344), roundDistance(distanceKm(BOSTON, NEW_YORK) / 1.609344)]);
  });

  test("nothing within the radius", () => {
    expect(nearest(points, { latitude: -45, longitude: 170 }, { radiusKm: 100, limit: 10, unit: "km" })).toEqual({ results: [], total: 0 });
  });
});
