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

/** The parts of a recipient's address written on one line (order answers have them). */
export interface AddressParts extends TownParts {
  recipientFirstName: string;
  recipientLastName: string;
  addressLine1: string;
  addressLine2?: string | null;
}

/** An address on one line, its town part by the country's rule: "Alex Walker, 1 Main St, Boulder, CO 80302, US". */
export function oneLineAddress(address: AddressParts): string {
  return [`${address.recipientFirstName} ${address.recipientLastName}`, address.addressLine1, address.addressLine2, townLine(address), address.country].filter(Boolean).join(", ");
}
