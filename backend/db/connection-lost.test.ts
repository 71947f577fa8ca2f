import { expect, test } from "vitest";
import { isConnectionLost } from "./connection-lost.ts";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** Drizzle's wrapping of a driver error. */
const wrapped = (cause: Error) => new Error("Failed query: select 1\nparams: ", { cause });

test.each([
  { name: "the server ended the session (restart, pg_terminate_backend)", error: wrapped(withCode("terminating connection due to administrator command", "57P01")), lost: true },
  { name: "the server crashed", error: withCode("terminating connection because of crash of another server process", "57P02"), lost: true },
  { name: "the server is starting up", error: withCode("the database system is starting up", "57P03"), lost: true },
  { name: "a connection exception (class 08)", error: withCode("connection failure", "08006"), lost: true },
  { name: "the socket closed under a query", error: wrapped(new Error("Connection terminated unexpectedly")), lost: true },
  { name: "a client that failed before", error: new Error("Client has encountered a connection error and is not queryable"), lost: true },
  { name: "the server refused the connection", error: withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"), lost: true },
  { name: "the socket was reset", error: wrapped(withCode("read ECONNRESET", "ECONNRESET")), lost: true },
  { name: "no connection in time", error: new Error("timeout exceeded when trying to connect"), lost: true },
  { name: "a unique violation", error: wrapped(withCode('duplicate key value violates unique constraint "carts_pkey"', "23505")), lost: false },
  { name: "a serialization failure", error: withCode("could not serialize access", "40001"), lost: false },
  { name: "text the database cannot store", error: withCode("invalid byte sequence", "22021"), lost: false },
  { name: "a bug", error: new TypeError("Cannot read properties of undefined"), lost: false },
  { name: "not an error", error: "Connection terminated", lost: false },
])("$name: $lost", ({ error, lost }) => {
  expect(isConnectionLost(error)).toBe(lost);
});
