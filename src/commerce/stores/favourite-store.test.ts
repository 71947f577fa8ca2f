// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { createElement } from "react";
import { favouriteStoreCookie, favouriteStoreCookieOf, parseFavouriteStore, readFavouriteStore, setFavouriteStore, useFavouriteStore, type FavouriteStore } from "./favourite-store.ts";

const BOSTON: FavouriteStore = { id: "S1001", name: "Ridgeline Boston", postalCode: "02115" };
const MUNICH: FavouriteStore = { id: "S1302", name: "Ridgeline München", postalCode: "80331" };
const json = (value: unknown) => JSON.stringify(value);

afterEach(() => {
  cleanup();
  for (const siteId of ["RL-US", "RL-DE"]) document.cookie = `${favouriteStoreCookieOf(siteId)}=; Max-Age=0; Path=/`;
});

describe("parseFavouriteStore", () => {
  test.each([
    ["a stored store", json(BOSTON), BOSTON],
    ["a name with accents and an ampersand", json({ ...MUNICH, name: "Ridgeline München & Co" }), { ...MUNICH, name: "Ridgeline München & Co" }],
    ["an empty postal code (a store without one)", json({ ...BOSTON, postalCode: "" }), { ...BOSTON, postalCode: "" }],
    ["extra fields are dropped", json({ ...BOSTON, favourite: true }), BOSTON],
    ["nothing", undefined, undefined],
    ["an empty value", "", undefined],
    ["not JSON", "S1001", undefined],
    ["JSON but not an object", json("S1001"), undefined],
    ["null", "null", undefined],
    ["no id", json({ name: "Ridgeline Boston", postalCode: "02115" }), undefined],
    ["an id with markup", json({ ...BOSTON, id: "<script>" }), undefined],
    ["an id with a separator", json({ ...BOSTON, id: "S1001;x" }), undefined],
    ["a blank name", json({ ...BOSTON, name: "  " }), undefined],
    ["a name too long to be a store's", json({ ...BOSTON, name: "x".repeat(121) }), undefined],
    ["a postal code that is not text", json({ ...BOSTON, postalCode: 2115 }), undefined],
  ])("%s", (_case, value, expected) => {
    expect(parseFavouriteStore(value)).toEqual(expected);
  });
});

describe("favouriteStoreCookie", () => {
  test.each([
    ["keeps a store for a year, site-wide", "RL-US", BOSTON, false, `rl_fav_store_RL-US=${encodeURIComponent(json(BOSTON))}; Max-Age=31536000; Path=/; SameSite=Lax`],
    ["secure on https", "RL-DE", MUNICH, true, `rl_fav_store_RL-DE=${encodeURIComponent(json(MUNICH))}; Max-Age=31536000; Path=/; SameSite=Lax; Secure`],
    ["forgets it", "RL-US", undefined, false, "rl_fav_store_RL-US=; Max-Age=0; Path=/; SameSite=Lax"],
  ])("%s", (_case, siteId, store, secure, expected) => {
    expect(favouriteStoreCookie(siteId, store, secure)).toBe(expected);
  });

  test("what it writes reads back, whatever the name holds", () => {
    const odd = { id: "S1303", name: 'Ridgeline "Hamburg"; Altstadt=1', postalCode: "20095" };
    const cookie = favouriteStoreCookie("RL-DE", odd, false).split(";")[0]!;
    expect(readFavouriteStore("RL-DE", `other=1; ${cookie}`)).toEqual(odd);
  });
});

describe("in the browser", () => {
  test("one store per site: setting one site's leaves the other's", () => {
    setFavouriteStore("RL-US", BOSTON);
    setFavouriteStore("RL-DE", MUNICH);
    expect(readFavouriteStore("RL-US")).toEqual(BOSTON);
    expect(readFavouriteStore("RL-DE")).toEqual(MUNICH);
    setFavouriteStore("RL-US", undefined);
    expect(readFavouriteStore("RL-US")).toBeUndefined();
    expect(readFavouriteStore("RL-DE")).toEqual(MUNICH);
  });

  test("useFavouriteStore follows changes made anywhere on the page", () => {
    const seen: (string | undefined)[] = [];
    function Probe() {
      seen.push(useFavouriteStore("RL-US")?.name);
      return null;
    }
    render(createElement(Probe));
    expect(seen.at(-1)).toBeUndefined();
    act(() => setFavouriteStore("RL-US", BOSTON));
    expect(seen.at(-1)).toBe("Ridgeline Boston");
    act(() => setFavouriteStore("RL-US", { ...BOSTON, id: "S1005", name: "Ridgeline New York SoHo" }));
    expect(seen.at(-1)).toBe("Ridgeline New York SoHo");
    act(() => setFavouriteStore("RL-US", undefined));
    expect(seen.at(-1)).toBeUndefined();
  });
});
