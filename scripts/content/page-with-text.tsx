// A test page that carries one text everywhere content reaches a page: the <h1>, an image's alt,
// the title, the description and share tags, and the business's JSON-LD (name, description,
// address, area and offer). The content tests render it to see how a text is escaped and whether
// it comes back exactly.
import { render } from "@testing-library/react";
import { createRoutesStub, Meta, useLoaderData } from "react-router";
import { pageMeta } from "../../app/lib/seo.ts";
import { organizationLd } from "../../app/lib/structured-data.ts";

function Page() {
  const text = useLoaderData<string>();
  return (
    <>
      <Meta />
      <h1>{text}</h1>
      <img src="/a.jpg" alt={text} />
    </>
  );
}

export function renderPageWithText(text: string) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: Page,
      loader: () => text,
      meta: () =>
        pageMeta(
          { name: text, url: "https://www.example.com", locale: "sv_SE" },
          {
            title: text,
            description: text,
            path: "/",
            image: { url: "/share.jpg", width: 1200, height: 630, alt: text },
            jsonLd: [
              organizationLd({
                name: text,
                url: "https://www.example.com",
                description: text,
                email: "hej@example.com",
                telephone: "+46701740650",
                address: { locality: text, region: text },
                areaServed: [text],
                sameAs: [],
                offers: [{ name: text, description: text, priceSek: 2500 }],
              }),
            ],
          },
        ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}
