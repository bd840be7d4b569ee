import { Alert, Card, Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { ErrorState } from "../../../../components/feedback/error-state";
import { LoadingState } from "../../../../components/feedback/loading-state";
import { FactList } from "../../../../components/ui/data-list-root";
import { formatDate } from "../../../../lib/format";
import { serverMessage } from "../../../../lib/graphql/errors";
import { LicenceTermPanel } from "../../../partners/components/licence-term-panel";
import { PartnerStatusCard, PartnerTimeline } from "../../../partners/components/partner-overview";
import { PartnerSalesTable } from "../../../partners/components/partner-sales-table";
import { usePartnerHomePageQuery } from "../../../partners/partner-home.generated";
import { partnerPath } from "../../../partners/partner-words";
import { type AdminPartnerPageQuery, useAdminPartnerPageQuery } from "../admin-partners.generated";
import { StorefrontLink, salesThisMonth } from "../components/partner-columns";
import { PartnerDomains } from "../components/partner-domains";

type Detail = AdminPartnerPageQuery["adminPartner"];

/** The royalty-free licence's terms, oldest first; a withdrawn renewal says so. */
function TermHistory({ terms }: { terms: Detail["terms"] }) {
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="lg">
          Term history
        </Heading>
        {terms.length ? (
          <List.Root as="ol" aria-label="Term history" gap="1" listStyle="none" ms="0">
            {terms.map(term => (
              <List.Item key={term.startsAt}>
                {term.kind === "RENEWAL" ? "Renewal" : "First term"}: {formatDate(term.startsAt)} to{" "}
                {formatDate(term.endsAt)}
                {term.withdrawnAt ? ` (withdrawn ${formatDate(term.withdrawnAt)})` : ""}
              </List.Item>
            ))}
          </List.Root>
        ) : (
          <Text color="gray.600">No end date: a revenue share licence has no term.</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /admin/partners/:id: one partner for the academy's administrators: its figures, status and
 * term (with Suspend and Resume), term history, its own domains, sales and timeline; its settings are on its own
 * page (/partner/:id).
 */
export function AdminPartnerPage() {
  const partnerId = Number(useParams().id);
  const valid = Number.isSafeInteger(partnerId) && partnerId > 0;
  // The partner as its own page reads it (shared with Suspend and Resume's answers), and the
  // academy's figures and term history of it.
  const home = usePartnerHomePageQuery({ variables: { partnerId }, skip: !valid });
  const { data, loading, error, refetch } = useAdminPartnerPageQuery({
    variables: { partnerId },
    skip: !valid,
  });
  if ((loading && !data) || (home.loading && !home.data)) {
    return <LoadingState label="Loading the partner" />;
  }
  const detail = data?.adminPartner;
  const partner = home.data?.partner;
  if (!detail || !partner) {
    const message = valid ? serverMessage(error ?? home.error) : "There is no such partner.";
    return message ? (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The partner could not be shown</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    ) : (
      <ErrorState
        title="The partner could not be loaded"
        onRetry={() => void Promise.all([refetch(), home.refetch()])}
      />
    );
  }
  const { summary, terms, hosts } = detail;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {partner.displayName ?? partner.legalName}
        </Heading>
        {partner.displayName && <Text color="gray.600">{partner.legalName}</Text>}
        <Link asChild color="blue.700" variant="underline" alignSelf="start">
          <RouterLink to={partnerPath(partner.id)}>Open the partner's own page</RouterLink>
        </Link>
      </Stack>
      <Card.Root>
        <Card.Body>
          <FactList
            facts={[
              ["Storefront", <StorefrontLink key="storefront" url={summary.storefrontUrl} />],
              ["Learners", String(summary.learners)],
              ["Sales this month", salesThisMonth(summary)],
            ]}
          />
        </Card.Body>
      </Card.Root>
      <PartnerStatusCard partner={partner} />
      <LicenceTermPanel partner={partner} />
      <TermHistory terms={terms} />
      <PartnerDomains partnerId={partner.id} hosts={hosts} />
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h2" size="lg">
            Sales
          </Heading>
          <PartnerSalesTable partnerId={partner.id} />
        </Card.Body>
      </Card.Root>
      <PartnerTimeline timeline={partner.timeline} />
    </Stack>
  );
}
