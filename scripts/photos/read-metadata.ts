// Reads back what a published photo says about itself, for the tests: its EXIF as tags, and the
// rights its XMP states, parsed as XML.
import exifReader from "exif-reader";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import type { PhotoRights } from "#model/schema.ts";

const ns = {
  dc: "http://purl.org/dc/elements/1.1/",
  photoshop: "http://ns.adobe.com/photoshop/1.0/",
  xmpRights: "http://ns.adobe.com/xap/1.0/rights/",
  plus: "http://ns.useplus.org/ldf/xmp/1.0/",
};

/** The rights an XMP packet states, read with a real XML parser. */
export function readXmpRights(xmp: string): PhotoRights & { isMarked: boolean } {
  const { DOMParser } = new JSDOM("").window;
  const doc = new DOMParser().parseFromString(xmp, "application/xml");
  if (doc.getElementsByTagName("parsererror").length > 0) throw new Error("XMP is not XML");
  const value = (namespace: string, name: string) =>
    doc.getElementsByTagNameNS(namespace, name)[0]?.textContent ?? "";
  return {
    creator: value(ns.dc, "creator"),
    copyrightNotice: value(ns.dc, "rights"),
    creditText: value(ns.photoshop, "Credit"),
    licenseUrl: value(ns.xmpRights, "WebStatement"),
    acquireLicensePage: value(ns.plus, "LicensorURL"),
    isMarked: value(ns.xmpRights, "Marked") === "True",
  };
}

/** Every metadata block of an image file: EXIF tags by IFD, the XMP text, IPTC and ICC presence. */
export async function readMetadata(image: Buffer) {
  const meta = await sharp(image).metadata();
  return {
    exif: meta.exif ? exifReader(meta.exif) : undefined,
    xmp: meta.xmp?.toString("utf8"),
    hasIptc: meta.iptc !== undefined,
    hasIcc: meta.icc !== undefined,
    comments: meta.comments,
  };
}

/**
 * The thumbnail a camera embeds in its EXIF (IFD1), as its bytes, or undefined without one. Its
 * offset counts from the TIFF header, which follows the 6 bytes "Exif\0\0" of the block.
 */
export function embeddedThumbnail(exif: Buffer): Buffer | undefined {
  const { Thumbnail } = exifReader(exif);
  const offset = Thumbnail?.JPEGInterchangeFormat;
  const length = Thumbnail?.JPEGInterchangeFormatLength;
  if (typeof offset !== "number" || typeof length !== "number") return undefined;
  const start = exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? 6 + offset : offset;
  return exif.subarray(start, start + length);
}
