// The only metadata a published photo carries: who made it and on what terms it may be used
// (content/site.yaml, photoRights). EXIF for every viewer, and XMP with the IPTC photo metadata
// properties Google Images reads: Creator, Copyright Notice, Credit Line, Web Statement of Rights
// (license) and Licensor URL (where to acquire a licence). Nothing from the camera file survives.

import type { PhotoRights } from "#model/schema.ts";

/**
 * EXIF strings are ASCII. Left to it, libvips would transliterate on its own terms; doing it here
 * keeps the result stated and tested: "Åsa Öberg" -> "Asa Oberg", "©" -> "(C)". XMP keeps the
 * exact text.
 */
export function exifAscii(text: string): string {
  return text
    .replaceAll("©", "(C)")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/gu, "?");
}

/**
 * libvips reads a string it is given as "value (description)", its own format for EXIF, and
 * drops the last " (…)": "Foto (platshållare)" would lose its "(platshållare)". An explicit
 * description of our own is what it drops instead.
 */
const libvipsString = (text: string) => `${exifAscii(text)} (ASCII)`;

/** IFD0 Artist and Copyright, the fields every photo tool shows. */
export function rightsExif(rights: PhotoRights) {
  return {
    IFD0: {
      Artist: libvipsString(rights.creator),
      Copyright: libvipsString(rights.copyrightNotice),
    },
  };
}

const escapeXml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");

/** An XMP packet with the IPTC Core and PLUS rights properties, values XML-escaped. */
export function rightsXmp(rights: PhotoRights): string {
  const [creator, notice, credit, license, licensor] = [
    rights.creator,
    rights.copyrightNotice,
    rights.creditText,
    rights.licenseUrl,
    rights.acquireLicensePage,
  ].map(escapeXml);
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"',
    ' xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/"',
    ' xmlns:plus="http://ns.useplus.org/ldf/xmp/1.0/">',
    `<dc:creator><rdf:Seq><rdf:li>${creator}</rdf:li></rdf:Seq></dc:creator>`,
    `<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">${notice}</rdf:li></rdf:Alt></dc:rights>`,
    `<photoshop:Credit>${credit}</photoshop:Credit>`,
    "<xmpRights:Marked>True</xmpRights:Marked>",
    `<xmpRights:WebStatement>${license}</xmpRights:WebStatement>`,
    `<plus:Licensor><rdf:Seq><rdf:li rdf:parseType="Resource"><plus:LicensorURL>${licensor}</plus:LicensorURL></rdf:li></rdf:Seq></plus:Licensor>`,
    "</rdf:Description>",
    "</rdf:RDF>",
    "</x:xmpmeta>",
    '<?xpacket end="r"?>',
  ].join("\n");
}
