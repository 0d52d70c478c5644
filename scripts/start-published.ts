// `npm run start:published`: a rehearsal of the published site, on this computer. In a scratch
// folder: a git repository of the project, filled in as a business (scripts/published/
// rehearsal-business.ts); the GitHub-shaped server over it; the host, which builds and publishes
// each commit as Netlify does; and the published site with its editor, which saves to the
// repository through that server as it saves to GitHub once published. Only the sign-in is stood
// in for. The console speaks to her: what is built and whether the site was updated. Stops on Ctrl+C, and leaves nothing running or behind.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import { copyProject } from "./copy-project.ts";
import { createBuildServer } from "./hosting/build-server.ts";
import { gitRepository } from "./published/git-repository.ts";
import { createGitHubServer } from "./published/github-server.ts";
import { createHost } from "./published/host.ts";
import { fillInBusiness } from "./published/rehearsal-business.ts";

const root = join(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 4300);
const apiPort = Number(process.env.GITHUB_PORT ?? (await getPort()));
const host = "127.0.0.1";
const siteUrl = `http://${host}:${port}`;
const api = `http://${host}:${apiPort}`;
const owner = { login: "ljusarum", id: 1, name: "Lena Ljus", email: "lena@ljusarumfoto.se" };
const repo = `${owner.login}/sajt`;

// Its tests name the folder, to read the repository there.
const scratch =
  process.env.REHEARSAL_DIR ?? (await mkdtemp(join(tmpdir(), "fotograf-publicering-")));
await rm(scratch, { recursive: true, force: true });
await mkdir(scratch, { recursive: true });
const gitDir = join(scratch, "sajt.git");
const servers: Server[] = [];
let stopHost = () => {};

async function stop() {
  stopHost();
  for (const server of servers) server.close();
  await rm(scratch, { recursive: true, force: true });
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

console.log("Övningen av publiceringen förbereds …");
const source = join(scratch, "projekt");
await copyProject(root, source);
await fillInBusiness(source);
const git = (...args: string[]) =>
  execFileSync("git", ["--git-dir", gitDir, "--work-tree", source, ...args], {
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: owner.name,
      GIT_AUTHOR_EMAIL: owner.email,
      GIT_COMMITTER_NAME: owner.name,
      GIT_COMMITTER_EMAIL: owner.email,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
execFileSync("git", ["init", "--bare", "--quiet", "--initial-branch=main", gitDir]);
// The copy's node_modules is a link to the project's, no part of the repository.
git("add", "--all", "--", ".", ":!node_modules");
git("commit", "--quiet", "--message", "Sajten, ifylld för publicering");
await rm(source, { recursive: true, force: true });
const repository = gitRepository(gitDir);

// The editor is built to reach the stand-in; its page's policy, served here, lets it.
process.env.EDITOR_GITHUB_API = api;
let site: Awaited<ReturnType<typeof createBuildServer>> | null = null;
const token = randomUUID();
const publisher = createHost({
  repository,
  workDir: scratch,
  projectRoot: root,
  api,
  token,
  repo,
  siteUrl,
  env: { EDITOR_REPO: repo, BRANCH: "main", EDITOR_GITHUB_API: api, EDITOR_SIGN_IN: api },
  publish: async (clientDir) => {
    if (site) {
      await site.reload(clientDir);
      return;
    }
    site = await createBuildServer({ root: clientDir });
    servers.push(site.server);
    await new Promise<void>((listening) => site?.server.listen(port, host, listening));
    console.log(`
Övningen av publiceringen körs, som sajten kommer att fungera på din egen adress:
  Sajten:       ${siteUrl}
  Redigeraren:  ${siteUrl}/redigera/ (Logga in med GitHub: i övningen är du inloggad direkt)
Varje ändring du publicerar sparas och sajten byggs om med den, som Netlify gör. Här nedan står
när sajten byggs och om den blev uppdaterad. Stoppa övningen med Ctrl+C.
`);
  },
  log: (line) => console.log(line),
});
stopHost = () => publisher.stop();

const github = createGitHubServer({
  repository,
  place: { api, web: api, owner: owner.login, name: "sajt" },
  branch: "main",
  owner,
  sessions: new Map([[token, { account: owner, canPush: true }]]),
  signInToken: token,
});
servers.push(github);
await new Promise<void>((listening) => github.listen(apiPort, host, listening));

// Every commit the branch moves to is built, whatever made it, as a real host builds each push.
await publisher.watch("main");
