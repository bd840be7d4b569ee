import { Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DataTable } from "../../../../components/data-table/data-table";
import { ListToolbar } from "../../../../components/data-table/list-toolbar";
import { useListParams } from "../../../../components/data-table/use-list-params";
import {
  useAdminCourseOptionsQuery,
  useAdminCertificatesPageQuery,
  type AdminCertificatesPage_CertificateFragment as Certificate,
} from "../admin-certificates.generated";
import type { AdminCertificateSortField } from "../../../../graphql/types";
import { STATUS_FILTER } from "../certificate-status";
import { type CertificateAction, certificateColumns } from "../components/certificate-columns";
import { CertificateReasonDialog } from "../components/certificate-reason-dialog";
import { DayRange, dayRange, isDay } from "../../../../components/data-table/day-range";

const SORT_FIELDS = [
  "ISSUED_AT",
  "COMPLETED_AT",
  "NUMBER",
  "LEARNER",
] as const satisfies readonly AdminCertificateSortField[];

const isId = (value: string) => /^\d{1,9}$/.test(value);

/** The completion date range of the filter (both days included) as the API takes it. */
function completed(filters: Record<string, string>) {
  const { from, to } = dayRange(filters.completedFrom, filters.completedTo);
  return { completedFrom: from, completedTo: to };
}

/** /admin/certificates: every certificate issued, searched and filtered; revoke or re-issue one. */
export function AdminCertificatesPage() {
  const list = useListParams({
    sortFields: SORT_FIELDS,
    defaultSort: { field: "ISSUED_AT", direction: "DESC" },
    filters: {
      status: STATUS_FILTER.map(option => option.value),
      course: isId,
      completedFrom: isDay,
      completedTo: isDay,
    },
  });
  const status = STATUS_FILTER.find(option => option.value === list.filters.status)?.status;
  const query = useAdminCertificatesPageQuery({
    variables: {
      ...list.page,
      sort: list.sort,
      filter: {
        search: list.search || null,
        status: status ?? null,
        courseId: list.filters.course ? Number(list.filters.course) : null,
        ...completed(list.filters),
      },
    },
    notifyOnNetworkStatusChange: true,
  });
  const courses = useAdminCourseOptionsQuery();
  const courseOptions = (courses.data?.courses ?? []).map(course => ({
    value: String(course.id),
    label: course.title,
  }));
  const [open, setOpen] = useState<{ certificate: Certificate; action: CertificateAction } | null>(
    null,
  );

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Certificates
        </Heading>
        <Text color="gray.600">
          Every certificate of completion issued. Revoke one, or re-issue it after a name
          correction.
        </Text>
      </Stack>
      <Stack gap="0">
        <ListToolbar
          list={list}
          searchLabel="Search certificates"
          searchPlaceholder="Number, learner, username, email or course"
          filters={[
            { param: "status", label: "Status", options: STATUS_FILTER },
            { param: "course", label: "Course", options: courseOptions },
          ]}
        />
        <DayRange
          list={list}
          params={[
            ["completedFrom", "Completed from"],
            ["completedTo", "Completed to"],
          ]}
        />
      </Stack>
      <DataTable
        caption="Certificates"
        columns={certificateColumns((certificate, action) => setOpen({ certificate, action }))}
        rowKey={certificate => certificate.number}
        list={list}
        connection={query.data?.adminCertificates}
        loading={query.loading}
        error={query.error}
        onRetry={() => query.refetch()}
        errorTitle="Failed to load certificates"
        emptyText="No certificates match your search criteria"
      />
      {open && (
        <CertificateReasonDialog
          certificate={open.certificate}
          action={open.action}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
