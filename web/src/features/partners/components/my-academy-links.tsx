import { Button } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useMyPartnersQuery } from "../partner-home.generated";
import { partnerPath } from "../partner-words";

/**
 * "My academy" links to the partners the signed-in user administers, beside the dashboard's own
 * buttons; nothing at all for everyone else (most accounts) or while it loads.
 */
export function MyAcademyLinks() {
  const { data } = useMyPartnersQuery();
  const partners = data?.myPartners ?? [];
  const named = partners.length > 1;
  return partners.map(partner => (
    <Button key={partner.id} asChild variant="outline" colorPalette="blue">
      <RouterLink to={partnerPath(partner.id)}>
        {named ? `My academy: ${partner.displayName ?? partner.legalName}` : "My academy"}
      </RouterLink>
    </Button>
  ));
}
