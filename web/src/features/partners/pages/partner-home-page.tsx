import { Alert, Text } from "@chakra-ui/react";
import { useParams, useSearchParams } from "react-router-dom";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { serverMessage } from "../../../lib/graphql/errors";
import { BrandingPanel } from "../components/branding-panel";
import { LaunchPanel } from "../components/launch-panel";
import { LicenceTermPanel } from "../components/licence-term-panel";
import { LogoPanel } from "../components/logo-panel";
import { PageFrame } from "../components/page-frame";
import { PricesPanel } from "../components/prices-panel";
import { PartnerAdmins } from "../components/partner-admins";
import { PartnerLists } from "../components/partner-lists";
import { PartnerStatusCard, PartnerTimeline } from "../components/partner-overview";
import { PayoutAccountPanel } from "../components/payout-account-panel";
import { StatementsPanel } from "../components/statements-panel";
import { usePartnerHomePageQuery } from "../partner-home.generated";

/**
 * A partner's own page (/partner/:id) for its administrators and the academy's: status and
 * licence, the storefront's launch, branding, logo and prices, administrators, payout account,
 * learners and sales, monthly statements and timeline. The server decides who may see it; its
 * refusal is shown as it words it.
 */
export function PartnerHomePage() {
  const partnerId = Number(useParams().id);
  const [params] = useSearchParams();
  const valid = Number.isSafeInteger(partnerId) && partnerId > 0;
  const { data, loading, error, refetch } = usePartnerHomePageQuery({
    variables: { partnerId },
    skip: !valid,
  });

  if (loading && !data) return <LoadingState label="Loading the academy" page />;
  const partner = data?.partner;
  if (!partner) {
    const refusal = valid ? serverMessage(error) : "There is no such partner.";
    return (
      <PageFrame wide title="My Academy">
        {refusal ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>This academy's page is not open to you</Alert.Title>
              <Alert.Description>{refusal}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <ErrorState title="The academy could not be loaded" onRetry={refetch} />
        )}
      </PageFrame>
    );
  }

  return (
    <PageFrame wide title={partner.displayName ?? partner.legalName}>
      {partner.displayName && <Text color="gray.600">{partner.legalName}</Text>}
      <PartnerStatusCard partner={partner} />
      <LicenceTermPanel partner={partner} />
      <LaunchPanel partner={partner} />
      <BrandingPanel key={partner.id} partner={partner} />
      <LogoPanel partner={partner} />
      <PricesPanel partnerId={partner.id} />
      <PartnerAdmins partnerId={partner.id} admins={partner.admins} />
      <PayoutAccountPanel partnerId={partner.id} payouts={params.get("payouts")} />
      <PartnerLists partnerId={partner.id} />
      <StatementsPanel partnerId={partner.id} />
      <PartnerTimeline timeline={partner.timeline} />
    </PageFrame>
  );
}
