// What the data files of content/ must hold, the one definition of valid content: every field,
// its kind and its form (non-empty texts, price and phone formats, https links). Messages are
// Swedish because the site owner reads them. The pages take their types from here.
import { z } from "zod";
import { packageEnquiryFields, packageEnquiryLists, placeholdersOf } from "./mailto.ts";
import { phonePattern } from "./phone.ts";
import { maxPriceText, priceInKronor } from "./price.ts";
import { slugify } from "./slug.ts";

/** Says "saknas" for a missing field, else `problem` (default: the expected kind). */
const required = (kind: string, problem = `ska vara ${kind}`) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? "saknas" : problem),
});

const codePoint = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/**
 * Text as it may reach a page, a mailto link and the JSON-LD: no control character (NUL, tab,
 * line break, the C1 range), which the owner cannot see and a page would carry raw, and no half
 * of a surrogate pair, which no page or link can encode.
 */
const plainString = () =>
  z.string(required("text")).superRefine((value, context) => {
    const control = value.match(/\p{Cc}/u);
    if (control) {
      context.addIssue({
        code: "custom",
        message: `innehåller ett osynligt styrtecken (${codePoint(control[0])}) efter ${[...value.slice(0, control.index)].length} tecken; ta bort det`,
      });
    } else if (!value.isWellFormed()) {
      const index = [...value].findIndex((char) => !char.isWellFormed());
      context.addIssue({
        code: "custom",
        message: `innehåller ett trasigt tecken efter ${index} tecken; skriv om det`,
      });
    }
  });

const text = () => plainString().trim().min(1, "får inte vara tom");
/** An optional field left blank in the editor, which writes it as "" or null, counts as not given. */
const blankAsMissing = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());
const pageTitle = () =>
  text().max(45, "bör vara högst 45 tecken, så att titeln med sajtens namn syns helt");
const pageDescription = () =>
  text().max(170, "bör vara högst 170 tecken för att synas helt i sökresultat");
/**
 * An https address whose host has a dot in it, as the editor's link fields take it: the regular
 * expression, then a parse by the URL standard, which the build asks for as well.
 */
const httpsPattern = "^https://[^\\s/?#]+\\.[^\\s/?#]+(?:[/?#]\\S*)?$";
const https = new RegExp(httpsPattern);
function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return https.test(value) && url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}
const link = () =>
  z.string(required("text")).refine((value) => !/[\s\p{Cc}]/u.test(value), {
    message: "får inte innehålla mellanslag eller osynliga tecken, inte heller före eller efter",
    abort: true,
  });
const httpsMessage = "ska vara en webbadress som börjar med https://";
const httpsRule = () =>
  link().regex(https, { message: httpsMessage, abort: true }).refine(isHttpsUrl, httpsMessage);
const httpsUrl = (title: string, description: string) => labelled(httpsRule(), title, description);
/** An address a business may not have (a profile, a service): left blank, the site leaves it out. */
const optionalHttpsUrl = (title: string, description: string) =>
  labelled(blankAsMissing(httpsRule()), title, description);
/**
 * A page of the site as a path, which follows SITE_URL (site-links.ts checks that it exists), or
 * any https address.
 */
const siteLinkMessage =
  "ska vara en sida på sajten, som /bokningsvillkor, eller en webbadress som börjar med https://";
const siteLink = (title: string, description: string) =>
  labelled(
    link()
      // No backslash in a path: a browser reads /\ as //, another site's address.
      .regex(/^(?:\/(?![/\\])[^\s\\]*|https:\/\/[^\s/]+\.\S+)$/, {
        message: siteLinkMessage,
        abort: true,
      })
      .refine((value) => value.startsWith("/") || isHttpsUrl(value), siteLinkMessage),
    title,
    description,
  );
/**
 * What the owner reads beside a field in the editor, kept beside the field's rule: its Swedish
 * label (`title`) and hint (`description`), and what the editor needs that the rule cannot say.
 * editor/fields/schema-fields.ts makes the editor's fields of it, through z.toJSONSchema.
 */
export type FieldMeta = {
  title: string;
  description: string;
  /** A text written over several lines on screen; still one paragraph in the file. */
  isParagraph?: true;
  /** A photo's file name, picked or uploaded in the editor. */
  isPhoto?: true;
  /** A portfolio section's key, chosen from the sections there are. */
  isSection?: true;
  /** The photo of the same section that a styled photo was styled from. */
  isBeforePhoto?: true;
  /** A date, picked from a calendar. */
  isDate?: true;
  /** What one item of a list is called: "Lägg till bild", "bild 14". */
  singular?: string;
  /** What a folded item of a list shows, its fields named in braces: "{{fields.title}}". */
  summary?: string;
  /** A list of objects shown unfolded. */
  isOpen?: true;
  /** The words for a choice's values, and the value a new item starts with. */
  choices?: Readonly<Record<string, string>>;
  initial?: string;
};
/**
 * A value kept in the data that no page shows: the editor offers no field for it, and an item
 * made in the editor, without the value, gets `fallback`.
 */
export type ContentMeta = Partial<FieldMeta> & { isDataOnly?: true };
const dataOnly = <Schema extends z.ZodType>(schema: Schema, fallback: z.output<Schema>) =>
  schema.default(fallback as never).meta({ isDataOnly: true } satisfies ContentMeta);

/** `schema` with the label and hint the owner reads beside its field. */
const labelled = <Schema extends z.ZodType>(
  schema: Schema,
  title: string,
  description: string,
  more: Omit<FieldMeta, "title" | "description"> = {},
) => schema.meta({ title, description, ...more } satisfies FieldMeta);

/** One line of text, with its label and hint. */
const line = (title: string, description: string) => labelled(text(), title, description);
/**
 * A group of values a business may not have: with every line of it removed (`social:` left
 * empty, as the file's comment allows) it counts as a group with none given.
 */
const optionalGroup = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.preprocess((value) => value ?? {}, z.object(shape, required("ett objekt")));
/** One line of text a business may not have: left blank, the site leaves it out. */
const optionalLine = (title: string, description: string) =>
  labelled(blankAsMissing(text()), title, description);
/** Text written over several lines on screen, with its label and hint. */
const paragraph = (title: string, description: string) =>
  labelled(text(), title, description, { isParagraph: true });

const wholeHours = () =>
  z.number(required("ett tal")).int("ska vara ett heltal").min(0).max(24, "ska vara högst 24");
const positiveInt = () =>
  z.number(required("ett tal")).int("ska vara ett heltal").positive("ska vara större än 0");
const openingHours = (title: string) =>
  labelled(
    z
      .object(
        {
          opens: labelled(wholeHours(), "Öppnar", "Klockslag, 0–24."),
          closes: labelled(wholeHours(), "Stänger", "Klockslag, 0–24, senare än när du öppnar."),
        },
        required("ett objekt"),
      )
      .refine((hours) => hours.opens < hours.closes, "opens ska vara före closes"),
    title,
    "I hela timmar, svensk tid.",
  );

/** What a photo's alt text may hold: a screen reader reads it whole, and the page writes it thrice. */
const altText = () => text().max(150, "bör vara högst 150 tecken; beskriv bilden kort");

export const siteSchema = z.object({
  name: line(
    "Sajtens namn",
    "Visas i sidhuvudet och i flikens titel. Andra texter hämtar det som {namn}.",
  ),
  companyName: line(
    "Företagsnamn",
    "Det registrerade namnet, som står i villkoren. Andra texter hämtar det som {företagsnamn}.",
  ),
  organisationNumber: labelled(
    blankAsMissing(
      z
        .string(required("text"))
        .regex(/^\d{6}-\d{4}$/, "ska vara ett organisationsnummer som 556677-8899"),
    ),
    "Organisationsnummer",
    "Skrivs som 556677-8899. Har du enskild firma och vill inte visa ditt personnummer, lämna fältet tomt.",
  ),
  tagline: line("Kort beskrivning", "En rad om verksamheten, i sidfoten."),
  description: labelled(
    pageDescription(),
    "Beskrivning i sökresultat",
    "Högst 170 tecken, så att den syns hel hos Google. {leveranstid} hämtar leveranstiden.",
    { isParagraph: true },
  ),
  url: httpsUrl(
    "Sajtens adress",
    "Till exempel https://www.dinfirma.se. Bygget kan ta en annan adress från SITE_URL.",
  ),
  email: labelled(
    z.email(required("en e-postadress", "är inte en giltig e-postadress")),
    "E-postadress",
    "Dit förfrågningarna skickas.",
  ),
  phone: labelled(
    z.string(required("text")).regex(new RegExp(phonePattern), "ska skrivas som 070-123 45 67"),
    "Telefonnummer",
    "Som man läser det, till exempel 070-123 45 67. Knapparna som ringer görs av det.",
  ),
  phoneHours: labelled(
    z.object(
      { weekdays: openingHours("Vardagar"), weekends: openingHours("Helger") },
      required("ett objekt"),
    ),
    "Telefontider",
    "När du svarar i telefon; sidan visar om du svarar just nu.",
  ),
  address: labelled(
    z.object(
      {
        street: labelled(
          blankAsMissing(text()),
          "Gatuadress",
          "Bara om kunderna besöker dig; annars lämnar du fältet orört.",
        ),
        postalCode: labelled(
          blankAsMissing(
            z.string(required("text")).regex(/^\d{3} \d{2}$/, "ska skrivas som 123 45"),
          ),
          "Postnummer",
          "Skrivs som 123 45, tillsammans med gatuadressen.",
        ),
        locality: line("Ort", "Till exempel Stockholm."),
        region: line("Län", "Till exempel Stockholms län."),
      },
      required("ett objekt"),
    ),
    "Adress",
    "För sökmotorerna. Gatuadressen behövs bara om kunderna besöker dig.",
  ),
  serviceArea: labelled(
    z.object(
      {
        regions: labelled(
          z
            .array(line("Område", "Till exempel Mälardalen."), required("en lista"))
            .min(1, "ange minst ett område"),
          "Orter och områden",
          "Minst ett område.",
        ),
        note: line("Tillägg", "Till exempel Andra orter enligt överenskommelse."),
      },
      required("ett objekt"),
    ),
    "Område",
    "Var du tar uppdrag, i sidfoten och för sökmotorerna.",
  ),
  social: labelled(
    optionalGroup({
      facebook: optionalHttpsUrl(
        "Facebook",
        "Adressen till din sida på Facebook. Tom: ingen länk.",
      ),
      instagram: optionalHttpsUrl(
        "Instagram",
        "Adressen till ditt konto på Instagram. Tom: ingen länk.",
      ),
      tiktok: optionalHttpsUrl("TikTok", "Adressen till ditt konto på TikTok. Tom: ingen länk."),
    }),
    "Sociala medier",
    "Länkarna i sidfoten, hela adresser. Lämna tomt det du inte har.",
  ),
  reviews: labelled(
    optionalGroup({
      widgetUrl: optionalHttpsUrl(
        "Omdömesrutans adress",
        "Adressen som omdömestjänsten ger dig. Tom: startsidan visar ingen omdömesruta.",
      ),
      provider: labelled(
        blankAsMissing(text()),
        "Omdömestjänst",
        "Tjänstens namn, som integritetspolicyn hämtar som {omdömestjänst}. Behövs med en omdömesruta.",
      ),
      loadOnClick: labelled(
        z.boolean(required("true eller false")).default(false),
        "Ladda först vid klick",
        "På: rutan laddas först när besökaren klickar på Visa omdömen, så att tjänsten inget får veta före det. Av: den laddas när besökaren närmar sig den.",
      ),
    }).refine((reviews) => !reviews.widgetUrl || reviews.provider, {
      path: ["provider"],
      message:
        "saknas: skriv omdömestjänstens namn, som rutan visar, eller töm omdömesrutans adress",
    }),
    "Kundomdömen",
    "Rutan med omdömen på startsidan, från en omdömestjänst. Utan adress visas ingen ruta.",
  ),
  photoRights: labelled(
    z.object(
      {
        creator: labelled(
          text().max(64, "bör vara högst 64 tecken"),
          "Fotograf",
          "Vem som tog bilderna. Högst 64 tecken.",
        ),
        copyrightNotice: labelled(
          text().max(128, "bör vara högst 128 tecken"),
          "Upphovsrätt",
          "Till exempel © 2026 Din Firma. Högst 128 tecken.",
        ),
        creditText: labelled(
          text().max(128, "bör vara högst 128 tecken"),
          "Källangivelse",
          "Hur andra anger dig som fotograf. Högst 128 tecken. Andra texter hämtar den som {källangivelse}.",
        ),
        licenseUrl: siteLink(
          "Villkor för bilderna",
          "Var villkoren står: en sida på sajten, som /bokningsvillkor#anvandning-av-bilderna, eller en https-adress.",
        ),
        acquireLicensePage: siteLink(
          "Fråga om lov",
          "Var man frågar om att använda bilderna, som /#contact, eller en https-adress.",
        ),
      },
      required("ett objekt"),
    ),
    "Rättigheter i bilderna",
    "Skrivs in i varje publicerad bild och i portfolions uppgifter för sökmotorerna.",
  ),
  claims: labelled(
    z.object(
      {
        photographedHomes: optionalLine(
          "Fotograferade bostäder",
          "Till exempel 3000+. Tom: siffran visas inte.",
        ),
        averageRating: optionalLine(
          "Snittbetyg",
          "Till exempel 4,9 av 5. Tom, om du inte har några omdömen än: siffran visas inte.",
        ),
        delivery: line(
          "Leveranstid",
          "Till exempel {leveranstid}h, som hämtar timmarna från villkoren.",
        ),
        yearsOfExperience: optionalLine(
          "År av erfarenhet",
          "Till exempel 10+, också på porträttet. Tom: siffran visas inte.",
        ),
      },
      required("ett objekt"),
    ),
    "Siffrorna i toppen",
    "Siffrorna under startsidans rubrik, skrivna som de ska stå. Lämna tomt det du inte vill visa.",
  ),
});

export const termsSchema = z.object({
  deliveryHours: labelled(
    positiveInt(),
    "Leveranstid i timmar",
    "Bilderna levereras inom så här många timmar. Texterna hämtar talet som {leveranstid}.",
  ),
  freeCancellationHours: labelled(
    positiveInt(),
    "Gratis avbokning, timmar före",
    "Avboka utan kostnad fram till så här många timmar före. Texterna hämtar talet som {avbokningsgräns}.",
  ),
  lateCancellationFee: labelled(
    positiveInt(),
    "Avgift vid sen avbokning, kronor",
    "Bara siffror, utan kr. Texterna hämtar talet som {avbokningsavgift}.",
  ),
  invoiceRetentionYears: labelled(
    positiveInt(),
    "Fakturaunderlag sparas, år",
    "Så som bokföringslagen kräver. Texterna hämtar talet som {sparandetid}.",
  ),
});
/**
 * A portfolio section's key: its folder content/portfolio/<key>/ and its address /portfolio#<key>.
 * The sections that exist are the folders with an avsnitt.yaml; validate.ts checks every
 * reference to one.
 */
export const portfolioKeyFormat = /^[a-z0-9-]+$/;
const portfolioKey = z
  .string(required("text"))
  .regex(
    portfolioKeyFormat,
    "ska skrivas med små bokstäver a–z, siffror och bindestreck, utan å, ä, ö och mellanslag (till exempel kok)",
  );

/** A portfolio section's key, chosen in the editor from the sections there are. */
const sectionChoice = (title: string, description: string) =>
  labelled(portfolioKey, title, description, { isSection: true });

/** A file name in the section's folder, such as 03.jpg. */
const photoFile = z.string(required("text")).trim().min(1, "får inte vara tom");

/**
 * One portfolio section, content/portfolio/<key>/avsnitt.yaml: its photos in the order shown,
 * each with its alt text, a styled photo naming the photo it was styled from (a before/after pair).
 */
export const portfolioSectionSchema = z.object({
  key: labelled(
    portfolioKey,
    "Nyckel",
    "Avsnittets mapp och adress, /portfolio#nyckel: små bokstäver a–z, siffror och bindestreck, till exempel kok. Välj den när du skapar avsnittet; mappen behåller sitt namn.",
  ),
  title: line("Rubrik", "Avsnittets rubrik på portfoliosidan."),
  fit: labelled(
    z.enum(["cover", "contain"], { error: "ska vara cover eller contain" }),
    "Bildform",
    "Fyll rutan passar foton; Visa hela bilden passar trycksaker och planritningar.",
    // A new section is most often photos.
    { choices: { cover: "Fyll rutan", contain: "Visa hela bilden" }, initial: "cover" },
  ),
  photos: labelled(
    z
      .array(
        z.object({
          file: labelled(photoFile, "Bild", "Ladda upp eller välj en bild i avsnittets mapp.", {
            isPhoto: true,
          }),
          alt: labelled(
            blankAsMissing(
              plainString().trim().max(150, "bör vara högst 150 tecken; beskriv bilden kort"),
            ),
            "Alt-text",
            "Vad bilden visar, för den som inte ser den. Högst 150 tecken. Tomt: avsnittets rubrik och bildens nummer.",
          ),
          before: labelled(
            blankAsMissing(photoFile),
            "Före-bild",
            "Bara för en stylad bild: välj bilden av samma rum före stylingen, så visas de som ett före/efter-par.",
            { isBeforePhoto: true },
          ),
        }),
        required("en lista"),
      )
      .superRefine((photos, context) => {
        const files = photos.map((photo) => photo.file);
        const befores = new Map<string, number>();
        photos.forEach((photo, index) => {
          if (files.indexOf(photo.file) !== index) {
            context.addIssue({
              code: "custom",
              path: [index, "file"],
              message: `${photo.file} står redan i listan; varje bild visas en gång`,
            });
          }
          if (photo.before === undefined) return;
          const path = [index, "before"];
          const issue = (message: string) => context.addIssue({ code: "custom", path, message });
          if (photo.before === photo.file) issue("ska vara en annan bild än den stylade");
          else if (!files.includes(photo.before)) {
            issue(
              `${photo.before} finns inte bland avsnittets bilder; välj en av ${files.join(", ")}`,
            );
          } else if (photos.some((other) => other.file === photo.before && other.before)) {
            issue(`${photo.before} är själv en stylad bild; välj bilden före stylingen`);
          } else if (befores.has(photo.before)) {
            issue(
              `${photo.before} är redan före-bild till bild ${(befores.get(photo.before) ?? 0) + 1}`,
            );
          }
          befores.set(photo.before, index);
        });
      }),
    "Bilder",
    "I den ordning de visas; pilarna ↑ och ↓ byter ordning. En bild i mappen som inte står här publiceras inte.",
    { singular: "bild", summary: "{{fields.file}}", isOpen: true },
  ),
});

export const servicesSchema = labelled(
  z
    .array(
      z.object({
        name: line("Namn", "Till exempel Drönarfotografering."),
        portfolio: labelled(
          blankAsMissing(portfolioKey),
          "Avsnitt i portfolion",
          "Valfritt: avsnittet med exempel som tjänsten länkar till. Utan avsnitt visas tjänsten som vanlig text.",
          { isSection: true },
        ),
      }),
      required("en lista"),
    )
    .min(1, "ange minst en tjänst"),
  "Tjänster",
  "Listan i sidfoten; minst en, pilarna ↑ och ↓ byter ordning.",
  { singular: "tjänst", summary: "{{fields.name}}" },
);

export const packagesSchema = labelled(
  z
    .array(
      z.object({
        title: line("Namn", "Till exempel Bas."),
        // Longer, the card stretched to several screens on a phone (4,139 characters: 3,470 px).
        description: labelled(
          text().max(160, "bör vara högst 160 tecken: en mening som ryms på paketets kort"),
          "Beskrivning",
          "En mening om paketet, högst 160 tecken.",
          { isParagraph: true },
        ),
        price: labelled(
          z
            .string(required("text"))
            .refine(
              (price) => priceInKronor(price) !== null,
              `ska vara ett pris från 1 kr till ${maxPriceText}, skrivet som 2.500 kr`,
            ),
          "Pris",
          "Inklusive moms, från 1 kr till 100.000 kr, till exempel 2.500 kr eller 2 500 kr. Sparas som 2.500 kr.",
        ),
        icon: labelled(
          z.enum(["camera", "drone", "film"], { error: "ska vara camera, drone eller film" }),
          "Ikon",
          "Bilden överst på paketets kort.",
          { choices: { camera: "Kamera", drone: "Drönare", film: "Filmkamera" } },
        ),
        isPopular: labelled(
          z.boolean(required("true eller false")),
          "Mest populär",
          "Märker paketet med texten för populärt paket.",
        ),
        features: labelled(
          z
            .array(line("Punkt", "Till exempel Planritning."), required("en lista"))
            .min(1, "ange minst en punkt"),
          "Punkter",
          "Vad som ingår, minst en punkt. {leveranstid} hämtar leveranstiden.",
        ),
      }),
      required("en lista"),
    )
    .min(1, "ange minst ett paket"),
  "Paket",
  "Minst ett; pilarna ↑ och ↓ byter ordning på startsidan.",
  { singular: "paket", summary: "{{fields.title}} – {{fields.price}}" },
);

export const priceNoteSchema = line(
  "Efter priset",
  "Står efter varje pris, till exempel inkl. moms, per uppdrag.",
);

export const addOnsSchema = labelled(
  z.array(line("Tillval", "Till exempel Skymningsbilder."), required("en lista")),
  "Tillval",
  "Går att kombinera med alla paket; besökaren kryssar i dem.",
);

const textBlock = z.discriminatedUnion(
  "type",
  [
    labelled(
      z.object({
        type: z.literal("paragraph"),
        text: paragraph("Text", "Stycket, i löpande text."),
      }),
      "Stycke",
      "Ett stycke text.",
      { summary: "{{fields.text}}" },
    ),
    labelled(
      z.object({
        type: z.literal("list"),
        items: labelled(
          z
            .array(paragraph("Punkt", "En punkt i listan."), required("en lista"))
            .min(1, "ange minst en punkt"),
          "Punkter",
          "Minst en punkt; pilarna ↑ och ↓ byter ordning.",
        ),
      }),
      "Punktlista",
      "En lista med punkter.",
    ),
  ],
  {
    error:
      "ska vara ett stycke (type: paragraph, text: …) eller en punktlista (type: list, items: …)",
  },
);

/** The facts a text page may name, for its hints. */
const pageFacts =
  "{namn}, {företagsnamn}, {källangivelse} och {omdömestjänst} hämtar företagets uppgifter, {avbokningsgräns}, {avbokningsavgift}, {leveranstid} och {sparandetid} villkoren.";
const blocksMeta = { singular: "stycke eller lista", summary: "{{fields.text}}" } as const;

export const textPageSchema = z.object({
  title: line(
    "Rubrik",
    "Sidans rubrik, titel och länktext. En ny sida får sin adress av den: Om oss blir /om-oss.",
  ),
  description: labelled(
    pageDescription(),
    "Beskrivning i sökresultat",
    "Högst 170 tecken. {namn} hämtar sajtens namn.",
    { isParagraph: true },
  ),
  updated: labelled(
    z.iso.date(required("ett datum", "ska vara ett datum som 2026-11-23")),
    "Senast ändrad",
    "Datumet då texten senast ändrades i sak; visas överst på sidan.",
    { isDate: true },
  ),
  intro: labelled(
    // A page may start with its first section; the editor leaves an empty list out of the file.
    z.array(textBlock).default([]),
    "Inledande stycken och listor",
    `Stycken och listor före avsnitten. ${pageFacts}`,
    blocksMeta,
  ),
  sections: labelled(
    z
      .array(
        z.object({
          heading: line(
            "Rubrik",
            "Avsnittets rubrik; den blir också avsnittets adress, så skriv en egen för varje avsnitt.",
          ),
          blocks: labelled(
            z.array(textBlock).min(1),
            "Stycken och listor",
            `Minst ett stycke eller en lista. ${pageFacts}`,
            blocksMeta,
          ),
        }),
        required("en lista"),
      )
      .min(1)
      .superRefine((sections, context) => {
        // Each heading is its section's address (#id), which the page's links and the photos'
        // licence link use: it must exist, and be the page's own.
        const taken = new Map<string, string>([[slugify("Kontakt"), "sidans kontaktruta"]]);
        sections.forEach(({ heading }, index) => {
          const id = slugify(heading);
          const path = [index, "heading"];
          const owner = taken.get(id);
          if (!id) {
            context.addIssue({
              code: "custom",
              path,
              message:
                "ger ingen adress för länkar till avsnittet; skriv rubriken med minst en bokstav a–z eller en siffra",
            });
          } else if (owner) {
            context.addIssue({
              code: "custom",
              path,
              message: `ger samma adress (#${id}) som ${owner}; skriv en rubrik som skiljer sig`,
            });
          } else {
            taken.set(id, `sections[${index}].heading`);
          }
        });
      }),
    "Avsnitt",
    "Minst ett; pilarna ↑ och ↓ byter ordning. Kontaktuppgifterna läggs till sist av sig själva.",
    { singular: "avsnitt", summary: "{{fields.heading}}" },
  ),
});

const imageFile = labelled(
  z
    .string(required("text"))
    .regex(
      /^[\w-]+\.(jpe?g|png|webp|avif)$/,
      "ska vara ett filnamn i content/images/, till exempel hero.jpg",
    ),
  "Bild",
  "Ladda upp eller välj en bild. Filnamnet får bara ha bokstäver a–z, siffror, - och _.",
  { isPhoto: true },
);
const imageRef = (title: string, description: string) =>
  labelled(
    z.object({
      file: imageFile,
      alt: labelled(
        altText(),
        "Alt-text",
        "Vad bilden visar, för den som inte ser den. Högst 150 tecken.",
      ),
    }),
    title,
    description,
  );

const teaserCategories = [
  "Interiör",
  "Exteriör",
  "Drönare",
  "Digitalstyling",
  "Företagsfoto",
  "Tryck & grafisk formgivning",
] as const;

export const homeSchema = z.object({
  title: labelled(
    pageTitle(),
    "Sidans titel",
    "Fliken och sökresultatet, före sajtens namn. Högst 45 tecken.",
  ),
  hero: labelled(
    z.object({
      heading: line("Rubrik", "Sidans stora rubrik."),
      pitch: paragraph(
        "Ingress",
        "Några meningar under rubriken. {leveranstid} hämtar leveranstiden.",
      ),
      image: imageRef("Stor bild", "Bilden bredvid rubriken."),
      portfolioLabel: line("Knapp till portfolion", "Texten på knappen som leder till portfolion."),
      contactLabel: line("Knapp till kontakt", "Texten på knappen som leder till kontaktrutan."),
      statLabels: labelled(
        z.object({
          photographedHomes: line("Under antalet bostäder", "Till exempel fotograferade bostäder."),
          averageRating: line("Under snittbetyget", "Till exempel i snittbetyg."),
          delivery: line("Under leveranstiden", "Till exempel leveranstid."),
        }),
        "Texter under siffrorna",
        "Siffrorna själva står under Företagets uppgifter.",
      ),
    }),
    "Toppen",
    "Det första besökaren ser.",
  ),
  about: labelled(
    z.object({
      heading: line("Rubrik", "Avsnittets rubrik."),
      portrait: imageRef("Porträtt", "Bilden av dig."),
      experienceLabel: line(
        "Text efter åren",
        "Till exempel års erfarenhet, efter siffran under Företagets uppgifter.",
      ),
      paragraphs: labelled(
        z.array(paragraph("Stycke", "Ett stycke text.")).min(1, "skriv minst ett stycke"),
        "Stycken",
        "Minst ett stycke; pilarna ↑ och ↓ byter ordning.",
      ),
      specialties: labelled(
        z
          .array(line("Specialitet", "Till exempel Drönarfoto."))
          .min(1, "ange minst en specialitet"),
        "Specialiteter",
        "Minst en; visas som en lista.",
      ),
      reviewsHeading: line("Rubrik för omdömena", "Till exempel Vad kunderna säger."),
      reviewsTitle: line("Omdömesrutans namn", "För skärmläsare: rutans titel."),
      reviewsNote: paragraph("Om omdömena", "Hur omdömena samlas in, under rutan."),
    }),
    "Om fotografen",
    "Avsnittet om dig.",
  ),
  teaser: labelled(
    z.object({
      heading: line("Rubrik", "Avsnittets rubrik."),
      intro: paragraph("Ingress", "En mening under rubriken."),
      linkLabel: line("Länk till portfolion", "Texten på länken under bilderna."),
      items: labelled(
        z
          .array(
            z.object({
              id: line(
                "Namn för sidan",
                "Ett kort eget namn för bilden, till exempel interior. Syns inte för besökaren.",
              ),
              image: imageFile,
              title: line("Rubrik", "Till exempel Ljus tvåa i Vasastan."),
              category: labelled(
                z.enum(teaserCategories, {
                  error:
                    "ska vara en av kategorierna Interiör, Exteriör, Drönare, Digitalstyling, Företagsfoto, Tryck & grafisk formgivning",
                }),
                "Kategori",
                "Visas ovanför rubriken.",
                { choices: Object.fromEntries(teaserCategories.map((name) => [name, name])) },
              ),
              // The specification's data model of a sample: kept in the data, shown on no page,
              // so the editor offers no field for them.
              price: dataOnly(plainString(), ""),
              views: dataOnly(z.number(required("ett tal")).int().nonnegative(), 0),
              likes: dataOnly(z.number(required("ett tal")).int().nonnegative(), 0),
              description: paragraph("Beskrivning", "En mening om bilden."),
              portfolio: sectionChoice("Avsnitt i portfolion", "Vilket avsnitt bilden leder till."),
            }),
          )
          .length(6, "ska ha exakt 6 bilder"),
        "Bilder",
        "Exakt sex; pilarna ↑ och ↓ byter ordning.",
        { singular: "bild", summary: "{{fields.title}}" },
      ),
    }),
    "Urval av bilder",
    "De sex bilderna som leder till portfolion.",
  ),
  packages: labelled(
    z.object({
      heading: line("Rubrik", "Avsnittets rubrik."),
      intro: paragraph("Ingress", "En mening under rubriken."),
      popularLabel: line("Märkning för populärt paket", "Till exempel Mest populär."),
      addOnsHeading: line("Rubrik för tillvalen", "Till exempel Tillval."),
      addOnsIntro: paragraph("Om tillvalen", "En mening om tillvalen."),
      enquiryLabel: line("Knapp för intresseanmälan", "Texten på varje pakets knapp."),
    }),
    "Paket och priser",
    "Texterna runt paketen; paketen själva står under Paket och tillval.",
  ),
  print: labelled(
    z.object({
      heading: line("Rubrik", "Avsnittets rubrik."),
      intro: paragraph("Ingress", "Några meningar om trycksakerna."),
      offerings: labelled(
        z.array(line("Erbjudande", "Till exempel Visitkort.")).min(1),
        "Erbjudanden",
        "Minst ett; visas som en lista.",
      ),
      portfolioLabel: line("Länk till exempel", "Texten på länken till portfolion."),
      portfolio: sectionChoice("Avsnitt i portfolion", "Vilket avsnitt länken leder till."),
      enquiryLabel: line("Knapp för förfrågan", "Texten på knappen som öppnar ett mejl."),
    }),
    "Tryck och grafisk formgivning",
    "Avsnittet om trycksaker.",
  ),
  contact: labelled(
    z.object({
      heading: line("Rubrik", "Avsnittets rubrik."),
      intro: paragraph("Ingress", "Några meningar om hur man når dig."),
      quoteLabel: line("Knapp för offert", "Till exempel Begär offert."),
      questionLabel: line("Knapp för fråga", "Till exempel Ställ en fråga."),
      bookingNote: paragraph("Om bokningen", "Hur bokningen bekräftas och betalas."),
    }),
    "Kontakt",
    "Kontaktrutan längst ned.",
  ),
});

export const portfolioPageSchema = z.object({
  title: labelled(
    pageTitle(),
    "Sidans titel",
    "Fliken och sökresultatet, före sajtens namn. Högst 45 tecken.",
  ),
  description: labelled(pageDescription(), "Beskrivning i sökresultat", "Högst 170 tecken.", {
    isParagraph: true,
  }),
  heading: line("Rubrik", "Sidans stora rubrik."),
  backLabel: line("Länk tillbaka", "Texten på länken till startsidan."),
  sectionNavLabel: line("Avsnittsmenyns namn", "För skärmläsare: namnet på raden med avsnitten."),
  sections: labelled(
    z
      .array(sectionChoice("Avsnitt", "Välj ett avsnitt."), required("en lista"))
      .superRefine((keys, context) => {
        keys.forEach((key, index) => {
          if (keys.indexOf(key) !== index) {
            context.addIssue({
              code: "custom",
              path: [index],
              message: `${key} står redan i listan; varje avsnitt visas en gång`,
            });
          }
        });
      }),
    "Avsnitt i ordning",
    "Pilarna ↑ och ↓ byter ordning. Ett avsnitt som inte står här visas efter de andra.",
  ),
});

/** "{paket}, {pris} eller {tillval}" */
const orList = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} eller ${names.at(-1)}` : names.join("");

/**
 * An e-mail: a subject and body lines, in which only the template's own {fields} may stand, and
 * each of its {lists} alone on a line of the body, since a list fills whole lines.
 */
function mailTemplate(
  title: string,
  description: string,
  fields: readonly string[] = [],
  lists: readonly string[] = [],
) {
  const known = [...fields, ...lists].map((name) => `{${name}}`);
  const template = z
    .object(
      {
        subject: line("Ämnesrad", "Mejlets ämne."),
        body: labelled(
          z
            .array(labelled(plainString(), "Rad", "En rad i mejlet."), required("en lista"))
            .min(1, "skriv minst en rad"),
          "Rader",
          "En rad per fält; lämna en rad tom för en tom rad i mejlet.",
        ),
      },
      required("ett objekt"),
    )
    .superRefine((template, context) => {
      const lines: [path: PropertyKey[], line: string][] = [
        [["subject"], template.subject],
        ...template.body.map((line, index): [PropertyKey[], string] => [["body", index], line]),
      ];
      for (const [path, line] of lines) {
        for (const name of placeholdersOf(line)) {
          if (!fields.includes(name) && !lists.includes(name)) {
            context.addIssue({
              code: "custom",
              path,
              message:
                known.length > 0
                  ? `{${name}} finns inte; använd ${orList(known)}`
                  : `{${name}} finns inte: det här mejlet fylls inte i med något`,
            });
          } else if (lists.includes(name) && (path[0] !== "body" || line.trim() !== `{${name}}`)) {
            context.addIssue({
              code: "custom",
              path,
              message: `{${name}} blir en lista och ska stå ensam på en egen rad i body`,
            });
          }
        }
      }
    });
  return labelled(template, title, description);
}

export const emailsSchema = z.object({
  packageEnquiry: mailTemplate(
    "Intresseanmälan för ett paket",
    "{paket} och {pris} blir paketets namn och pris. {innehåll} och {tillval}, var för sig ensamma på en rad, blir paketets innehåll och de tillval besökaren kryssade i.",
    packageEnquiryFields,
    packageEnquiryLists,
  ),
  quoteRequest: mailTemplate("Offertförfrågan", "Mejlet som knappen för offert öppnar."),
  question: mailTemplate("Fråga", "Mejlet som knappen för frågor öppnar."),
  printEnquiry: mailTemplate("Förfrågan om tryck", "Mejlet från avsnittet om trycksaker."),
});

/**
 * Content as the pages receive it: what the schema makes of a data file (texts trimmed), every
 * list and object in it read-only.
 */
export type ContentOf<Schema extends z.ZodType> = DeepReadonly<z.output<Schema>>;
// A mapped type keeps a list a list and a pair a pair, read-only.
type DeepReadonly<T> = T extends object ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> } : T;

export type Site = ContentOf<typeof siteSchema>;
export type Terms = ContentOf<typeof termsSchema>;
export type Service = ContentOf<typeof servicesSchema>[number];
export type PortfolioSection = ContentOf<typeof portfolioSectionSchema>;
/**
 * A portfolio section as the page shows it, put together from its avsnitt.yaml by
 * galleries.ts: every photo with its alt text, the before/after pairs as
 * [before, after] file names.
 */
export type Gallery = Omit<PortfolioSection, "photos"> & {
  readonly photos: readonly { readonly file: string; readonly alt: string }[];
  readonly pairs: readonly (readonly [before: string, after: string])[];
};
export type PhotoPackage = ContentOf<typeof packagesSchema>[number];
export type Home = ContentOf<typeof homeSchema>;
export type TextPage = ContentOf<typeof textPageSchema>;
export type TextBlock = TextPage["intro"][number];
export type Emails = ContentOf<typeof emailsSchema>;
export type PortfolioPage = ContentOf<typeof portfolioPageSchema>;
export type AddOn = ContentOf<typeof addOnsSchema>[number];
/** The phone number as people read it, 070-174 06 50; tel: links are made from it. */
export type Phone = Site["phone"];
export type PhoneHours = Site["phoneHours"];
export type Hours = PhoneHours["weekdays"];
export type PhotoRights = Site["photoRights"];
/** Who the visitor is dealing with and how to reach them, as the text pages end. */
export type ContactFacts = Pick<Site, "companyName" | "organisationNumber" | "email" | "phone">;
