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
