// GitHub sends and takes a file's bytes as base64, wrapped in lines.

/** The bytes of base64 `text`, line breaks and all. */
export const base64Bytes = (text: string) =>
  Uint8Array.from(atob(text.replace(/\s/g, "")), (c) => c.charCodeAt(0));

/** The bytes of `blob` as base64, read by the browser's own encoder. */
export const blobBase64 = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(String(reader.result).slice(String(reader.result).indexOf(",") + 1));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
