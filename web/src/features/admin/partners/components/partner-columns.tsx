import { Badge, Link } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { Column } from "../../../../components/data-table/data-table";
import { formatDate } from "../../../../lib/format";
import { formatPrice } from "../../../../lib/format-price";
import { licenceLabel } from "../../../business-offers/licences";
import { PARTNER_STATUS } from "../../../partners/partner-words";
import type { AdminPartners_RowFragment as Row } from "../admin-partners.generated";

/** A partner's page on the academy's admin panel. */
export const adminPartnerPath = (id: number) => `/admin/partners/${id}`;

/** A partner's status as a badge, in the words of its own page. */
export function PartnerStatusBadge({ status }: { status: Row["status"] }) {
  const { label, color } = PARTNER_STATUS[status];
  return (
    <Badge colorPalette={color} variant="subtle">
      {label}
    </Badge>
  );
}

/** The storefront's address as a link, or a dash before launch. */
export function StorefrontLink({ url }: { url: string | null | undefined }) {
  return url ? (
    <Link href={url} color="blue.700" variant="underline">
      {url}
    </Link>
  ) : (
    "—"
  );
}

/** This month's sales: how many and what they were paid. */
export const salesThisMonth = (row: Row) =>
  `${row.salesThisMonth} (${formatPrice(row.salesThisMonthCents)})`;

/** The academy's Partners list's columns. */
export const PARTNER_COLUMNS: readonly Column<Row>[] = [
  {
    header: "Partner",
    truncate: true,
    render: row => (
      <Link asChild color="blue.700" variant="underline">
        <RouterLink to={adminPartnerPath(row.id)}>{row.displayName ?? row.legalName}</RouterLink>
      </Link>
    ),
  },
  { header: "Licence", render: row => licenceLabel(row.licenceType) },
  { header: "Status", render: row => <PartnerStatusBadge status={row.status} /> },
  { header: "Term Ends", render: row => formatDate(row.termEndsAt, "No end date") },
  { header: "Storefront", render: row => <StorefrontLink url={row.storefrontUrl} /> },
  { header: "Learners", align: "end", render: row => String(row.learners) },
  { header: "Sales This Month", align: "end", render: salesThisMonth },
];
