// The encodings of photos the cache lacks, as many at a time as the machine has cores (p-limit,
// first asked first started), each one reported as it is done (progress.ts). The bundler asks for
// every photo at once; left to the thread pool, they all advance together and finish together at
// the end, with nothing to report for minutes and every photo's pixels in memory at the same time
// (decision 013).
import { availableParallelism } from "node:os";
import pLimit from "p-limit";
import { progressLine } from "./progress.ts";

export type EncodingQueue = <T>(file: string, encode: () => Promise<T>) => Promise<T>;

export function encodingQueue(
  report: (line: string) => void,
  lanes = availableParallelism(),
  now = () => performance.now(),
): EncodingQueue {
  const limit = pLimit(lanes);
  // One batch: from the first photo the cache lacked to the last one done.
  let batch = { total: 0, done: 0, start: 0 };

  return (file, encode) => {
    if (batch.total === batch.done) batch = { total: 0, done: 0, start: now() };
    batch.total++;
    const own = batch;
    return limit(async () => {
      try {
        const result = await encode();
        own.done++;
        report(
          progressLine({ done: own.done, total: own.total, file, elapsedMs: now() - own.start }),
        );
        return result;
      } catch (error) {
        // A photo that fails stops the build with its own message; in dev the others go on.
        own.total--;
        throw error;
      }
    });
  };
}
