// The portfolio's sections, in page order. Photos live in content/portfolio/<key>/ and show in
// file-name order (01.jpg, 02.jpg …). Each photo's alt text is "{title} – bild {n}" unless
// `altTexts` gives one for its file name.
import type { Gallery } from "../../scripts/content/schema.ts";

export const galleries = [
  { key: "bostad", title: "Bostadsfotografering", fit: "cover", altTexts: {} },
  {
    key: "digitalstyling",
    title: "Digitalstyling",
    fit: "cover",
    altTexts: {},
    // Before/after comparisons: the empty room, then the same room styled.
    pairs: [
      ["01.jpg", "02.jpg"],
      ["03.jpg", "04.jpg"],
      ["05.jpg", "06.jpg"],
    ],
  },
  { key: "foretag", title: "Företagsfotografering", fit: "cover", altTexts: {} },
  {
    key: "dronare",
    title: "Drönarfotografering",
    fit: "cover",
    altTexts: {
      "03.jpg": "Dronarfotografering – bild 3",
      "04.jpg": "Dronarfotografering – bild 4",
      "05.jpg": "Dronarfotografering – bild 5",
    },
  },
  { key: "exterior", title: "Exteriörfoto", fit: "cover", altTexts: {} },
  // Print work is shown whole, never cropped.
  { key: "tryck", title: "Tryck & grafisk formgivning", fit: "contain", altTexts: {} },
] as const satisfies readonly Gallery[];
