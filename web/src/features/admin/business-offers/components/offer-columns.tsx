import { Badge, Stack, Text } from "@chakra-ui/react";
import type { Column } from "../../../../components/data-table/data-table";
import { Truncated } from "../../../../components/data-table/truncated";
import type { AdminBusinessOffersPage_OfferFragment as Offer } from "../../../../graphql/admin/graphql";
import { formatDate } from "../../../../lib/format";
import { formatPrice } from "../../../../lib/format-price";
import { statusOption } from "../offer-status";
import { StatusChange } from "./status-change";

const LICENCE_LABELS: Record<Offer["licenseType"], string> = {
  RoyaltyFree: "Royalty-Free",
  RevenueShare: "Revenue Share",
};

/** The offers table's columns (admin spec section 2). */
export const OFFER_COLUMNS: readonly Column<Offer>[] = [
  { header: "ID", render: offer => offer.id },
  { header: "Business Name", truncate: true, render: offer => offer.businessName },
  { header: "Email", truncate: true, render: offer => offer.contactEmail },
  { header: "License Type", render: offer => LICENCE_LABELS[offer.licenseType] },
  {
    header: "Date Created",
    render: offer => <time dateTime={offer.offerSentAt}>{formatDate(offer.offerSentAt)}</time>,
  },
  {
    header: "Status",
    render: offer => {
      const option = statusOption(offer.status);
      return (
        <Badge colorPalette={option.color} variant="subtle">
          {option.label}
        </Badge>
      );
    },
  },
  {
    header: "Payment",
    render: offer =>
      offer.paymentAmountCents == null ? (
        "—"
      ) : (
        <Stack gap="0">
          <Text>{formatPrice(offer.paymentAmountCents)}</Text>
          {offer.paymentId && (
            <Truncated text={offer.paymentId} fontFamily="mono" fontSize="xs" color="gray.600" />
          )}
        </Stack>
      ),
  },
  { header: "Actions", actions: true, render: offer => <StatusChange offer={offer} /> },
];
