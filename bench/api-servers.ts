import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { freePort, waitFor } from "../tests/e2e/support/storefront-server.ts";

/** The servers under load, as child processes; `stop` ends them (and lets a CPU profile be written). */
export interface RunningServers {
  backendUrl: string;
  storefrontUrl: string;
  /** What the servers printed. */
  log(): string;
  /** CPU time (user and system) the server processes have used so far, in ms; NaN where /proc does not tell (not Linux). */
  cpuMs(): number;
  stop(): Promise<void>;
}

export interface ServerSettings {
  /** A PostgreSQL database; undefined: PGlite in memory. */
  databaseUrl?: string;
  /**
   * The backend and the storefront as two processes (`npm run backend` and `npm run storefront`
   * with COMMERCE_API_URL): the BFF's upstream is then an HTTP hop through its keep-alive pool,
   * not the launcher's in-process call.
   */
  split: boolean;
  /** A folder for `--cpu-prof` profiles of the servers; undefined: none. */
  profileDir?: string;
  /** The storefront's port, the backend's the next one (a machine that gives jobs port ranges); undefined: free ports. */
  firstPort?: number;
}

function startChild(script: string, env: Record<string, string>, settings: ServerSettings, output: { text: string }): ChildProcess {
  const profile = settings.profileDir ? ["--cpu-prof", "--cpu-prof-dir", settings.profileDir] : [];
  // The bench's own environment, but never its DATABASE_URL: the database is chosen here.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "DATABASE_URL"));
  const child = spawn(process.execPath, [...profile, "--import", "tsx", script], {
    env: { ...inherited, NODE_ENV: "production", WORKBENCH_PORT: "off", DATA_DIR: "memory", ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output.text += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (output.text += chunk));
  child.on("exit", (code, signal) => (output.text += `\n[${script} exited: ${signal ?? `code ${code}`}]\n`));
  return child;
}

/** Linux's clock ticks per second of /proc's CPU times (USER_HZ, 100 on every architecture Node runs on). */
const TICKS_PER_SECOND = 100;

/** The CPU time of a process so far, in ms: utime and stime of /proc/PID/stat; NaN when it cannot be read. */
function cpuMsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name (which may hold spaces) start with the third, the state:
    // utime and stime, the 14th and 15th, are the 12th and 13th of these.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // SIGTERM: the servers close and exit themselves (a CPU profile is written then); a child
    // still there after 15 s is killed.
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/**
 * Starts the production servers as `npm start` does (the launcher: storefront and reference
 * backend in one process, the BFF calling the backend in process), or split in two (see
 * ServerSettings.split), on free loopback ports (or `firstPort` and the next), and waits until the backend's readiness route
 * and the storefront's session route answer. Needs the production build (`npm run build`).
 */
export async function startServers(settings: ServerSettings): Promise<RunningServers> {
  const [port, backendPort] = settings.firstPort ? [settings.firstPort, settings.firstPort + 1] : [await freePort(), await freePort()];
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const storefrontUrl = `http://127.0.0.1:${port}`;
  const output = { text: "" };
  const ports = { PORT: String(port), BACKEND_PORT: String(backendPort) };
  const children = settings.split
    ? [startChild("backend/main.ts", ports, settings, output), startChild("server/main.ts", { ...ports, COMMERCE_API_URL: backendUrl }, settings, output)]
    : [startChild("server/launcher.ts", ports, settings, output)];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
  };
  try {
    await waitFor(`${backendUrl}/ready`, children[0]!, () => output.text);
    await waitFor(`${storefrontUrl}/api/session`, children.at(-1)!, () => output.text);
  } catch (error) {
    await stop();
    throw error;
  }
  const cpuMs = () => children.reduce((sum, child) => sum + cpuMsOf(child.pid), 0);
  return { backendUrl, storefrontUrl, log: () => output.text, cpuMs, stop };
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` for one run (so that no run
 * reads another's carts, and the server's own databases are left alone), dropped by `drop`.
 */
export async function scratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_api_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The CPU time PostgreSQL's server processes of `databaseUrl` have used so far (the sessions on
 * that database, this one's own left out), in ms by process id: what the servers' CPU figure
 * leaves out. Read from /proc, so only for a server on this machine; a process /proc does not
 * show (another machine's, another user's) makes the figure NaN.
 */
export async function databaseCpu(databaseUrl: string): Promise<{ cpuMs(): Promise<Map<number, number>>; end(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    async cpuMs() {
      const { rows } = await client.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
      return new Map(rows.map(({ pid }) => [pid, cpuMsOf(pid)]));
    },
    end: () => client.end(),
  };
}
