// Starts a real nginx with this build's server block on a free 127.0.0.1 port, for the hosting
// test and the benchmark. Installs Debian's nginx and its brotli_static module when missing.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import getPort from "get-port";
import { aptInstall } from "../apt-install.ts";
import type { NginxPlacement } from "./nginx-conf.ts";
import { nginxConfFor, nginxPlacementFromEnv } from "./write-configs.ts";

const brotliStaticModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

function ensureNginx({ isBrotliStatic }: { isBrotliStatic: boolean }): string {
  const find = () => ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
  if (!find()) aptInstall("nginx", "for the nginx test");
  if (isBrotliStatic && !existsSync(brotliStaticModule)) {
    aptInstall("libnginx-mod-http-brotli-static", "for the nginx test");
  }
  const binary = find();
  if (!binary) throw new Error("nginx is still missing after apt-get install nginx");
  return binary;
}

function isPortOpen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.end();
      done(true);
    }).on("error", () => done(false));
  });
}

/** A throwaway self-signed certificate for 127.0.0.1, so nginx can speak HTTPS and HTTP/2. */
function makeCertificate(workDir: string) {
  const certificate = join(workDir, "cert.pem");
  const key = join(workDir, "key.pem");
  const result = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
    ].concat(["-keyout", key, "-out", certificate]),
    { stdio: "ignore" },
  );
  if (result.status !== 0) throw new Error("openssl could not make a test certificate");
  return { certificate, key };
}

/** nginx's main configuration: everything in the temporary folder, the site block included. */
function mainConfig(workDir: string, isBrotliStatic: boolean) {
  const temp = (name: string) => `${name}_temp_path ${join(workDir, name)};`;
  return `${isBrotliStatic ? `load_module ${brotliStaticModule};\n` : ""}worker_processes 1;
daemon off;
pid ${join(workDir, "nginx.pid")};
error_log ${join(workDir, "error.log")} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${join(workDir, "access.log")};
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  include ${join(workDir, "site.conf")};
}
`;
}

/** Stops nginx's master and workers: it runs in a process group of its own. */
function stopGroup(nginx: ChildProcess, signal: NodeJS.Signals) {
  if (nginx.pid === undefined || nginx.exitCode !== null || nginx.signalCode !== null) return;
  try {
    process.kill(-nginx.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Serves `buildDir`/client with the same server blocks as build/nginx.conf, rendered by the same
 * generator with only root and listen changed. `isHttps`: TLS with HTTP/2, as any production host
 * serves; browsers speak HTTP/2 only over TLS, and one multiplexed connection loads a page
 * differently from six HTTP/1.1 ones. Plain http then listens on a port of its own (`httpOrigin`)
 * and redirects to the https one, as the site's address would be redirected to.
 */
export async function startNginx(buildDir: string, { isHttps = false } = {}) {
  const client = resolve(buildDir, "client");
  const { isBrotliStatic } = nginxPlacementFromEnv(client);
  const binary = ensureNginx({ isBrotliStatic });
  const port = await getPort();
  const origin = `${isHttps ? "https" : "http"}://127.0.0.1:${port}`;
  const httpPort = isHttps ? await getPort({ exclude: [port] }) : port;
  const workDir = await mkdtemp(join(tmpdir(), "nginx-"));
  const placement: NginxPlacement = {
    root: client,
    listen: `127.0.0.1:${port}${isHttps ? " ssl http2" : ""}`,
    isBrotliStatic,
    tls: isHttps
      ? { ...makeCertificate(workDir), httpListen: `127.0.0.1:${httpPort}`, origin }
      : undefined,
  };
  await writeFile(join(workDir, "site.conf"), await nginxConfFor(client, placement));
  await writeFile(join(workDir, "nginx.conf"), mainConfig(workDir, isBrotliStatic));

  const nginx = spawn(binary, ["-c", join(workDir, "nginx.conf"), "-e", "stderr"], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  nginx.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((done) => nginx.once("exit", () => done()));
  // Should the test runner die before afterAll, nginx must not outlive it.
  const killOnExit = () => stopGroup(nginx, "SIGKILL");
  process.once("exit", killOnExit);

  const stop = async () => {
    process.off("exit", killOnExit);
    stopGroup(nginx, "SIGTERM");
    const timeout = setTimeout(() => stopGroup(nginx, "SIGKILL"), 5000);
    await exited;
    clearTimeout(timeout);
    await rm(workDir, { recursive: true, force: true });
  };

  const isListening = async () => (await isPortOpen(port)) && (await isPortOpen(httpPort));
  for (let attempt = 0; !(await isListening()); attempt++) {
    if (nginx.exitCode !== null || nginx.signalCode !== null || attempt === 100) {
      await stop();
      throw new Error(`nginx did not start on port ${port}:\n${stderr}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { origin, httpOrigin: `http://127.0.0.1:${httpPort}`, isBrotliStatic, stop };
}
