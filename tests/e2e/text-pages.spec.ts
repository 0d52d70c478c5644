import { expect, test } from "./fixtures";

const contact = async (page: import("@playwright/test").Page) => {
  const section = page.getByRole("region", { name: "Kontakt" });
  await expect(section).toContainText("Exempel Foto & Form (platshållare)");
  await expect(section).toContainText("000000-0000");
  await expect(section.getByRole("link", { name: "hej@example.com" })).toHaveAttribute(
    "href",
    "mailto:hej@example.com",
  );
  await expect(section.getByRole("link", { name: "070-174 06 50" })).toHaveAttribute(
    "href",
    "tel:+46701740650",
  );
};

test.describe("/bokningsvillkor", () => {
  test("has the sections of the spec, in order, and every business term", async ({ page }) => {
    await page.goto("/bokningsvillkor");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bokningsvillkor");
    await expect(page.locator("main h2")).toHaveText([
      "Bokning",
      "Avbokning & ombokning",
      "Betalning",
      "Leverans av bilder",
      "Vårt ansvar",
      "Kontakt",
    ]);
    const main = page.locator("main");
    await expect(main).toContainText("bekräftelse från oss via e-post eller sms");
    await expect(main).toContainText(
      "avboka eller boka om kostnadsfritt fram till 24 timmar före fotograferingen",
    );
    await expect(main).toContainText("tar vi ut en avgift på 800 kr");
    await expect(main).toContainText(
      "Du betalar mot faktura. Fakturan skickas när bilderna levereras",
    );
    await expect(main).toContainText("Fakturaunderlag sparas i 7 år");
    await expect(main).toContainText("inklusive moms och gäller per uppdrag");
    await expect(main).toContainText("levereras digitalt inom 24 timmar");
    await expect(main).toContainText("uppskattad leveranstid");
    await expect(main).toContainText("sjuk eller uppstår tekniska problem");
    await expect(main).toContainText("bokar vi om den kostnadsfritt");
    await contact(page);
  });

  test("sets its head tags and WebPage structured data", async ({ page }) => {
    await page.goto("/bokningsvillkor");
    await expect(page).toHaveTitle("Bokningsvillkor | Exempel Foto & Form");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.example.com/bokningsvillkor",
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /Villkor för bokning/,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "sv_SE");
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "",
    );
    expect(jsonLd).toMatchObject({
      "@type": "WebPage",
      url: "https://www.example.com/bokningsvillkor",
    });
  });
});

test.describe("/integritetspolicy", () => {
  test("says what is collected, why, how long, with whom, the rights and the contact", async ({
    page,
  }) => {
    await page.goto("/integritetspolicy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Integritetspolicy");
    await expect(page.locator("main h2")).toHaveText([
      "Vilka uppgifter vi samlar in",
      "Varför vi behandlar uppgifterna",
      "Hur länge vi sparar uppgifterna",
      "Vilka vi delar uppgifterna med",
      "Dina rättigheter",
      "Kontakt",
    ]);
    const collected = page.getByRole("region", { name: "Vilka uppgifter vi samlar in" });
    await expect(collected.getByRole("listitem")).toHaveText([
      "namn",
      "telefonnummer",
      "e-postadress",
      "adress till bostaden, om du väljer att uppge den",
      "dina önskemål inför fotograferingen",
    ]);
    await expect(collected).toContainText("inga egna kakor");
    const main = page.locator("main");
    await expect(main).toContainText("artikel 6.1 b");
    await expect(main).toContainText("artikel 6.1 c");
    await expect(main).toContainText("sparar vi i 7 år");
    await expect(main).toContainText("extern tjänst");
    await expect(main).toContainText("Integritetsskyddsmyndigheten (IMY)");
    for (const right of ["kopia", "rättade", "raderade", "invända"]) {
      await expect(page.getByRole("region", { name: "Dina rättigheter" })).toContainText(right);
    }
    await contact(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.example.com/integritetspolicy",
    );
  });
});
