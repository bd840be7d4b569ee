import { type ChildProcess, spawn } from "node:child_process";
import { type Server, createServer, request as httpRequest } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { TEST_SECRETS } from "../app.js";
import { builtApi } from "../built-api.js";
import { freePort } from "../free-port.js";

const API_DIR = fileURLToPath(new URL("../..", import.meta.url));

export interface Replica {
  name: string;
  port: number;
  stop(): Promise<void>;
  /** A hard kill (SIGKILL): the process ends wherever it is; answers when it has exited. */
  kill(): Promise<void>;
}

/**
 * One more app process (the built API: test/built-api.ts) on an existing database: separate
 * processes, so nothing kept in one process's memory can make them agree.
 */
export async function startReplica(
  name: string,
  databaseUrl: string,
  env: Record<string, string>,
): Promise<Replica> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [await builtApi()], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_SECRETS.jwt,
      SSO_SHARED_SECRET: TEST_SECRETS.sso,
      CERTIFICATE_SIGNING_KEY: TEST_SECRETS.certificate,
      OIDC_SIGNING_KEY: TEST_SECRETS.oidc,
      WEB_DIST: "/nonexistent",
      TRUST_PROXY: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", chunk => (output += String(chunk)));
  child.stderr!.on("data", chunk => (output += String(chunk)));
  for (let i = 0; !output.includes("Ready in"); i++) {
    if (i > 1200 || child.exitCode !== null)
      throw new Error(`replica ${name} did not start:\n${output.slice(-2000)}`);
    await sleep(100);
  }
  return {
    name,
    port,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise(resolve => child.once("exit", resolve));
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGKILL");
      await new Promise(resolve => child.once("exit", resolve));
    },
  };
}

/** A round-robin proxy (one hop: the client's X-Forwarded-For passes as it is). */
export async function startProxy(replicas: Replica[]): Promise<{ url: string; close(): void }> {
  let next = 0;
  const server: Server = createServer((req, res) => {
    const replica = replicas[next++ % replicas.length];
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port: replica.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      answer => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-replica": replica.name });
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => server.close(),
  };
}
