import { Card, Heading, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import {
  useMyContinuingEducationQuery,
  type CeLedgerCard_CreditFragment,
  type MyContinuingEducationQuery,
} from "../ce-ledger.generated";
import { countOf, formatDate, formatDay } from "../../../lib/format";

type Ledger = MyContinuingEducationQuery["myContinuingEducation"];

function Credits({ credits }: { credits: CeLedgerCard_CreditFragment[] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {credits.map(course => (
        <HStack as="li" key={course.enrollmentId} justify="space-between" wrap="wrap">
          <Text>{course.title}</Text>
          <Text color="gray.600">
            {countOf(course.creditHours, "hour")} · completed {formatDate(course.completedAt)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

const hoursOf = (credits: CeLedgerCard_CreditFragment[]) =>
  countOf(
    credits.reduce((sum, course) => sum + course.creditHours, 0),
    "hour",
  );

/**
 * Continuing education completed before the first initial certification: renewal periods start
 * with it, so these hours count in none. Said in words, not left as a puzzling total.
 */
function BeforeCertification({ ledger }: { ledger: Ledger }) {
  const credits = ledger.beforeCertification;
  if (!credits.length) return null;
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Completed before your initial certification
      </Heading>
      <Text color="gray.700">
        {ledger.anchorDate
          ? `These ${hoursOf(credits)} were completed before your initial certification on ${formatDay(ledger.anchorDate)}. Renewal periods start with it, so they do not count toward any period.`
          : `You have completed ${hoursOf(credits)} of continuing education. Renewal periods start with your initial certification, and only hours completed from then on count: these do not count toward any period.`}
      </Text>
      <Credits credits={credits} />
    </Stack>
  );
}

function Period({ ledger }: { ledger: Ledger }) {
  const percent = Math.min(100, Math.round((ledger.hoursEarned / ledger.hoursRequired) * 100));
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="lg" fontWeight="medium">
          {ledger.hoursEarned} of {countOf(ledger.hoursRequired, "hour")} earned
        </Text>
        <Text>
          Deadline: <strong>{formatDay(ledger.deadline)}</strong>
        </Text>
      </HStack>
      <Progress.Root value={percent} colorPalette={ledger.hoursMissing ? "blue" : "green"}>
        {/* The track is the progressbar: named here, or Ark names it by its percent alone. */}
        <Progress.Track aria-label="Continuing-education hours earned">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text color="gray.700">
        {ledger.hoursMissing
          ? `You need ${countOf(ledger.hoursMissing, "hour")} more by ${formatDay(ledger.deadline)}.`
          : "You have the hours this period requires."}{" "}
        This period began {formatDay(ledger.periodStart)}.
      </Text>
      <Heading as="h3" size="sm">
        Courses that count
      </Heading>
      {ledger.courses.length ? (
        <Credits credits={ledger.courses} />
      ) : (
        <Text color="gray.600">No continuing-education course completed in this period yet.</Text>
      )}
      <BeforeCertification ledger={ledger} />
    </Stack>
  );
}

/** The learner's renewal period: hours earned against the rule, the deadline, what counts. */
export function CeLedgerCard() {
  const { data, loading, error, refetch } = useMyContinuingEducationQuery();
  const ledger = data?.myContinuingEducation;
  let body;
  if (loading && !data) body = <LoadingState label="Loading your continuing education…" py="6" />;
  else if (error || !ledger) {
    body = (
      <ErrorState
        title="Your continuing-education hours could not be loaded."
        onRetry={() => refetch()}
      />
    );
  } else if (!ledger.hasInitialCertification) {
    body = (
      <Stack gap="4">
        <Text color="gray.700">
          No initial certification yet. Once you complete an initial certification course, you need{" "}
          {countOf(ledger.hoursRequired, "hour")} of continuing education every{" "}
          {countOf(ledger.periodMonths, "month")} to renew, and your progress shows here.
        </Text>
        <BeforeCertification ledger={ledger} />
      </Stack>
    );
  } else body = <Period ledger={ledger} />;
  return (
    <Card.Root mb="8" as="section" aria-labelledby="ce-ledger-heading">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="lg" id="ce-ledger-heading">
            Continuing Education
          </Heading>
          {body}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
