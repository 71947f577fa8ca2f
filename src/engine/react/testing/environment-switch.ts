/**
 * Tests in jsdom have a window, so the engine would render "server" HTML as the browser does.
 * A test that renders server HTML and then hydrates it stands in for `../environment.ts` with
 * this module and says which side it is on:
 *
 *   vi.mock("<path to>/engine/react/environment.ts", () => import("<path to>/engine/react/testing/environment-switch.ts"));
 *   const html = asServer(() => renderToString(element));
 */
export let onServer = false;

/** Runs `render` (or awaits it, when it streams) as the server would (islands render their blocks), then is the browser again. */
export function asServer<T>(render: () => T): T {
  onServer = true;
  let result: T;
  try {
    result = render();
  } catch (error) {
    onServer = false;
    throw error;
  }
  if (result instanceof Promise) return result.finally(() => (onServer = false)) as T;
  onServer = false;
  return result;
}

/** Tests see production's behaviour: styles do not need the code. */
export const stylesComeWithCode = false;
