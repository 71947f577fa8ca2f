/** Whether this code runs in the server's renderer (no DOM). A module of its own so tests can stand in for either side. */
export const onServer = typeof window === "undefined";
