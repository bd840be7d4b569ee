import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { Column } from "../../../../components/data-table/data-table";
import { StatusOptionBadge } from "../../../../components/data-table/status-badge";
import { Truncated } from "../../../../components/data-table/truncated";
import type { AdminBusinessOffersPage_OfferFragment as Offer } from "../admin-business-offers.generated";
import type { BusinessOfferStatus } from "../../../../graphql/types";
import { formatDate } from "../../../../lib/format";
import { formatPrice } from "../../../../lib/format-price";
import { licenceLabel } from "../../../business-offers/licences";
import { adminPartnerPath } from "../../partners/components/partner-columns";
import { OFFER_STATUSES } from "../offer-status";
import { StatusChange } from "./status-change";

/** An offer's status as its coloured badge (admin spec section 4). */
export function OfferStatusBadge({ status }: { status: BusinessOfferStatus }) {
  return <StatusOptionBadge status={status} options={OFFER_STATUSES} />;
}

/** The offers table's columns (admin spec section 2); Details opens everything about an offer. */
export function offerColumns(openDetails: (offer: Offer) => void): Column<Offer>[] {
  return [
    { header: "ID", render: offer => offer.id },
    { header: "Business Name", truncate: true, render: offer => offer.businessName },
    // An address is never broken inside a word: cut on one line, whole in its title.
    { header: "Email", truncate: "unbroken", render: offer => offer.contactEmail },
    { header: "License Type", render: offer => licenceLabel(offer.licenseType) },
    {
      header: "Date Created",
      render: offer => <time dateTime={offer.offerSentAt}>{formatDate(offer.offerSentAt)}</time>,
    },
    { header: "Status", render: offer => <OfferStatusBadge status={offer.status} /> },
    {
      header: "Payment",
      render: offer =>
        offer.paymentAmountCents == null ? (
          "—"
        ) : (
          <Stack gap="0">
            <Text>{formatPrice(offer.paymentAmountCents)}</Text>
            {offer.paymentId && (
              <Truncated
                text={offer.paymentId}
                unbroken
                fontFamily="mono"
                fontSize="xs"
                color="gray.600"
              />
            )}
          </Stack>
        ),
    },
    {
      header: "Actions",
      actions: true,
      render: offer => (
        <HStack gap="2" wrap="wrap" align="start">
          <Button
            size="xs"
            variant="outline"
            aria-label={`Details of offer ${offer.id}`}
            onClick={() => openDetails(offer)}
          >
            Details
          </Button>
          <StatusChange offer={offer} />
          {offer.partnerId != null && (
            <Button asChild size="xs" variant="outline" aria-label={`Partner of offer ${offer.id}`}>
              <RouterLink to={adminPartnerPath(offer.partnerId)}>Partner</RouterLink>
            </Button>
          )}
        </HStack>
      ),
    },
  ];
}
