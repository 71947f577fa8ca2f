import type { Kind } from "./catalogue-model.ts";
import type { Rng } from "./random.ts";

/** A product's attributes and description: plausible copy, varied by the product's own PRNG. */

const FITS = ["Regular fit", "Relaxed fit", "Athletic fit"];

export function attributesFor(kind: Kind, rng: Rng, name: string): Record<string, string> {
  const grams = (min: number, max: number) => `${rng.int(min / 10, max / 10) * 10} g`;
  switch (kind) {
    case "shell":
      return {
        material: rng.pick(["3-layer recycled nylon", "2.5-layer recycled polyester", "3-layer GORE-TEX Pro", "2-layer nylon taffeta"]),
        fit: rng.pick(FITS),
        waterproofRating: rng.pick(["15,000 mm", "20,000 mm", "28,000 mm"]),
        breathability: rng.pick(["15,000 g/m²/24 h", "20,000 g/m²/24 h", "30,000 g/m²/24 h"]),
        weight: grams(280, 560),
      };
    case "down":
      return {
        material: rng.pick(["Recycled nylon ripstop", "Recycled polyester taffeta", "Ripstop nylon"]),
        insulation: name === "Summit Parka" ? "700-fill recycled down" : rng.pick(["600-fill RDS down", "700-fill recycled down", "800-fill RDS goose down"]),
        fit: rng.pick(FITS),
        waterproofRating: "Water-repellent (DWR)",
        warmth: `${rng.int(3, 5)}/5`,
        weight: grams(380, 1100),
      };
    case "insulated":
      return {
        material: rng.pick(["Recycled nylon", "Stretch polyester", "Recycled polyester ripstop"]),
        insulation: rng.pick(["ThermoLoft 60 g/m²", "ThermoLoft 80 g/m²", "ThermoLoft 100 g/m²"]),
        fit: rng.pick(FITS),
        waterproofRating: "Water-repellent (DWR)",
        weight: grams(300, 620),
      };
    case "boot":
    case "trail":
    case "winter":
      return {
        upper: kind === "trail" ? rng.pick(["Recycled mesh and synthetic overlays", "Suede and mesh", "Engineered knit"]) : rng.pick(["Full-grain leather", "Nubuck leather", "Recycled mesh and synthetic overlays", "Suede and mesh"]),
        waterproof: kind === "trail" && rng.chance(0.5) ? "No" : rng.pick(["GORE-TEX membrane", "Ridgeline DryVent membrane"]),
        outsole: rng.pick(["Vibram Megagrip", "Ridgeline SummitGrip rubber", "Vibram Arctic Grip"]),
        drop: `${rng.pick([4, 6, 8, 10, 12])} mm`,
        fit: rng.pick(["Standard width", "Wide toe box", "Narrow heel"]),
        weight: `${grams(280, 780)} (half pair)`,
        ...(kind === "winter" ? { insulation: rng.pick(["200 g synthetic", "400 g synthetic"]), tempRating: rng.pick(["-20 °C", "-32 °C"]) } : {}),
      };
    case "sandal":
      return { upper: rng.pick(["Recycled polyester webbing", "Synthetic leather straps"]), outsole: "Ridgeline SummitGrip rubber", waterproof: "Water-friendly", weight: `${grams(180, 320)} (half pair)` };
    case "daypack":
    case "trek":
      return {
        volume: /(\d+) L/.exec(name)?.[1] ? `${/(\d+) L/.exec(name)![1]} L` : `${/(\d+) Pack/.exec(name)?.[1] ?? rng.int(18, 32)} L`,
        material: rng.pick(["420D recycled nylon", "600D recycled polyester", "210D ripstop nylon"]),
        backSystem: rng.pick(["Ventilated mesh back panel", "Padded foam back panel", "Adjustable torso harness"]),
        hydrationCompatible: rng.chance(0.7) ? "Yes" : "No",
        weight: grams(kind === "trek" ? 1200 : 300, kind === "trek" ? 2400 : 1100),
      };
    case "duffel":
      return { volume: `${rng.int(3, 15) * 10} L`, material: "1000D recycled polyester with TPE laminate", waterproof: "Water-resistant", weight: grams(900, 3200) };
    case "base":
      return {
        material: /Merino (\d+)/.test(name) ? `100% merino wool ${/Merino (\d+)/.exec(name)![1]} g/m²` : name.includes("Merino") ? "Merino and recycled polyester blend" : rng.pick(["Merino and recycled polyester blend", "Recycled polyester grid fleece"]),
        fit: rng.pick(["Slim fit", "Regular fit"]),
        odourControl: "Yes",
      };
    case "fleece":
      return { material: /sherpa|high-pile/i.test(name) ? "High-pile recycled sherpa fleece" : rng.pick(["Recycled polyester fleece 200 g/m²", "Recycled polyester fleece 300 g/m²", "Grid fleece 150 g/m²"]), fit: rng.pick(FITS), warmth: `${rng.int(2, 4)}/5` };
    case "trousers":
      return {
        material: name.includes("Rain") ? "2.5-layer recycled nylon" : rng.pick(["Stretch nylon", "Recycled nylon ripstop", "Softshell polyester", "Organic cotton canvas"]),
        fit: rng.pick(["Regular fit", "Relaxed fit", "Tapered fit"]),
        waterproofRating: name.includes("Rain") ? "20,000 mm" : "Water-repellent (DWR)",
        inseam: rng.pick(["30 in", "32 in", "34 in"]),
      };
    case "shirt":
      return { material: rng.pick(["100% organic cotton", "Recycled polyester", "Cotton flannel", "Cotton and recycled polyester blend"]), fit: rng.pick(FITS), upf: rng.chance(0.4) ? "UPF 40+" : "None" };
    case "hat":
      return { material: rng.pick(["Recycled acrylic knit", "Recycled polyester", "Merino blend", "Cotton twill"]), warmth: `${rng.int(1, 4)}/5` };
    case "socks":
      return { material: rng.pick(["Merino wool blend", "Recycled nylon and merino"]), cushioning: rng.pick(["Light", "Medium", "Heavy"]), height: rng.pick(["Crew", "Quarter", "Boot"]) };
    case "tent":
      return {
        seasons: rng.pick(["3-season", "3-season", "4-season"]),
        packedWeight: `${(rng.int(9, 45) / 10).toFixed(1)} kg`,
        poles: "DAC aluminium",
        waterproofRating: rng.pick(["1,500 mm fly", "3,000 mm fly", "5,000 mm fly"]),
        doors: String(rng.int(1, 2)),
      };
    case "bag": {
      const temp = /(-?\d+)°C/.exec(name)?.[1] ?? String(rng.int(-5, 5));
      return { comfortTemperature: `${temp} °C`, fill: name.includes("Synthetic") ? "ThermoLoft synthetic" : name.includes("Down") ? rng.pick(["650-fill RDS down", "800-fill RDS down"]) : rng.pick(["650-fill RDS down", "800-fill RDS down", "ThermoLoft synthetic"]), shape: name.includes("Double") ? "Rectangular" : "Mummy", weight: grams(700, 2100) };
    }
    case "gift":
      return { delivery: name.includes("E-Gift") ? "Email, within minutes" : "Post, 3–5 working days", validity: "5 years from purchase" };
  }
}

const USES: Record<Kind, string[]> = {
  shell: ["alpine days that turn wet", "everyday storms in the city", "multi-day treks in changeable weather"],
  down: ["bitter winter mornings", "belays and summit pushes", "city winters and ski-town evenings"],
  insulated: ["cold, damp shoulder seasons", "fast and light days in the hills", "layering under a shell"],
  boot: ["long days on rocky trails", "multi-day backpacking trips", "muddy, wet hikes"],
  trail: ["fast days on mixed terrain", "trail runs and light hikes", "approach walks to the crag"],
  winter: ["snow-covered streets", "winter walks and camp chores", "icy sidewalks"],
  sandal: ["river crossings and camp", "warm-weather trails", "recovery after a long hike"],
  daypack: ["day hikes and commutes", "travel days and short trips", "fast missions into the hills"],
  trek: ["multi-day treks", "hut-to-hut tours", "expeditions and long-distance trails"],
  duffel: ["expeditions and road trips", "airport runs and base camps", "hauling gear to the trailhead"],
  base: ["cold starts and long days", "next-to-skin warmth on the move", "high-output winter days"],
  fleece: ["cool evenings at camp", "layering under a shell", "everyday warmth"],
  trousers: ["long days on the trail", "scrambles and via ferratas", "travel and everyday wear"],
  shirt: ["sunny trail days", "camp and town", "everyday adventures"],
  hat: ["cold mornings", "sunny days on the trail", "winter commutes"],
  socks: ["long hiking days", "trail runs", "cold-weather adventures"],
  tent: ["weekend camping trips", "backcountry nights", "storm-prone mountain camps"],
  bag: ["cold nights out", "summer camping", "alpine bivouacs"],
  gift: ["anyone who loves the outdoors"],
};

/** "Recycled nylon" → "recycled nylon"; "GORE-TEX membrane" and "3-layer …" stay as they are. */
const lower = (value = "") => (/^[A-Z][a-z]/.test(value) ? value[0]!.toLowerCase() + value.slice(1) : value);

export function descriptionFor(kind: Kind, name: string, a: Record<string, string>, rng: Rng): string {
  const use = rng.pick(USES[kind]);
  const closer = rng.pick(["Backed by our lifetime repair promise.", "Designed and tested in the mountains.", "Made with recycled or responsibly sourced materials where we can.", ""]);
  const lead = ((): string => {
    switch (kind) {
      case "shell":
        return `The ${name} is a ${lower(a.material)} shell for ${use}: waterproof to ${a.waterproofRating} and breathable at ${a.breathability}, with fully taped seams, pit zips and an adjustable hood.`;
      case "down":
        return `The ${name} is insulated with ${a.insulation} under a ${lower(a.material)} shell, for ${use}.`;
      case "insulated":
        return `${a.insulation} synthetic insulation keeps the ${name} warm even when damp, for ${use}.`;
      case "boot":
      case "trail":
      case "winter":
        return `The ${name} pairs a ${lower(a.upper)} upper with a ${a.outsole} outsole${a.waterproof === "No" ? "" : ` and a ${a.waterproof}`}, for ${use}.`;
      case "sandal":
        return `Quick-drying ${lower(a.upper)} and a ${a.outsole} outsole make the ${name} ready for ${use}.`;
      case "daypack":
      case "trek":
        return `The ${name} carries ${a.volume} on a ${lower(a.backSystem)}, in ${a.material}, for ${use}.`;
      case "duffel":
        return `The ${name} holds ${a.volume} in ${a.material}, for ${use}.`;
      case "base":
        return `The ${name} in ${lower(a.material)} regulates temperature and resists odour, for ${use}.`;
      case "fleece":
        return `Soft ${lower(a.material)} makes the ${name} a warm layer for ${use}.`;
      case "trousers":
      case "shirt":
      case "hat":
      case "socks":
        return `The ${name}, in ${lower(a.material)}, ${/s$/.test(name) ? "are" : "is"} made for ${use}.`;
      case "tent":
        return `The ${name} is a ${a.seasons} tent with ${a.poles} poles and a ${a.waterproofRating}, for ${use}.`;
      case "bag":
        return `Rated to a comfort temperature of ${a.comfortTemperature}, the ${name} uses ${a.fill} for ${use}.`;
      case "gift":
        return `${name}: the right size every time, for ${use}. Redeemable online and in every Ridgeline store.`;
    }
  })();
  return kind === "gift" || !closer ? lead : `${lead} ${closer}`;
}
