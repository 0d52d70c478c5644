/** A step's time as the test runner's summary lines print it: "2 min 05 s". */
export function minutes(milliseconds: number): string {
  const seconds = Math.round(milliseconds / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}
