import { fixturePagePaths } from "./support/fixture-pages.ts";
import { definePageSweep } from "./support/page-sweep.ts";

/** Every other fixture page of every site (the rest: fixture-pages-2.e2e.ts); see definePageSweep. */
definePageSweep(fixturePagePaths().filter((_, index) => index % 2 === 0));
