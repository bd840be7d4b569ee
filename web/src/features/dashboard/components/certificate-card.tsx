import { Badge, Button, Card, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { MyCertificatesQuery } from "../../certificates/certificates.generated";
import type { MyEnrollmentsQuery } from "../dashboard.generated";
import { countOf, formatDate } from "../../../lib/format";
import { certificateStatus } from "../../certificates/certificate-status";

type Issued = MyCertificatesQuery["myCertificates"][number];
type Enrollment = MyEnrollmentsQuery["myEnrollments"][number];

/** An issued certificate: its status, facts, PDF download and public verification page. */
export function CertificateCard({ certificate }: { certificate: Issued }) {
  const look = certificateStatus(certificate.status);
  const expiry = certificate.expiresAt
    ? `Expires ${formatDate(certificate.expiresAt)}`
    : "No expiry";
  return (
    <Card.Root as="li">
      <Card.Body>
        <HStack justify="space-between" gap="4" flexWrap="wrap">
          <Stack gap="1">
            <Card.Title as="h3">{certificate.courseTitle}</Card.Title>
            <Badge colorPalette={look.palette} alignSelf="flex-start">
              {look.label}
            </Badge>
            <Text color="gray.600" fontSize="sm">
              Certificate {certificate.number} · {countOf(certificate.hours, "hour")} · Completed{" "}
              {formatDate(certificate.completedAt)} · {expiry}
            </Text>
            <Link asChild colorPalette="blue" fontSize="sm" alignSelf="flex-start">
              <RouterLink to={`/verify/${encodeURIComponent(certificate.number)}`}>
                Verification page
              </RouterLink>
            </Link>
          </Stack>
          <Button asChild variant="outline" colorPalette="blue">
            <a href={certificate.downloadUrl} download>
              View Certificate
            </a>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** An enrolled course without a certificate yet: the spec's placeholder. */
export function PendingCertificate({ enrollment }: { enrollment: Enrollment }) {
  // Completed but not issued yet: the queue makes the certificate within moments.
  const completed = enrollment.status === "COMPLETED";
  return (
    <Card.Root as="li">
      <Card.Body>
        <HStack justify="space-between" gap="4" flexWrap="wrap">
          <Stack gap="1">
            <Card.Title as="h3">{enrollment.course.title}</Card.Title>
            <Badge colorPalette={completed ? "blue" : "yellow"} alignSelf="flex-start">
              {completed ? "Completed" : "In Progress"}
            </Badge>
            {completed && (
              <Text color="gray.600" fontSize="sm">
                Your certificate is being issued.
              </Text>
            )}
          </Stack>
          <Button disabled variant="outline">
            View Certificate
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
