import { TextPage } from "~/components/text-page";
import { textPageMeta } from "~/site-meta";
import { bookingTerms } from "~content/pages/booking-terms";
import { site } from "~content/site";

export const meta = () =>
  textPageMeta({
    title: bookingTerms.title,
    description: bookingTerms.description,
    path: "/bokningsvillkor",
  });

export default function BookingTermsPage() {
  return <TextPage page={bookingTerms} contact={site} />;
}
