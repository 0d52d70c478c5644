import type { Photo } from "~/lib/photo";

/**
 * A photo as the site's components take it, from the editor's copy of the file: the build's
 * encoded widths and blurred placeholder do not exist before the build, so the preview shows the
 * file itself, at a 3:2 frame until it has loaded.
 */
export function previewPhoto(file: string, url: string): Photo {
  return { file, width: 1200, height: 800, placeholderClass: "", src: url, sources: [] };
}
