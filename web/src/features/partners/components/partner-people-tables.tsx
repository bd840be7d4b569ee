import { Badge, Stack, Text } from "@chakra-ui/react";
import { DataTable } from "../../../components/data-table/data-table";
import type { Column } from "../../../components/data-table/data-table";
import { ListToolbar } from "../../../components/data-table/list-toolbar";
import { type StatusOption, StatusOptionBadge } from "../../../components/data-table/status-badge";
import { Truncated } from "../../../components/data-table/truncated";
import { useListParams } from "../../../components/data-table/use-list-params";
import type { CertificateStatus, EnrollmentStatus } from "../../../graphql/types";
import { formatDate } from "../../../lib/format";
import { useCoursesQuery } from "../../courses/courses.generated";
import {
  type PartnerEnrollmentsQuery,
  type PartnerLearnersQuery,
  usePartnerEnrollmentsQuery,
  usePartnerLearnersQuery,
} from "../partner-people.generated";

type Learner = PartnerLearnersQuery["partnerLearners"]["edges"][number]["node"];
type Enrollment = PartnerEnrollmentsQuery["partnerEnrollments"]["edges"][number]["node"];

/** A person as the lists show them: the name, the email address beneath. */
function Person({ name, email }: { name: string; email: string }) {
  return (
    <Stack gap="0">
      <Truncated text={name} fontWeight="medium" />
      <Text fontSize="sm" color="gray.600">
        <Truncated text={email} unbroken />
      </Text>
    </Stack>
  );
}

const LEARNER_COLUMNS: readonly Column<Learner>[] = [
  {
    header: "Learner",
    render: learner => (
      <Person name={`${learner.firstName} ${learner.lastName}`} email={learner.email} />
    ),
  },
  { header: "Courses", align: "end", render: learner => String(learner.enrolledCourses) },
  {
    header: "Joined",
    render: learner =>
      learner.registeredHere ? (
        <Badge colorPalette="blue" variant="subtle">
          Registered here
        </Badge>
      ) : (
        "—"
      ),
  },
];

/** The partner's learners, by name, searched by name or email. */
export function PartnerLearnersTable({ partnerId }: { partnerId: number }) {
  const list = useListParams({
    sortFields: ["NAME"] as const,
    defaultSort: { field: "NAME", direction: "ASC" },
  });
  const { data, loading, error, refetch } = usePartnerLearnersQuery({
    variables: { partnerId, ...list.page, filter: { search: list.search || null } },
  });
  return (
    <Stack gap="0">
      <ListToolbar list={list} searchLabel="Search learners" searchPlaceholder="Name or email" />
      <DataTable<Learner>
        caption="Learners"
        columns={LEARNER_COLUMNS}
        rowKey={learner => learner.id}
        list={list}
        connection={data?.partnerLearners}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        errorTitle="Failed to load learners"
        emptyText="No learners match your search criteria"
      />
    </Stack>
  );
}

export const ENROLLMENT_STATUSES: readonly StatusOption<EnrollmentStatus>[] = [
  { status: "ACTIVE", label: "Active", color: "blue" },
  { status: "COMPLETED", label: "Completed", color: "green" },
  { status: "CANCELLED", label: "Cancelled", color: "gray" },
];

const CERTIFICATE_STATUSES: readonly StatusOption<CertificateStatus>[] = [
  { status: "VALID", label: "Valid", color: "green" },
  { status: "REVOKED", label: "Revoked", color: "red" },
  { status: "SUPERSEDED", label: "Superseded", color: "gray" },
];

const ENROLLMENT_COLUMNS: readonly Column<Enrollment>[] = [
  {
    header: "Learner",
    render: row => <Person name={row.learnerName} email={row.learnerEmail} />,
  },
  { header: "Course", truncate: true, render: row => row.courseTitle },
  {
    header: "Status",
    render: row => <StatusOptionBadge status={row.status} options={ENROLLMENT_STATUSES} />,
  },
  { header: "Enrolled", render: row => formatDate(row.enrolledAt) },
  { header: "Completed", render: row => formatDate(row.completedAt, "—") },
  {
    header: "Certificate",
    render: row =>
      row.certificateNumber && row.certificateStatus ? (
        <Stack gap="1" align="start">
          <Text fontFamily="mono" fontSize="sm">
            {row.certificateNumber}
          </Text>
          <StatusOptionBadge status={row.certificateStatus} options={CERTIFICATE_STATUSES} />
        </Stack>
      ) : (
        "—"
      ),
  },
];

const STATUS_PARAMS = ENROLLMENT_STATUSES.map(option => option.status.toLowerCase());

/** The partner's enrollments, newest first: by learner, course and status. */
export function PartnerEnrollmentsTable({ partnerId }: { partnerId: number }) {
  const list = useListParams({
    sortFields: ["ENROLLED_AT"] as const,
    defaultSort: { field: "ENROLLED_AT", direction: "DESC" },
    filters: { status: STATUS_PARAMS, course: (value: string) => /^\d{1,9}$/.test(value) },
  });
  const courses = useCoursesQuery().data?.courses ?? [];
  const { data, loading, error, refetch } = usePartnerEnrollmentsQuery({
    variables: {
      partnerId,
      ...list.page,
      filter: {
        search: list.search || null,
        courseId: list.filters.course ? Number(list.filters.course) : null,
        status: (list.filters.status?.toUpperCase() as EnrollmentStatus | undefined) ?? null,
      },
    },
  });
  return (
    <Stack gap="0">
      <ListToolbar
        list={list}
        searchLabel="Search enrollments"
        searchPlaceholder="Learner's name or email"
        filters={[
          {
            param: "course",
            label: "Course",
            options: courses.map(course => ({ value: String(course.id), label: course.title })),
          },
          {
            param: "status",
            label: "Status",
            options: ENROLLMENT_STATUSES.map(option => ({
              value: option.status.toLowerCase(),
              label: option.label,
            })),
          },
        ]}
      />
      <DataTable<Enrollment>
        caption="Enrollments"
        columns={ENROLLMENT_COLUMNS}
        rowKey={row => row.id}
        list={list}
        connection={data?.partnerEnrollments}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        errorTitle="Failed to load enrollments"
        emptyText="No enrollments match your search criteria"
      />
    </Stack>
  );
}
