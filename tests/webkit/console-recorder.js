// Loaded first by every page under the WebKit tests (global-setup.ts): keeps what the page says
// on its console and every uncaught error, for the tests to read, as Playwright's console events
// do for Chromium; and every position the window scrolls to, from the page's start.
(() => {
  const scrolledTo = [];
  window.scrolledTo = scrolledTo;
  addEventListener("scroll", () => scrolledTo.push(Math.round(window.scrollY)), { passive: true });
  const said = [];
  window.consoleRecord = said;
  for (const level of ["error", "warn"]) {
    const original = console[level];
    console[level] = (...args) => {
      said.push({ level, text: args.map(String).join(" ") });
      original.apply(console, args);
    };
  }
  addEventListener("error", (event) => said.push({ level: "error", text: String(event.message) }));
  // What the Content-Security-Policy refused, which Chromium also says on its console.
  document.addEventListener("securitypolicyviolation", (event) =>
    said.push({
      level: "error",
      text: `refused by ${event.violatedDirective}: ${event.blockedURI}`,
    }),
  );
  addEventListener("unhandledrejection", (event) =>
    said.push({ level: "error", text: `unhandled rejection: ${event.reason}` }),
  );
})();
