// The services offered. `portfolio` names the section of /portfolio that shows examples;
// a service without examples is listed as plain text.
import type { Service } from "../scripts/content/schema.ts";

export const services = [
  { name: "Bostadsfotografering", portfolio: "bostad" },
  { name: "Drönarfotografering", portfolio: "dronare" },
  { name: "Digitalstyling", portfolio: "digitalstyling" },
  { name: "Företagsfotografering", portfolio: "foretag" },
  { name: "Bostadsfilm och innehåll för sociala medier" },
  { name: "Exteriörfoto", portfolio: "exterior" },
  { name: "Tryck & grafisk formgivning", portfolio: "tryck" },
] as const satisfies readonly Service[];
