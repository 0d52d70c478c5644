// A photo the published editor is about to commit, checked in the browser by the build's own rules
// (model/photo-rules.ts): its name and type, its size in pixels read before it is decoded (a
// panorama past the limit is named as too large, not decoded), then decoded whole, as the build's
// sharp does, so a damaged file is found before it becomes a commit that the host cannot build.
// On the owner's computer the local backend checks an upload with the build itself.
import {
  photoNameProblem,
  pixelsProblem,
  smallnessProblem,
  undecodable,
} from "#model/photo-rules.ts";

/** The photo's size as shown (the camera's orientation applied), or null where it does not decode. */
export type Decoded = { width: number; height: number } | null;

/**
 * Reads `bytes` with the browser's own decoders: the size from the header first, then the pixels
 * decoded whole (an image element draws a truncated JPEG half grey without a word, so the whole
 * decode is asked of createImageBitmap, which refuses it).
 */
export async function decodeInBrowser(bytes: Uint8Array): Promise<Decoded> {
  const blob = new Blob([bytes as BlobPart]);
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await new Promise<void>((loaded, failed) => {
      image.onload = () => loaded();
      image.onerror = () => failed(new Error("unreadable"));
    });
    const size = { width: image.naturalWidth, height: image.naturalHeight };
    if (pixelsProblem(size.width, size.height)) return size;
    const bitmap = await createImageBitmap(blob, { imageOrientation: "from-image" });
    bitmap.close();
    return size;
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Why the build would refuse the photo `path` (content/…) with these bytes, in its words ("är för
 * liten, …"), for the caller to say beside the photo's own name; or null.
 */
export async function uploadProblem(
  path: string,
  bytes: Uint8Array,
  decode: (bytes: Uint8Array) => Promise<Decoded> = decodeInBrowser,
): Promise<string | null> {
  const nameProblem = photoNameProblem(path.slice(path.lastIndexOf("/") + 1));
  if (nameProblem) return nameProblem;
  const decoded = await decode(bytes);
  if (!decoded) return undecodable;
  return (
    pixelsProblem(decoded.width, decoded.height) ?? smallnessProblem(decoded.width, decoded.height)
  );
}
