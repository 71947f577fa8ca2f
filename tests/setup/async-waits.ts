import { configure } from "@testing-library/dom";

/**
 * `waitFor` and `findBy…` wait up to 5 s, not Testing Library's 1 s: a screen's lazily loaded
 * part (cart lines, dialogs) can take longer than a second to import on a loaded two-core CI
 * machine, and a wait that times out there is a false failure (CI failed once on the cart's
 * price adjustment dialog). They still fail on what never comes; timing is the benches' job.
 */
configure({ asyncUtilTimeout: 5_000 });
