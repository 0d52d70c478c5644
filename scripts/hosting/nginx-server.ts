// Starts a real nginx with the shipped build/nginx.conf on a free 127.0.0.1 port, for the
// hosting test and the benchmark. Installs Debian's nginx when none is found.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

function ensureNginx(): string {
  const binary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
  if (binary) return binary;
  console.log('No nginx found: installing the Debian package "nginx" …');
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const result = spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit", env });
  if (result.status !== 0) throw new Error("Could not install nginx");
  return "/usr/sbin/nginx";
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? done(address.port) : fail()));
    });
  });
}

/** Resolves once something accepts connections on the port. */
async function waitForPort(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const isOpen = await new Promise<boolean>((done) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        done(true);
      }).on("error", () => done(false));
    });
    if (isOpen) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`nginx did not open port ${port}`);
}

/** A throwaway self-signed certificate for 127.0.0.1, so nginx can speak HTTPS and HTTP/2. */
function makeCertificate(workDir: string) {
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
      "-keyout",
      join(workDir, "key.pem"),
      "-out",
      join(workDir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  if (result.status !== 0) throw new Error("openssl could not make a test certificate");
  return `ssl_certificate ${join(workDir, "cert.pem")};\n  ssl_certificate_key ${join(workDir, "key.pem")};`;
}

/**
 * `isHttps`: serve over TLS with HTTP/2, as any production host does; browsers speak HTTP/2
 * only over TLS, and one multiplexed connection loads a page differently from six HTTP/1.1 ones.
 */
export async function startNginx(buildDir: string, { isHttps = false } = {}) {
  const binary = ensureNginx();
  const port = await freePort();
  const workDir = await mkdtemp(join(tmpdir(), "nginx-"));
  const shipped = await readFile(join(buildDir, "nginx.conf"), "utf8");
  const listen = isHttps
    ? `  listen 127.0.0.1:${port} ssl http2;\n  ${makeCertificate(workDir)}`
    : `  listen 127.0.0.1:${port};`;
  const site = shipped
    .replace(/^\s*root .*;$/m, `  root ${join(buildDir, "client")};`)
    .replace(/^\s*listen .*;$/m, listen);
  await writeFile(join(workDir, "site.conf"), site);
  const temp = (name: string) => `${name}_temp_path ${join(workDir, name)};`;
  await writeFile(
    join(workDir, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${join(workDir, "nginx.pid")};
error_log ${join(workDir, "error.log")} warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  include ${join(workDir, "site.conf")};
}
`,
  );
  const nginx = spawn(
    binary,
    ["-c", join(workDir, "nginx.conf"), "-e", join(workDir, "error.log")],
    {
      stdio: "inherit",
    },
  );
  const origin = `${isHttps ? "https" : "http"}://127.0.0.1:${port}`;
  const stop = async () => {
    nginx.kill("SIGTERM");
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
