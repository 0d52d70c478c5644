// The line the build prints each time a photo that was not in the encoder's cache is done, so the
// owner who adds fifty camera photos sees how far it has come and about how long is left.

export type Progress = {
  /** Photos encoded so far in this build, this one included. */
  done: number;
  /** Photos this build has had to encode so far: the ones the cache did not have. */
  total: number;
  /** The photo just done, as the project names it (content/portfolio/bostad/07.jpg). */
  file: string;
  /** Time since the first of them started. */
  elapsedMs: number;
};

/** A duration as the owner would say it: "45 s", "4 min", "1 h 5 min". */
export function durationText(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}

/** How long the photos still waiting will take, at the pace of the ones done so far. */
export function timeLeft({ done, total, elapsedMs }: Omit<Progress, "file">): string {
  if (done >= total) return `klart på ${durationText(elapsedMs)}`;
  const left = (elapsedMs / done) * (total - done);
  return left < 60_000 ? "under en minut kvar" : `ungefär ${durationText(left)} kvar`;
}

/** How every progress line starts, so that `npm start`, which hides the rest of the build, shows it. */
export const progressPrefix = "Bilder: ";

/** `Bilder: 12 av 50 klara – content/portfolio/bostad/07.jpg – ungefär 4 min kvar` */
export function progressLine(progress: Progress): string {
  return `${progressPrefix}${progress.done} av ${progress.total} klara – ${progress.file} – ${timeLeft(progress)}`;
}
