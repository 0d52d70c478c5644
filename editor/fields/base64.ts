// GitHub sends and takes a file's bytes as base64, wrapped in lines.

/** The bytes of base64 `text`, line breaks and all. */
export const base64Bytes = (text: string) =>
  Uint8Array.from(atob(text.replace(/\s/g, "")), (c) => c.charCodeAt(0));
