// Her sign-in running out, as GitHub answers then: every request with her token refused with
// 401 "Bad credentials", until `signInWorks()` says it is over.
import type { BrowserContext } from "@playwright/test";

export async function signInRunsOut(context: BrowserContext) {
  let runOut = true;
  await context.route(
    (url) => url.hostname === "127.0.0.1",
    (route) =>
      runOut && route.request().headers().authorization
        ? route.fulfill({
            status: 401,
            headers: { "Access-Control-Allow-Origin": "*", "Content-Type": "application/json" },
            body: JSON.stringify({ message: "Bad credentials", status: "401" }),
          })
        : route.fallback(),
  );
  return {
    signInWorks: () => {
      runOut = false;
    },
  };
}
