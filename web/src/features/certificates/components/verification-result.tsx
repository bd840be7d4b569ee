import { Badge, Box, Card, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { useCertificateVerificationQuery } from "../certificates.generated";
import { formatDate } from "../../../lib/format";
import { serverMessage } from "../../../lib/graphql/errors";
import { certificateStatus } from "../certificate-status";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Box as="dt" fontWeight="semibold" color="gray.600">
        {label}
      </Box>
      <Box as="dd">{value}</Box>
    </>
  );
}

/** What the academy says about a certificate number: its status and the facts it certifies. */
export function VerificationResult({ number }: { number: string }) {
  const { data, loading, error, refetch } = useCertificateVerificationQuery({
    variables: { number },
  });
  if (loading && !data) return <LoadingState label="Checking the certificate…" py="10" />;
  if (error || !data) {
    return (
      <ErrorState
        title="The certificate could not be checked."
        description={serverMessage(error)}
        onRetry={() => refetch()}
      />
    );
  }
  const result = data.verifyCertificate;
  const look = certificateStatus(result.status);
  return (
    <Card.Root as="section" aria-labelledby="verification-status">
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Text color="gray.600">Certificate {result.number}</Text>
            <Heading as="h2" size="2xl" id="verification-status">
              <Badge colorPalette={look.palette} size="lg" fontSize="inherit" px="3" py="1">
                {look.label}
              </Badge>
            </Heading>
            <Text>{look.meaning}</Text>
            {result.supersededBy && (
              <Text>
                Replaced by{" "}
                <Link asChild color="blue.700">
                  <RouterLink to={`/verify/${result.supersededBy}`}>
                    {result.supersededBy}
                  </RouterLink>
                </Link>
              </Text>
            )}
          </Stack>
          {result.learnerName !== null && (
            <Box
              as="dl"
              display="grid"
              gridTemplateColumns="max-content 1fr"
              columnGap="6"
              rowGap="2"
            >
              {result.issuer && <Fact label="Issued by" value={result.issuer} />}
              <Fact label="Name" value={result.learnerName} />
              <Fact label="Course" value={result.courseTitle ?? ""} />
              <Fact label="Hours" value={String(result.hours ?? "")} />
              <Fact label="Completed" value={formatDate(result.completedAt, "")} />
              <Fact label="Expires" value={formatDate(result.expiresAt, "No expiry")} />
            </Box>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
