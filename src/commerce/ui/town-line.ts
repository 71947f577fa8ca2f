/** The parts of an address the town line is made of (checkout, account and order answers all have them). */
export interface TownParts {
  country: string;
  city: string;
  postalCode: string;
  stateCityProvDept?: string | null;
}

/**
 * An address's town line as an envelope of its country has it: "Boston, MA 02108" (US, Canada),
 * "London NW1 9DP" (Britain), "10435 Berlin" (Germany and the rest of Europe).
 */
export function townLine({ country, city, postalCode, stateCityProvDept: region }: TownParts): string {
  if (country === "US" || country === "CA") return `${city}, ${[region, postalCode].filter(Boolean).join(" ")}`;
  if (country === "GB") return `${city} ${postalCode}`;
  return `${postalCode} ${city}`;
}
