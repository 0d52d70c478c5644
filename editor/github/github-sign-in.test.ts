// @vitest-environment jsdom
// The sign-in's handshake with the provider's window (decision 023): only the window the editor
// opened speaks for it, and a token it hands back is kept for the next tab and reload.
import { afterEach, expect, it, vi } from "vitest";
import { signIn, storedToken } from "./github-sign-in.ts";

const provider = "https://api.netlify.example";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The provider's window as the editor holds it, and what the editor posted to it. */
function providerWindow() {
  const posted: unknown[] = [];
  const popup = {
    postMessage: (data: unknown) => posted.push(data),
    close: vi.fn(),
    closed: false,
  };
  vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
  return { popup, posted };
}

const say = (data: string, source: unknown) =>
  window.dispatchEvent(
    new MessageEvent("message", { data, origin: provider, source: source as Window }),
  );

it("takes the token only from the window it opened, and keeps it", async () => {
  const { popup, posted } = providerWindow();
  const signedIn = signIn(provider);
  const success = `authorization:github:success:${JSON.stringify({ token: "nyckel" })}`;
  // Another window of the provider's origin, handing a token of its choosing.
  say("authorizing:github", window);
  say(`authorization:github:success:${JSON.stringify({ token: "någon-annans" })}`, window);
  expect(posted).toEqual([]);
  say("authorizing:github", popup);
  expect(posted).toEqual(["authorizing:github"]);
  say(success, popup);
  await expect(signedIn).resolves.toBe("nyckel");
  expect(storedToken()).toBe("nyckel");
  expect(popup.close).toHaveBeenCalled();
});

it("takes the token of a window that closes itself as it sends it", async () => {
  vi.useFakeTimers();
  try {
    const { popup } = providerWindow();
    const signedIn = signIn(provider);
    Object.assign(popup, { closed: true });
    await vi.advanceTimersByTimeAsync(500);
    say(`authorization:github:success:${JSON.stringify({ token: "nyckel" })}`, popup);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(signedIn).resolves.toBe("nyckel");
  } finally {
    vi.useRealTimers();
  }
});

it("ends with her words when she closes the window before signing in", async () => {
  vi.useFakeTimers();
  try {
    const { popup } = providerWindow();
    const signedIn = signIn(provider);
    const outcome = signedIn.then(
      () => "inloggad",
      (error: Error) => error.message,
    );
    say("authorizing:github", popup);
    await vi.advanceTimersByTimeAsync(2000);
    Object.assign(popup, { closed: true });
    await vi.advanceTimersByTimeAsync(2000);
    expect(await outcome).toBe("Inloggningsfönstret stängdes innan du var inloggad. Försök igen.");
    expect(storedToken()).toBeNull();
  } finally {
    vi.useRealTimers();
  }
});

it("remembers no token where the browser keeps none (private browsing)", () => {
  vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  });
  expect(storedToken()).toBeNull();
});

it("opens the provider's sign-in for GitHub, naming this site, with the repository's scope", () => {
  const open = vi.spyOn(window, "open").mockReturnValue(null);
  void signIn(provider).catch(() => undefined);
  expect(open).toHaveBeenCalledWith(
    `${provider}/auth?provider=github&site_id=${window.location.hostname}&scope=repo`,
    "Netlify Authorization",
    "width=960,height=600",
  );
});

it("says how to let the window open where the browser stopped it", async () => {
  vi.spyOn(window, "open").mockReturnValue(null);
  await expect(signIn(provider)).rejects.toThrow(
    "Webbläsaren stoppade inloggningsfönstret. Tillåt popup-fönster för den här sidan och försök igen.",
  );
});

it("waits for her while the window stays open", async () => {
  vi.useFakeTimers();
  try {
    const { popup } = providerWindow();
    const signedIn = signIn(provider);
    await vi.advanceTimersByTimeAsync(60_000);
    say(`authorization:github:success:${JSON.stringify({ token: "nyckel" })}`, popup);
    await expect(signedIn).resolves.toBe("nyckel");
  } finally {
    vi.useRealTimers();
  }
});

it("leaves nothing running and listens to nothing more once signed in", async () => {
  vi.useFakeTimers();
  try {
    const { popup } = providerWindow();
    const signedIn = signIn(provider);
    say(`authorization:github:success:${JSON.stringify({ token: "nyckel" })}`, popup);
    await signedIn;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(vi.getTimerCount()).toBe(0);
    say(`authorization:github:success:${JSON.stringify({ token: "en-annan" })}`, popup);
    expect(storedToken()).toBe("nyckel");
  } finally {
    vi.useRealTimers();
  }
});

it("leaves nothing running and keeps no token sent after she closed the window", async () => {
  vi.useFakeTimers();
  try {
    const { popup } = providerWindow();
    const signedIn = signIn(provider).catch((error: Error) => error.message);
    Object.assign(popup, { closed: true });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await signedIn).toMatch(/^Inloggningsfönstret stängdes/);
    expect(vi.getTimerCount()).toBe(0);
    say(`authorization:github:success:${JSON.stringify({ token: "sent" })}`, popup);
    expect(storedToken()).toBeNull();
  } finally {
    vi.useRealTimers();
  }
});

it("hears only its window at the provider's own origin, and only text of the handshake", async () => {
  const { popup, posted } = providerWindow();
  const signedIn = signIn(provider);
  const success = `authorization:github:success:${JSON.stringify({ token: "nyckel" })}`;
  window.dispatchEvent(
    new MessageEvent("message", {
      data: "authorizing:github",
      origin: "https://evil.example",
      source: popup as unknown as Window,
    }),
  );
  window.dispatchEvent(
    new MessageEvent("message", {
      data: `authorization:github:success:${JSON.stringify({ token: "fel-ursprung" })}`,
      origin: "https://evil.example",
      source: popup as unknown as Window,
    }),
  );
  window.dispatchEvent(
    new MessageEvent("message", {
      data: [`authorization:github:success:${JSON.stringify({ token: "en-lista" })}`],
      origin: provider,
      source: popup as unknown as Window,
    }),
  );
  say(`x${success.replace("nyckel", "med-prefix")}`, popup);
  say("hej", popup);
  expect(posted).toEqual([]);
  expect(popup.close).not.toHaveBeenCalled();
  say(success, popup);
  await expect(signedIn).resolves.toBe("nyckel");
});

it("says GitHub's reason where it did not sign her in", async () => {
  const { popup } = providerWindow();
  const signedIn = signIn(provider);
  say(`authorization:github:error:${JSON.stringify({ message: "nekad", token: "nyckel" })}`, popup);
  await expect(signedIn).rejects.toThrow("GitHub loggade inte in dig: nekad");
  expect(storedToken()).toBeNull();
});

it("says an unknown reason where a success hands back no token", async () => {
  const { popup } = providerWindow();
  const signedIn = signIn(provider);
  say(`authorization:github:success:${JSON.stringify({ provider: "github" })}`, popup);
  await expect(signedIn).rejects.toThrow("GitHub loggade inte in dig: okänt skäl");
});
