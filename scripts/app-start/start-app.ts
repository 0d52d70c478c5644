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
  // `<html data-app-start>`: "waiting" while the first screen is on its way, then "started".
  const mark = (state: "waiting" | "started") => {
    document.documentElement.dataset.appStart = state;
  };
  // `<html data-photos="all">`: the photos that wait (app.css) may come, once the first screen's
  // have arrived or as soon as the visitor scrolls, touches or types: from then on what she
  // reaches is hers. Not at the app's start: one that starts because the first screen is slow
  // would share its connection with every photo again.
  const freePhotos = () => {
    document.documentElement.dataset.photos = "all";
  };
  for (const type of ["pointerdown", "touchstart", "keydown", "wheel", "scroll"]) {
    addEventListener(type, freePhotos, { once: true, passive: true, capture: true });
  }
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    mark("started");
    for (const href of (entry.dataset.modules ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = entry.textContent;
    document.body.append(script);
  };

  // A carousel's previous or next button does nothing until the app runs: pressed before, it
  // scrolls the carousel's native scroller (scroll snap) one slide on, round from the last to the
  // first as the carousel loops, and the carousel starts from there. Once the app runs the press
  // is its own, and its handler prevents the default to say so.
  addEventListener("click", (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>("[data-carousel-step]")
        : null;
    const viewport = button
      ?.closest('[aria-roledescription="carousel"]')
      ?.querySelector<HTMLElement>("[data-carousel-viewport]");
    if (event.defaultPrevented || !button || !viewport) return;
    const slide = viewport.firstElementChild?.firstElementChild;
    const width = slide instanceof HTMLElement ? slide.offsetWidth : viewport.clientWidth;
    const end = viewport.scrollWidth - viewport.clientWidth;
    const left = viewport.scrollLeft;
    const isNext = Number(button.dataset.carouselStep) > 0;
    viewport.scrollTo({
      left: isNext ? (left >= end - 1 ? 0 : left + width) : left <= 1 ? end : left - width,
      behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth",
    });
  });

  for (const type of ["pointerdown", "touchstart", "keydown"]) {
    addEventListener(type, start, { once: true, passive: true, capture: true });
  }
  setTimeout(start, maxWaitMs);

  // Which photos are in the first screen, as an IntersectionObserver sees them after the first
  // paint: it also knows a slide its carousel clips, and asks for no layout of its own.
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
  // Arrived and decoded: a photo is painted in the frame after its decoding, which on a busy
  // phone can come frames after its last byte. One that fails counts as arrived.
  const arrived = (image: HTMLImageElement) => image.decode().catch(() => null);
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
  const photosArrived = firstPaint
    .then(firstScreenPhotos)
    .then((photos) => Promise.all(photos.map(arrived)));
  photosArrived.then(freePhotos);
  firstPaint
    .then(() => {
      if (!isStarted) mark("waiting");
      // The web fonts are put in by the head's script (app/fonts/web-fonts.ts), which says when
      // they have arrived; the fonts the stylesheet declares are the document's own.
      const webFonts = (window as { webFonts?: { arrived: Promise<unknown> } }).webFonts;
      return Promise.all([document.fonts?.ready, webFonts?.arrived, photosArrived]);
    })
    .then(() => afterFrames(3));
}
