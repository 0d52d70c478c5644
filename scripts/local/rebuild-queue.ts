// When a save in the editor (or any change under content/) rebuilds the site: after the changes
// have been quiet for a moment (a save writes a data file and its photos one by one), one build at
// a time, and once more after a build during which something changed again.

export type RebuildQueueOptions = {
  /** How long the changes must be quiet before a build starts, in milliseconds. */
  quietMs: number;
  /** Builds the site and tells the owner how it went; a build that throws does not stop the queue. */
  build: () => Promise<void>;
};

export function rebuildQueue({ quietMs, build }: RebuildQueueOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let isPending = false;

  const start = () => {
    timer = undefined;
    if (running) {
      isPending = true;
      return;
    }
    running = build()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        if (isPending) {
          isPending = false;
          start();
        }
      });
  };

  return {
    /** Something under content/ changed. */
    changed() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(start, quietMs);
    },
  };
}
