import { bookingTerms } from "virtual:content/pages/booking-terms";
import { site } from "virtual:content/site";
import { TextPage } from "~/components/text-page";
import { textPageMeta } from "~/site-meta";
import type { Route } from "./+types/booking-terms";

export const meta = ({ location }: Route.MetaArgs) =>
  textPageMeta({
    title: bookingTerms.title,
    description: bookingTerms.description,
    path: location.pathname,
  });

export default function BookingTermsPage() {
  return <TextPage page={bookingTerms} contact={site} />;
}
