// GitHub's and the network's refusals, said to the owner in Swedish with what to do: Decap
// passes GitHub's own English message on ("Bad credentials", "API rate limit exceeded"), which
// tells her nothing. Read from the answer's status and headers, as GitHub documents them. Why
// signing in did not work too: Decap asks GitHub for the repository once she has signed in, and
// stops on an account that may not push to it ("Your GitHub user account does not have access to
// this repo.") or on a repository it cannot see (a paragraph about "Open Authoring"), in English;
// the reason is put in the editor's panel, and Decap's own toast points there (locale.ts).

export const signInRefused = "Inloggningen gick inte";

/** GitHub's answer about the repository, as far as the sign-in reads it. */
export type RepositoryAnswer = { permissions?: { push?: boolean } };

/** Why an answer of GitHub about the repository keeps her out, or null when it lets her in. */
export function signInProblem(
  repo: string,
  status: number,
  answer: RepositoryAnswer | null,
): string | null {
  if (status === 404) {
    return `GitHub hittar inte sajtens förråd ${repo}, eller så får kontot du loggade in med inte se det. Logga ut från GitHub på github.com och logga sedan in här igen med kontot som äger förrådet.`;
  }
  if (status === 200 && answer?.permissions?.push === false) {
    return `Kontot du loggade in med får inte spara i sajtens förråd ${repo}. Logga ut från GitHub på github.com och logga sedan in här igen med kontot som äger förrådet, eller be ägaren bjuda in ditt konto under Settings › Collaborators på GitHub.`;
  }
  return null;
}

/**
 * A sign-in GitHub no longer takes: the editor has signed her out itself (github-saves.ts), so
 * the sign-in button is in front of her, and Decap keeps the form she was filling in.
 */
export const signedOutLine =
  "Din inloggning hos GitHub har gått ut, så redigeraren loggade ut dig. Logga in igen med GitHub. En ändring du inte hann spara finns kvar: redigeraren frågar om du vill fortsätta med den, svara OK och publicera.";

/** What went wrong, or null when the answer is one the editor expects (a folder not made yet). */
export function gitHubProblem(
  method: string,
  answer: { status: number; headers: Headers } | "offline",
): string | null {
  if (answer === "offline") {
    return "Redigeraren fick ingen kontakt med GitHub. Kontrollera internetanslutningen och publicera igen; din ändring finns kvar i formuläret så länge du inte laddar om sidan.";
  }
  const { status, headers } = answer;
  if (status < 400) return null;
  if (status === 401) {
    return signedOutLine;
  }
  if (
    (status === 403 || status === 429) &&
    (headers.get("x-ratelimit-remaining") === "0" || headers.has("retry-after"))
  ) {
    const reset = Number(headers.get("x-ratelimit-reset"));
    const at =
      Number.isFinite(reset) && reset > 0
        ? ` Det går igen kl. ${new Date(reset * 1000).toLocaleTimeString("sv-SE", { hour: "2-digit", minute: "2-digit" })}.`
        : "";
    return `GitHub tar inte emot fler ändringar just nu, eftersom det kommit många på kort tid.${at} Vänta en stund och publicera igen.`;
  }
  if (status === 403 || (status === 404 && method !== "GET")) {
    return "Ditt GitHub-konto får inte spara i sajtens förråd. Logga in med kontot som äger förrådet, eller be ägaren lägga till dig.";
  }
  if (status >= 500) {
    return "GitHub svarar inte som det ska just nu. Vänta en stund och publicera igen.";
  }
  // A file or folder that is not there yet: Decap asks, and goes on.
  if (method === "GET") return null;
  return `GitHub tog inte emot ändringen (svar ${status}). Ladda om sidan och försök igen.`;
}

/**
 * Why a read failed, from Decap's or the editor's error: GitHub's status where it gave one
 * (Decap's APIError keeps it as `status`; the editor's reads say "GitHub: 401"), else the network.
 */
export function readProblem(error: unknown): string {
  const given = (error as { status?: unknown } | null)?.status;
  const status =
    typeof given === "number" ? given : Number(/GitHub: (\d+)/.exec(String(error))?.[1]);
  const problem = Number.isFinite(status)
    ? gitHubProblem("GET", { status, headers: new Headers() })
    : gitHubProblem("GET", "offline");
  return problem ?? "Filen gick inte att läsa just nu. Vänta en stund och försök igen.";
}
