import type { TextPage } from "../../scripts/content/schema.ts";
import { site } from "../site.ts";
import { terms } from "../terms.ts";

const { freeCancellationHours, lateCancellationFee, deliveryHours, invoiceRetentionYears } = terms;

export const bookingTerms = {
  title: "Bokningsvillkor",
  description: `Villkor för bokning, avbokning, betalning och leverans av bilder hos ${site.name}.`,
  updated: "2026-11-23",
  intro: [
    "Här är villkoren som gäller när du bokar en fotografering. Är något oklart? Hör av dig – hellre en fråga för mycket än en för lite.",
  ],
  sections: [
    {
      heading: "Bokning",
      blocks: [
        "Du bokar genom att mejla eller ringa. Berätta gärna vilken typ av bostad det gäller, adressen och vilket datum du önskar.",
        "Bokningen gäller när du har fått en bekräftelse från oss via e-post eller sms.",
      ],
    },
    {
      heading: "Avbokning & ombokning",
      blocks: [
        `Du kan avboka eller boka om kostnadsfritt fram till ${freeCancellationHours} timmar före fotograferingen.`,
        `Avbokar du senare än ${freeCancellationHours} timmar före fotograferingen, eller om ingen möter upp på plats, tar vi ut en avgift på ${lateCancellationFee} kr.`,
      ],
    },
    {
      heading: "Betalning",
      blocks: [
        "Du betalar mot faktura. Fakturan skickas när bilderna levereras, om vi inte har kommit överens om något annat.",
        "Alla priser på webbplatsen är inklusive moms och gäller per uppdrag.",
        `Fakturaunderlag sparas i ${invoiceRetentionYears} år, så som bokföringslagen kräver.`,
      ],
    },
    {
      heading: "Leverans av bilder",
      blocks: [
        `Bilderna levereras digitalt inom ${deliveryHours} timmar efter fotograferingen.`,
        "I samband med fotograferingen får du en uppskattad leveranstid, så att du kan planera annons och visning.",
      ],
    },
    {
      heading: "Vårt ansvar",
      blocks: [
        "Blir fotografen sjuk eller uppstår tekniska problem som gör att fotograferingen inte kan genomföras, bokar vi om den kostnadsfritt.",
        "Blir något inte som vi har kommit överens om vill vi veta det direkt, så att vi kan rätta till det.",
      ],
    },
  ],
} as const satisfies TextPage;
