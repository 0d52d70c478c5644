// A photo she picked, shown small in her form. An image element given the camera's file keeps it
// decoded whole, some 48 MB for a 12 MP photo: a selection of twelve held 760 MB in the tab (the
// bench's editor part). Each photo is decoded once, one at a time, drawn at the size the form
// shows it, and kept as a small JPEG, until the photo is let go (published, removed, or the form
// closed), when its addresses are revoked so the tab lets go of its bytes.

/** The form's thumbnail, 8rem wide at 3:2 (own.css), on a screen of three pixels to the point. */
const box = { width: 384, height: 256 };

/** The size a `width` × `height` photo is drawn at: the box covered, never enlarged. */
export function thumbnailSize(width: number, height: number) {
  const scale = Math.min(1, Math.max(box.width / width, box.height / height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

const made = new WeakMap<Blob, Promise<string>>();
let queue: Promise<unknown> = Promise.resolve();

async function drawnSmall(photo: Blob): Promise<string> {
  try {
    const bitmap = await createImageBitmap(photo, { imageOrientation: "from-image" });
    const size = thumbnailSize(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    return URL.createObjectURL(await canvas.convertToBlob({ type: "image/jpeg", quality: 0.85 }));
  } catch {
    // A browser that cannot draw it small shows it as it is.
    return URL.createObjectURL(photo);
  }
}

/** The address of `photo` drawn small, made once per photo for as long as the page is open. */
export function thumbnailOf(photo: Blob): Promise<string> {
  let url = made.get(photo);
  if (!url) {
    url = queue.then(() => drawnSmall(photo));
    queue = url;
    made.set(photo, url);
  }
  return url;
}

const whole = new WeakMap<Blob, string>();

/** The address of `photo` as it is (the preview draws it at the site's sizes), one per photo. */
export function photoAddress(photo: Blob): string {
  let url = whole.get(photo);
  if (!url) {
    url = URL.createObjectURL(photo);
    whole.set(photo, url);
  }
  return url;
}

/** Revokes the addresses made for `photo`: the form no longer shows it. */
export function forget(photo: Blob) {
  void made.get(photo)?.then((url) => URL.revokeObjectURL(url));
  made.delete(photo);
  const url = whole.get(photo);
  if (url) URL.revokeObjectURL(url);
  whole.delete(photo);
}
