// Signing in to GitHub as decided in decision 023: Netlify's OAuth provider opens GitHub's page in
// a window of its own and hands the editor a token through the windows' messages (its handshake:
// the window says "authorizing:github", the editor answers the same, the window sends the
// token). Nothing of her OAuth app's secret is in the browser; the token is kept in this
// browser's localStorage, so another tab and a reload are signed in, until GitHub refuses it.

const tokenKey = "redigeraren-github";

export const storedToken = (): string | null => {
  try {
    return localStorage.getItem(tokenKey);
  } catch {
    return null;
  }
};

export const forgetToken = () => localStorage.removeItem(tokenKey);

/** Opens the provider's window at `signInRoot` and resolves with the token it hands back. */
export function signIn(signInRoot: string): Promise<string> {
  const origin = new URL(signInRoot).origin;
  const site = window.location.hostname;
  const address = `${signInRoot}/auth?provider=github&site_id=${encodeURIComponent(site)}&scope=repo`;
  const popup = window.open(address, "Netlify Authorization", "width=960,height=600");
  if (!popup) {
    return Promise.reject(
      // In her words, as the sign-in screen shows it.
      new Error(
        "Webbläsaren stoppade inloggningsfönstret. Tillåt popup-fönster för den här sidan och försök igen.",
      ),
    );
  }
  return new Promise((resolve, reject) => {
    // A window she closes says nothing: the editor asks it twice a second, so the sign-in ends
    // with her words and the button works again, instead of waiting for ever. Not at once: a
    // window that sends the token and closes itself (the rehearsal's does) may be seen closed
    // before its message is read, and the message, once read, has the last word.
    const watch = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(watch);
      setTimeout(() => {
        stop();
        reject(new Error("Inloggningsfönstret stängdes innan du var inloggad. Försök igen."));
      }, 1000);
    }, 500);
    const stop = () => {
      clearInterval(watch);
      window.removeEventListener("message", listen);
    };
    const listen = (event: MessageEvent) => {
      // Only the window the editor opened speaks for the sign-in: another page of the provider's
      // origin (another tab, a frame) could otherwise hand her a token of its choosing.
      if (event.source !== popup || event.origin !== origin || typeof event.data !== "string") {
        return;
      }
      if (event.data === "authorizing:github") {
        popup.postMessage(event.data, origin);
        return;
      }
      const [, outcome, json] =
        /^authorization:github:(success|error):(.*)$/s.exec(event.data) ?? [];
      if (!outcome) return;
      stop();
      popup.close();
      const answer = JSON.parse(json ?? "{}") as { token?: unknown; message?: unknown };
      if (outcome === "success" && typeof answer.token === "string") {
        localStorage.setItem(tokenKey, answer.token);
        resolve(answer.token);
      } else {
        reject(new Error(`GitHub loggade inte in dig: ${String(answer.message ?? "okänt skäl")}`));
      }
    };
    window.addEventListener("message", listen);
  });
}
