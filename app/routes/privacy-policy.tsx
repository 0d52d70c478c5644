import { TextPage } from "~/components/text-page";
import { textPageMeta } from "~/site-meta";
import { privacyPolicy } from "~content/pages/privacy-policy";
import { site } from "~content/site";

export const meta = () =>
  textPageMeta({
    title: privacyPolicy.title,
    description: privacyPolicy.description,
    path: "/integritetspolicy",
  });

export default function PrivacyPolicyPage() {
  return <TextPage page={privacyPolicy} contact={site} />;
}
