import { SEED_PASSWORDS } from "../fixture-ids.ts";
import type { SeedInput } from "../seed-files.ts";
import { rngFor } from "./random.ts";
import { slugify } from "./slugs.ts";

/** The stores of the five sites and their associates (2–4 a store, names by country). */

type StoreInput = SeedInput["stores"][number];
const US_HOURS = { mon: "10:00-20:00", tue: "10:00-20:00", wed: "10:00-20:00", thu: "10:00-21:00", fri: "10:00-21:00", sat: "10:00-20:00", sun: "11:00-18:00" };
const GB_HOURS = { mon: "09:30-19:00", tue: "09:30-19:00", wed: "09:30-19:00", thu: "09:30-20:00", fri: "09:30-20:00", sat: "09:30-19:00", sun: "12:00-18:00" };
const DE_HOURS = { mon: "10:00-20:00", tue: "10:00-20:00", wed: "10:00-20:00", thu: "10:00-20:00", fri: "10:00-20:00", sat: "10:00-20:00", sun: "closed" };

const e6 = (degrees: number) => Math.round(degrees * 1e6);
export const STORES: StoreInput[] = [
  { id: "S1001", name: "Ridgeline Boston", siteId: "RL-US", addressLine1: "304 Newbury Street", city: "Boston", postalCode: "02115", country: "US", latitude: e6(42.348712), longitude: e6(-71.085173), phone: "+16175550101", hours: US_HOURS },
  { id: "S1002", name: "Ridgeline Denver", siteId: "RL-US", addressLine1: "1600 Larimer Street", city: "Denver", postalCode: "80202", country: "US", latitude: e6(39.748603), longitude: e6(-104.998731), phone: "+13035550102", hours: US_HOURS },
  { id: "S1003", name: "Ridgeline Seattle", siteId: "RL-US", addressLine1: "1420 5th Avenue", city: "Seattle", postalCode: "98101", country: "US", latitude: e6(47.610599), longitude: e6(-122.336109), phone: "+12065550103", hours: US_HOURS },
  { id: "S1004", name: "Ridgeline San Francisco", siteId: "RL-US", addressLine1: "180 Post Street", city: "San Francisco", postalCode: "94108", country: "US", latitude: e6(37.788607), longitude: e6(-122.405403), phone: "+14155550104", hours: US_HOURS },
  { id: "S1005", name: "Ridgeline New York SoHo", siteId: "RL-US", addressLine1: "139 Wooster Street", city: "New York", postalCode: "10012", country: "US", latitude: e6(40.725108), longitude: e6(-73.999203), phone: "+12125550105", hours: US_HOURS },
  { id: "S1101", name: "Ridgeline Toronto", siteId: "RL-CA", addressLine1: "220 Yonge Street", city: "Toronto", postalCode: "M5B 2H1", country: "CA", latitude: e6(43.654402), longitude: e6(-79.380701), phone: "+14165550111", hours: US_HOURS },
  { id: "S1102", name: "Ridgeline Vancouver", siteId: "RL-CA", addressLine1: "1024 Robson Street", city: "Vancouver", postalCode: "V6E 1A7", country: "CA", latitude: e6(49.284503), longitude: e6(-123.123103), phone: "+16045550112", hours: US_HOURS },
  { id: "S1103", name: "Ridgeline Montréal", siteId: "RL-CAFR", addressLine1: "1455 rue Peel", city: "Montréal", postalCode: "H3A 1T5", country: "CA", latitude: e6(45.500503), longitude: e6(-73.574702), phone: "+15145550113", hours: US_HOURS },
  { id: "S1201", name: "Ridgeline London Covent Garden", siteId: "RL-GB", addressLine1: "28 Long Acre", city: "London", postalCode: "WC2E 9LZ", country: "GB", latitude: e6(51.512708), longitude: e6(-0.124601), phone: "+442079460121", hours: GB_HOURS },
  { id: "S1202", name: "Ridgeline Manchester", siteId: "RL-GB", addressLine1: "58 King Street", city: "Manchester", postalCode: "M2 4LY", country: "GB", latitude: e6(53.481002), longitude: e6(-2.244003), phone: "+441614960122", hours: GB_HOURS },
  { id: "S1203", name: "Ridgeline Edinburgh", siteId: "RL-GB", addressLine1: "95 George Street", city: "Edinburgh", postalCode: "EH2 3ES", country: "GB", latitude: e6(55.953101), longitude: e6(-3.200004), phone: "+441314960123", hours: GB_HOURS },
  { id: "S1301", name: "Ridgeline Berlin", siteId: "RL-DE", addressLine1: "Tauentzienstraße 9", city: "Berlin", postalCode: "10789", country: "DE", latitude: e6(52.502204), longitude: e6(13.338701), phone: "+493055501301", hours: DE_HOURS },
  { id: "S1302", name: "Ridgeline München", siteId: "RL-DE", addressLine1: "Kaufingerstraße 14", city: "München", postalCode: "80331", country: "DE", latitude: e6(48.137402), longitude: e6(11.571302), phone: "+498955501302", hours: DE_HOURS },
  { id: "S1303", name: "Ridgeline Hamburg", siteId: "RL-DE", addressLine1: "Mönckebergstraße 11", city: "Hamburg", postalCode: "20095", country: "DE", latitude: e6(53.550703), longitude: e6(10.000302), phone: "+494055501303", hours: DE_HOURS },
];

export const EMPLOYEE_PASSWORD = SEED_PASSWORDS.employee;
const STAFF_NAMES: Record<string, string[]> = {
  US: ["Maria Lopez", "James Carter", "Aisha Johnson", "Kevin O'Brien", "Sofia Martinez", "Daniel Kim", "Hannah Wright", "Marcus Green", "Olivia Scott", "Ethan Brooks", "Grace Miller", "Noah Turner", "Lily Chen", "Owen Hayes", "Zoe Parker", "Lucas Reed", "Ava Collins", "Mason Price", "Ella Ward", "Caleb Ross"],
  CA: ["Émilie Gagnon", "Liam Roy", "Chloé Bouchard", "Nathan Côté", "Sarah MacDonald", "Ryan Singh", "Léa Pelletier", "Jacob Martin", "Maya Thompson", "Gabriel Lavoie", "Ava Wilson", "Félix Morin"],
  GB: ["Oliver Hughes", "Amelia Evans", "Harry Wilson", "Isla Thomson", "George Patel", "Freya Campbell", "Jack Robinson", "Poppy Walker", "Alfie Davies", "Mia Stewart", "Charlie Wood", "Ruby Hall"],
  DE: ["Lukas Schmidt", "Anna Müller", "Felix Wagner", "Lena Fischer", "Jonas Weber", "Marie Becker", "Paul Hoffmann", "Sophie Schulz", "Leon Koch", "Emma Richter", "Finn Wolf", "Mila Neumann"],
};

export function buildEmployees(): SeedInput["employees"] {
  const used: Record<string, number> = {};
  const employees: SeedInput["employees"] = [];
  let next = 1001;
  for (const store of STORES) {
    const rng = rngFor(`employees ${store.id}`);
    const names = STAFF_NAMES[store.country]!;
    for (let i = 0; i < rng.int(2, 4); i++) {
      const at = used[store.country] ?? 0;
      used[store.country] = at + 1;
      const name = names[at % names.length]!;
      const id = `E${next++}`;
      const local = slugify(name).replace(/-/g, ".");
      employees.push({ id, storeId: store.id, name, email: `${local}.${id.toLowerCase()}@stores.example.com`, password: EMPLOYEE_PASSWORD });
    }
  }
  return employees;
}
