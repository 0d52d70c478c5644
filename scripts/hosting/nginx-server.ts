// Starts a real nginx with the shipped build/nginx.conf on a free 127.0.0.1 port, for the
// hosting test and the benchmark. Installs Debian's nginx when none is found.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
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

async function waitForAnswer(origin: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const ok = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`nginx did not answer on ${origin}`);
}

export async function startNginx(buildDir: string) {
  const binary = ensureNginx();
  const port = await freePort();
  const workDir = await mkdtemp(join(tmpdir(), "nginx-"));
  const shipped = await readFile(join(buildDir, "nginx.conf"), "utf8");
  const site = shipped
    .replace(/^\s*root .*;$/m, `  root ${join(buildDir, "client")};`)
    .replace(/^\s*listen .*;$/m, `  listen 127.0.0.1:${port};`);
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
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    nginx.kill("SIGTERM");
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
