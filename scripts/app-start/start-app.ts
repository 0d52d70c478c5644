// Runs in the visitor's browser, inlined into every page by defer-app-start.ts (as its source
// text, so it must not use anything from outside its own body).
//
// The prerendered HTML is the page: its text, photos, links and mailto links work without
// JavaScript. React only adds the interactive parts, so its ~100 KB of scripts wait until what
// the visitor sees first (the fonts and the photos in the first screen) has arrived and been
// painted, instead of sharing a slow phone connection with them. A visitor who touches or types
// before then gets the scripts at once, and none waits longer than `maxWaitMs`.
export function startApp(maxWaitMs: number) {
  const entry = document.getElementById("app-start");
  if (!entry) return;
  let isStarted = false;
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    // Every module is fetched at once, but its link is added in a task of its own: the browser
    // takes a moment to set up each fetch, and nine in one go were a long task on a phone.
    const preload = (hrefs: string[]) => {
      const [href, ...rest] = hrefs;
      if (!href) return;
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
      setTimeout(preload, 0, rest);
    };
    preload((entry.dataset.modules ?? "").split(" ").filter(Boolean));
    const runStartUpScript = () => {
      const script = document.createElement("script");
      script.type = "module";
      script.textContent = entry.textContent;
      document.body.append(script);
    };
    // React DOM, React Router and the page's modules are evaluated one by one, each in a task of
    // its own, so the browser can paint and answer a touch between them; the start-up script
    // then finds them ready. A module that fails here fails again, and is reported, when that
    // script imports it.
    const evaluate = (modules: string[]) => {
      const [next, ...rest] = modules;
      if (!next) return runStartUpScript();
      import(next).catch(() => {}).then(() => setTimeout(evaluate, 0, rest));
    };
    evaluate((entry.dataset.first ?? "").split(" ").filter(Boolean));
  };

  for (const type of ["pointerdown", "touchstart", "keydown"]) {
    addEventListener(type, start, { once: true, passive: true, capture: true });
  }
  setTimeout(start, maxWaitMs);

  // Which photos are in the first screen, as an IntersectionObserver sees them after the first
  // paint: asking each image for its box would force a layout of the whole page, sections the
  // browser skips while they are off screen included, in one long task.
  const firstScreenPhotos = () =>
    new Promise<HTMLImageElement[]>((done) => {
      const images = [...document.images];
      if (images.length === 0) return done([]);
      const observer = new IntersectionObserver((entries) => {
        observer.disconnect();
        done(
          entries
            .filter((entry) => entry.isIntersecting)
            .map((entry) => entry.target as HTMLImageElement),
        );
      });
      for (const image of images) observer.observe(image);
    });
  const arrived = (image: HTMLImageElement) =>
    image.complete
      ? null
      : new Promise((done) => {
          image.addEventListener("load", done, { once: true });
          image.addEventListener("error", done, { once: true });
        });
  const firstPaint = new Promise((done) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      requestAnimationFrame(done);
      return;
    }
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      done(null);
    }).observe({ type: "paint", buffered: true });
  });
  // A frame reaches the screen a frame or two after it is drawn: wait three, so the one that
  // draws the last photo has been shown.
  const afterFrames = (count: number) =>
    count === 0 ? start() : requestAnimationFrame(() => afterFrames(count - 1));
  firstPaint
    .then(firstScreenPhotos)
    .then((photos) => Promise.all([document.fonts?.ready, ...photos.map(arrived)]))
    .then(() => afterFrames(3));
}
