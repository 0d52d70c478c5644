// The photo packages and the add-ons that combine with all of them. Prices include VAT and are
// per assignment; write them as in "2.500 kr". The delivery time comes from content/terms.ts.
import type { PhotoPackage } from "../scripts/content/schema.ts";
import { terms } from "./terms.ts";

export const packages = [
  {
    title: "Bas",
    description: "Allt du behöver för en annons som sticker ut.",
    price: "2.500 kr",
    icon: "camera",
    isPopular: false,
    features: [
      "Bostadsfotografering",
      "Bildredigering med blå himmel-garanti",
      `Leverans inom ${terms.deliveryHours} timmar`,
      "Planritning",
    ],
  },
  {
    title: "Premium",
    description: "Bostaden och omgivningen – sett både inifrån och från ovan.",
    price: "3.500 kr",
    icon: "drone",
    isPopular: true,
    features: ["Allt i Bas", "Drönarfotografering"],
  },
  {
    title: "Komplett",
    description: "Hela paketet för en bostad som ska synas överallt.",
    price: "4.500 kr",
    icon: "film",
    isPopular: false,
    features: ["Allt i Premium", "Bostadsfilm optimerad för sociala medier", "Detaljbilder"],
  },
] as const satisfies readonly PhotoPackage[];

/** Shown beside every price. */
export const priceNote = "inkl. moms, per uppdrag";

export const addOns = [
  "Digital styling",
  "Skymningsbilder",
  "Extra planritning (möblerad, 3D eller alternativ planlösning)",
  "Visningsstädning",
  "Homestyling light",
] as const;
