/** The alt text of the n-th photo (1-based) of a portfolio section. */
export function photoAltText(sectionTitle: string, n: number, override?: string): string {
  return override?.trim() || `${sectionTitle} – bild ${n}`;
}

/** Photo paths of one section, in file-name order ("2.jpg" before "10.jpg"). */
export function sortByFileName(paths: readonly string[]): string[] {
  const collator = new Intl.Collator("sv", { numeric: true });
  return [...paths].sort((a, b) => collator.compare(fileName(a), fileName(b)));
}

export function fileName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}
