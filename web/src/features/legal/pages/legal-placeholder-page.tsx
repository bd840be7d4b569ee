import { useParams } from "react-router-dom";
import { PlaceholderPage } from "../../../components/pages/placeholder-page";

const TITLES: Record<string, string> = {
  terms: "Terms of Service",
  privacy: "Privacy Policy",
  refund: "Refund Policy",
  disclaimer: "Training Disclaimer",
};

/** Names the legal page; its server-provided content arrives in a later release. */
export function LegalPlaceholderPage() {
  const page = useParams().page ?? "terms";
  const title = TITLES[page] ?? "Legal Information";
  return (
    <PlaceholderPage title={title} description="The full text of this document is coming soon." />
  );
}
