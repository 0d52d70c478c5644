import type { TextPage } from "../../scripts/content/schema.ts";
import { site } from "../site.ts";
import { terms } from "../terms.ts";

export const privacyPolicy = {
  title: "Integritetspolicy",
  description: `Så behandlar ${site.name} dina personuppgifter när du hör av dig eller bokar en fotografering.`,
  updated: "2026-11-23",
  intro: [
    `Den här policyn beskriver hur ${site.companyName} behandlar personuppgifter när du kontaktar oss eller bokar en fotografering. Vi är personuppgiftsansvariga för den behandlingen.`,
  ],
  sections: [
    {
      heading: "Vilka uppgifter vi samlar in",
      blocks: [
        "Webbplatsen har inga formulär och inga inloggningar. Vi får bara de uppgifter som du själv skickar när du mejlar, ringer eller sms:ar oss:",
        {
          list: [
            "namn",
            "telefonnummer",
            "e-postadress",
            "adress till bostaden, om du väljer att uppge den",
            "dina önskemål inför fotograferingen",
          ],
        },
        "Webbplatsen sätter inga egna kakor och använder inga analys- eller spårningsverktyg.",
      ],
    },
    {
      heading: "Varför vi behandlar uppgifterna",
      blocks: [
        "Vi använder uppgifterna för att svara på din förfrågan, planera och genomföra fotograferingen, leverera bilderna och skicka faktura. Den rättsliga grunden är:",
        {
          list: [
            "avtal (artikel 6.1 b i dataskyddsförordningen, GDPR) – för att ta fram en offert på din begäran och för att genomföra uppdraget",
            "rättslig förpliktelse (artikel 6.1 c) – för att uppfylla bokföringslagens krav på fakturaunderlag",
            "berättigat intresse (artikel 6.1 f) – för att besvara allmänna frågor som inte leder till en bokning",
          ],
        },
      ],
    },
    {
      heading: "Hur länge vi sparar uppgifterna",
      blocks: [
        "En förfrågan som inte leder till en bokning raderar vi senast tolv månader efter vår senaste kontakt.",
        "Uppgifter om en bokning sparar vi så länge uppdraget pågår och så länge det behövs för att hantera frågor om leveransen.",
        `Fakturor och annat bokföringsunderlag sparar vi i ${terms.invoiceRetentionYears} år, så som bokföringslagen kräver.`,
      ],
    },
    {
      heading: "Vilka vi delar uppgifterna med",
      blocks: [
        "Vi säljer aldrig dina uppgifter. De leverantörer vi använder för e-post och bokföring behandlar uppgifterna för vår räkning och enligt våra instruktioner.",
        `Omdömena på startsidan visas i en ruta som hämtas från en extern tjänst, ${site.reviews.provider}. När din webbläsare laddar rutan får tjänsten tekniska uppgifter som din IP-adress och vilken sida du besöker, och den kan sätta egna kakor. För det ansvarar tjänsten själv, enligt sin egen integritetspolicy.`,
        "Länkarna till Facebook, Instagram och TikTok leder till de tjänsterna. Först när du klickar på en länk får tjänsten veta att du kommer från oss.",
      ],
    },
    {
      heading: "Dina rättigheter",
      blocks: [
        "Du har rätt att:",
        {
          list: [
            "få veta vilka uppgifter vi har om dig och få en kopia av dem",
            "få felaktiga uppgifter rättade",
            "få dina uppgifter raderade, om vi inte måste spara dem enligt lag",
            "invända mot behandling som grundar sig på vårt berättigade intresse",
            "begära att behandlingen begränsas och att få ut dina uppgifter i ett maskinläsbart format",
          ],
        },
        "Hör av dig till oss, så svarar vi inom en månad. Tycker du att vi behandlar dina uppgifter felaktigt kan du lämna klagomål till Integritetsskyddsmyndigheten (IMY), imy.se.",
      ],
    },
  ],
} as const satisfies TextPage;
