// The company's facts (content/site.yaml) and the terms written as numbers (content/terms.yaml).
import { phonePattern } from "#model/phone.ts";
import { httpsPattern } from "#model/schema.ts";
import {
  type Collection,
  checkedLine,
  group,
  line,
  lines,
  paragraph,
  wholeNumber,
  yesNo,
} from "../fields.ts";

const https = (name: string, label: string, hint: string) =>
  checkedLine(
    { name, label, hint },
    httpsPattern,
    "Skriv en hel webbadress som börjar med https://",
  );

const hours = (name: string, label: string) =>
  group({ name, label, hint: "I hela timmar, svensk tid." }, [
    wholeNumber({ name: "opens", label: "Öppnar", hint: "Klockslag, 0–24." }, 0, 24),
    wholeNumber(
      { name: "closes", label: "Stänger", hint: "Klockslag, 0–24, senare än när du öppnar." },
      0,
      24,
    ),
  ]);

const siteLink = (name: string, label: string, hint: string) =>
  checkedLine(
    { name, label, hint },
    "^(?:/(?!/)\\S*|https://[^\\s/]+\\.\\S+)$",
    "Skriv en sida på sajten, som /bokningsvillkor, eller en webbadress som börjar med https://",
  );

export const companyCollection: Collection = {
  name: "foretaget",
  label: "Företaget och villkoren",
  description: "Företagets uppgifter och villkoren som texterna på sajten hämtar.",
  editor: { preview: false },
  files: [
    {
      name: "site",
      label: "Företagets uppgifter",
      file: "content/site.yaml",
      fields: [
        line({
          name: "name",
          label: "Sajtens namn",
          hint: "Visas i sidhuvudet och i flikens titel. Andra texter hämtar det som {namn}.",
        }),
        line({
          name: "companyName",
          label: "Företagsnamn",
          hint: "Det registrerade namnet, som står i villkoren. Andra texter hämtar det som {företagsnamn}.",
        }),
        checkedLine(
          {
            name: "organisationNumber",
            label: "Organisationsnummer",
            hint: "Skrivs som 556677-8899.",
          },
          "^\\d{6}-\\d{4}$",
          "Skriv organisationsnumret som 556677-8899",
        ),
        line({
          name: "tagline",
          label: "Kort beskrivning",
          hint: "En rad om verksamheten, i sidfoten.",
        }),
        paragraph({
          name: "description",
          label: "Beskrivning i sökresultat",
          hint: "Högst 170 tecken, så att den syns hel hos Google. {leveranstid} hämtar leveranstiden.",
        }),
        https(
          "url",
          "Sajtens adress",
          "Till exempel https://www.dinfirma.se. Bygget kan ta en annan adress från SITE_URL.",
        ),
        checkedLine(
          { name: "email", label: "E-postadress", hint: "Dit förfrågningarna skickas." },
          "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
          "Skriv en e-postadress som namn@firma.se",
        ),
        checkedLine(
          {
            name: "phone",
            label: "Telefonnummer",
            hint: "Som man läser det, till exempel 070-123 45 67. Knapparna som ringer görs av det.",
          },
          phonePattern,
          "Skriv telefonnumret som 070-123 45 67: riktnummer, bindestreck och 8–10 siffror i allt",
        ),
        group(
          {
            name: "phoneHours",
            label: "Telefontider",
            hint: "När du svarar i telefon; sidan visar om du svarar just nu.",
          },
          [hours("weekdays", "Vardagar"), hours("weekends", "Helger")],
        ),
        group(
          {
            name: "address",
            label: "Adress",
            hint: "För sökmotorerna. Gatuadressen behövs bara om kunderna besöker dig.",
          },
          [
            line(
              {
                name: "street",
                label: "Gatuadress",
                hint: "Bara om kunderna besöker dig; annars lämnar du fältet orört.",
              },
              { required: false },
            ),
            checkedLine(
              {
                name: "postalCode",
                label: "Postnummer",
                hint: "Skrivs som 123 45, tillsammans med gatuadressen.",
              },
              "^\\d{3} \\d{2}$",
              "Skriv postnumret som 123 45",
              { required: false },
            ),
            line({ name: "locality", label: "Ort", hint: "Till exempel Stockholm." }),
            line({ name: "region", label: "Län", hint: "Till exempel Stockholms län." }),
          ],
        ),
        group(
          {
            name: "serviceArea",
            label: "Område",
            hint: "Var du tar uppdrag, i sidfoten och för sökmotorerna.",
          },
          [
            lines(
              { name: "regions", label: "Orter och områden", hint: "Minst ett område." },
              { name: "region", label: "Område", hint: "Till exempel Mälardalen." },
              { min: 1 },
            ),
            line({
              name: "note",
              label: "Tillägg",
              hint: "Till exempel Andra orter enligt överenskommelse.",
            }),
          ],
        ),
        group(
          {
            name: "social",
            label: "Sociala medier",
            hint: "Länkarna i sidfoten, hela adresser.",
          },
          [
            https("facebook", "Facebook", "Adressen till din sida på Facebook."),
            https("instagram", "Instagram", "Adressen till ditt konto på Instagram."),
            https("tiktok", "TikTok", "Adressen till ditt konto på TikTok."),
          ],
        ),
        group(
          {
            name: "reviews",
            label: "Kundomdömen",
            hint: "Rutan med omdömen på startsidan, från en omdömestjänst.",
          },
          [
            https("widgetUrl", "Omdömesrutans adress", "Adressen som omdömestjänsten ger dig."),
            line({
              name: "provider",
              label: "Omdömestjänst",
              hint: "Tjänstens namn, som integritetspolicyn hämtar som {omdömestjänst}.",
            }),
            yesNo({
              name: "loadOnClick",
              label: "Ladda först vid klick",
              hint: "På: rutan laddas först när besökaren klickar på Visa omdömen, så att tjänsten inget får veta före det. Av: den laddas när besökaren närmar sig den.",
            }),
          ],
        ),
        group(
          {
            name: "photoRights",
            label: "Rättigheter i bilderna",
            hint: "Skrivs in i varje publicerad bild och i portfolions uppgifter för sökmotorerna.",
          },
          [
            line({
              name: "creator",
              label: "Fotograf",
              hint: "Vem som tog bilderna. Högst 64 tecken.",
            }),
            line({
              name: "copyrightNotice",
              label: "Upphovsrätt",
              hint: "Till exempel © 2026 Din Firma. Högst 128 tecken.",
            }),
            line({
              name: "creditText",
              label: "Källangivelse",
              hint: "Hur andra anger dig som fotograf. Högst 128 tecken. Andra texter hämtar den som {källangivelse}.",
            }),
            siteLink(
              "licenseUrl",
              "Villkor för bilderna",
              "Var villkoren står: en sida på sajten, som /bokningsvillkor#anvandning-av-bilderna, eller en https-adress.",
            ),
            siteLink(
              "acquireLicensePage",
              "Fråga om lov",
              "Var man frågar om att använda bilderna, som /#contact, eller en https-adress.",
            ),
          ],
        ),
        group(
          {
            name: "claims",
            label: "Siffrorna i toppen",
            hint: "Siffrorna under startsidans rubrik, skrivna som de ska stå.",
          },
          [
            line({
              name: "photographedHomes",
              label: "Fotograferade bostäder",
              hint: "Till exempel 3000+.",
            }),
            line({ name: "averageRating", label: "Snittbetyg", hint: "Till exempel 4,9 av 5." }),
            line({
              name: "delivery",
              label: "Leveranstid",
              hint: "Till exempel {leveranstid}h, som hämtar timmarna från villkoren.",
            }),
            line({
              name: "yearsOfExperience",
              label: "År av erfarenhet",
              hint: "Till exempel 10+.",
            }),
          ],
        ),
      ],
    },
    {
      name: "terms",
      label: "Villkoren i siffror",
      file: "content/terms.yaml",
      fields: [
        wholeNumber(
          {
            name: "deliveryHours",
            label: "Leveranstid i timmar",
            hint: "Bilderna levereras inom så här många timmar. Texterna hämtar talet som {leveranstid}.",
          },
          1,
        ),
        wholeNumber(
          {
            name: "freeCancellationHours",
            label: "Gratis avbokning, timmar före",
            hint: "Avboka utan kostnad fram till så här många timmar före. Texterna hämtar talet som {avbokningsgräns}.",
          },
          1,
        ),
        wholeNumber(
          {
            name: "lateCancellationFee",
            label: "Avgift vid sen avbokning, kronor",
            hint: "Bara siffror, utan kr. Texterna hämtar talet som {avbokningsavgift}.",
          },
          1,
        ),
        wholeNumber(
          {
            name: "invoiceRetentionYears",
            label: "Fakturaunderlag sparas, år",
            hint: "Så som bokföringslagen kräver. Texterna hämtar talet som {sparandetid}.",
          },
          1,
        ),
      ],
    },
  ],
};
