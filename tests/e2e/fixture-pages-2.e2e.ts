import { fixturePagePaths } from "./support/fixture-pages.ts";
import { definePageSweep } from "./support/page-sweep.ts";

/** The fixture pages fixture-pages-1.e2e.ts leaves out; see definePageSweep. */
definePageSweep(fixturePagePaths().filter((_, index) => index % 2 === 1));
