import { Heading, Stack, Text } from "@chakra-ui/react";
import { DataTable } from "../../../../components/data-table/data-table";
import { ListToolbar } from "../../../../components/data-table/list-toolbar";
import { useListParams } from "../../../../components/data-table/use-list-params";
import type { LicenseType, PartnerStatus } from "../../../../graphql/types";
import { LICENCES } from "../../../business-offers/licences";
import { PARTNER_STATUS } from "../../../partners/partner-words";
import { useAdminPartnersPageQuery } from "../admin-partners.generated";
import { PARTNER_COLUMNS } from "../components/partner-columns";

const STATUSES = Object.entries(PARTNER_STATUS).map(([value, { label }]) => ({ value, label }));
const LICENCE_OPTIONS = LICENCES.map(licence => ({ value: licence.type, label: licence.label }));

/** /admin/partners: every licensed partner, by status, licence and name, newest first. */
export function AdminPartnersPage() {
  const list = useListParams({
    sortFields: ["CREATED_AT"] as const,
    defaultSort: { field: "CREATED_AT", direction: "DESC" },
    filters: {
      status: STATUSES.map(option => option.value),
      licence: LICENCE_OPTIONS.map(option => option.value),
    },
  });
  const { status, licence } = list.filters;
  const { data, loading, error, refetch } = useAdminPartnersPageQuery({
    variables: {
      ...list.page,
      filter: {
        status: (status as PartnerStatus | undefined) ?? null,
        licenceType: (licence as LicenseType | undefined) ?? null,
        search: list.search || null,
      },
    },
  });
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Partners
        </Heading>
        <Text color="gray.600">
          Licensed businesses that offer the academy's courses under their own brand. Sales this
          month count in the academy's time zone.
        </Text>
      </Stack>
      <ListToolbar
        list={list}
        searchLabel="Search partners"
        searchPlaceholder="Legal or storefront name"
        filters={[
          { param: "status", label: "Status", options: STATUSES },
          { param: "licence", label: "Licence", options: LICENCE_OPTIONS },
        ]}
      />
      <DataTable
        caption="Partners"
        columns={PARTNER_COLUMNS}
        rowKey={row => row.id}
        list={list}
        connection={data?.adminPartners}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        errorTitle="Failed to load partners"
        emptyText="No partners match your search criteria"
      />
    </Stack>
  );
}
