import { Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DataTable } from "../../../../components/data-table/data-table";
import { ListToolbar } from "../../../../components/data-table/list-toolbar";
import { useListParams } from "../../../../components/data-table/use-list-params";
import { ViewDialog } from "../../../../components/ui/view-dialog";
import {
  useAdminBusinessOffersQuery,
  type AdminBusinessOffersPage_OfferFragment as Offer,
} from "../admin-business-offers.generated";
import { offerColumns } from "../components/offer-columns";
import { OfferDetailsView } from "../components/offer-details";
import { OFFER_STATUSES } from "../offer-status";

/** The list has one order (newest first); the hook still wants a sort field. */
const SORT_FIELDS = ["OFFER_SENT_AT"] as const;

/** /admin/business-offers: the licensing applications, their details, payments and statuses. */
export function AdminBusinessOffersPage() {
  const list = useListParams({
    sortFields: SORT_FIELDS,
    defaultSort: { field: "OFFER_SENT_AT", direction: "DESC" },
    filters: { status: OFFER_STATUSES.map(option => option.value) },
  });
  const status = OFFER_STATUSES.find(option => option.value === list.filters.status)?.status;
  const query = useAdminBusinessOffersQuery({
    variables: { ...list.page, filter: { search: list.search || null, status: status ?? null } },
    notifyOnNetworkStatusChange: true,
  });
  const [details, setDetails] = useState<Offer | null>(null);

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Business Offers
        </Heading>
        <Text color="gray.600">Licensing applications, their payments and statuses.</Text>
      </Stack>
      <ListToolbar
        list={list}
        searchLabel="Search business offers"
        searchPlaceholder="Business name or email"
        filters={[{ param: "status", label: "Status", options: OFFER_STATUSES }]}
      />
      <DataTable
        caption="Business offers"
        columns={offerColumns(setDetails)}
        rowKey={offer => offer.id}
        list={list}
        connection={query.data?.businessOffers}
        loading={query.loading}
        error={query.error}
        onRetry={() => query.refetch()}
        errorTitle="Failed to load business offers. Please try again."
        emptyText="No Business Offers"
      />
      {details && (
        <ViewDialog onClose={() => setDetails(null)}>
          <OfferDetailsView offer={details} />
        </ViewDialog>
      )}
    </Stack>
  );
}
