/** The alt text of the n-th photo (1-based) of a portfolio section. */
export function photoAltText(sectionTitle: string, n: number, override?: string): string {
  return override?.trim() || `${sectionTitle} – bild ${n}`;
}
