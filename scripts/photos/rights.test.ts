import { describe, expect, it } from "vitest";
import { contentOf } from "#model/load.ts";
import type { PhotoRights } from "#model/schema.ts";
import { readXmpRights } from "./read-metadata.ts";
import { exifAscii, rightsExif, rightsXmp } from "./rights.ts";

const { site } = contentOf();

const awkward: PhotoRights = {
  creator: "Åsa Öberg <script>alert(1)</script> 📷",
  copyrightNotice: "© 2026 \"Å & Ö\" 'AB' </script>",
  creditText: "Foto: Ä > Å & Ö",
  licenseUrl: "https://example.com/licens?a=1&b=2",
  acquireLicensePage: "https://example.com/#contact",
};

describe("rightsXmp", () => {
  it("states the content's rights as IPTC properties, marked as copyrighted", () => {
    expect(readXmpRights(rightsXmp(site.photoRights))).toEqual({
      ...site.photoRights,
      isMarked: true,
    });
  });

  it("escapes markup, quotes and ampersands, and keeps å ä ö and emoji exactly", () => {
    const xmp = rightsXmp(awkward);
    expect(xmp).not.toContain("<script>");
    expect(readXmpRights(xmp)).toEqual({ ...awkward, isMarked: true });
  });
});

describe("rightsExif", () => {
  it("writes the creator as Artist and the notice as Copyright, in ASCII, for libvips", () => {
    expect(rightsExif(awkward)).toEqual({
      IFD0: {
        Artist: "Asa Oberg <script>alert(1)</script> ? (ASCII)",
        Copyright: "(C) 2026 \"A & O\" 'AB' </script> (ASCII)",
      },
    });
  });

  it("leaves plain ASCII as it is", () => {
    expect(exifAscii("Foto AB, 2026")).toBe("Foto AB, 2026");
  });
});
