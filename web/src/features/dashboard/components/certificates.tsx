import { Stack } from "@chakra-ui/react";
import { EmptyState } from "../../../components/feedback/empty-state";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { AwardIcon } from "../../../components/icons/icons";
import { useMyCertificatesQuery } from "../../certificates/certificates.generated";
import { useMyEnrollmentsQuery } from "../dashboard.generated";
import { CertificateCard, PendingCertificate } from "./certificate-card";

/**
 * The learner's issued certificates, then (the spec's placeholders) the enrolled courses that
 * have none yet.
 */
export function Certificates() {
  const enrollments = useMyEnrollmentsQuery();
  const certificates = useMyCertificatesQuery();
  if ((enrollments.loading && !enrollments.data) || (certificates.loading && !certificates.data)) {
    return <LoadingState label="Loading your certificates…" />;
  }
  if (enrollments.error || certificates.error || !enrollments.data || !certificates.data) {
    return (
      <ErrorState
        title="Your certificates could not be loaded."
        onRetry={() => Promise.all([enrollments.refetch(), certificates.refetch()])}
      />
    );
  }
  const issued = certificates.data.myCertificates;
  const certified = new Set(issued.map(certificate => certificate.enrollmentId));
  // A refunded course leads to no certificate.
  const pending = enrollments.data.myEnrollments.filter(
    enrollment => enrollment.status !== "CANCELLED" && !certified.has(enrollment.id),
  );
  if (issued.length === 0 && pending.length === 0) {
    return (
      <EmptyState
        icon={<AwardIcon />}
        title="No Certificates Yet"
        description="Certificates appear here for the courses you take."
      />
    );
  }
  return (
    <Stack as="ul" gap="4" listStyleType="none">
      {issued.map(certificate => (
        <CertificateCard key={certificate.number} certificate={certificate} />
      ))}
      {pending.map(enrollment => (
        <PendingCertificate key={enrollment.id} enrollment={enrollment} />
      ))}
    </Stack>
  );
}
