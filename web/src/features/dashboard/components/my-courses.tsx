import { Box, Button, Card, Grid, Link, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { EmptyState } from "../../../components/feedback/empty-state";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { BookIcon } from "../../../components/icons/icons";
import {
  useMyEnrollmentsQuery,
  useRequestCourseAccessMutation,
  type MyEnrollmentsQuery,
} from "../dashboard.generated";
import { errorCode } from "../../../lib/graphql/errors";
import { showToast } from "../../../lib/toast";
import { CourseImage } from "../../courses/components/course-image";
import { formatDate, truncate } from "../../../lib/format";
import { CourseFacts } from "../../courses/components/course-format";

type Enrollment = MyEnrollmentsQuery["myEnrollments"][number];

const ACCESS_FAILED = "There was a problem setting up your course access. Please try again later.";
const ACCESS_UNREACHABLE =
  "There was a problem connecting to the learning system. Please try again later.";

/** How often the list is asked for again while a course's access is being set up. */
const SETUP_POLL_MS = 5_000;
/** How long after the enrollment, or a press of Access Course, its access may still be on its way. */
const SETUP_WINDOW_MS = 10 * 60_000;

/** How long each course whose access is being set up may still take (ms, none: nothing to wait for). */
const setupLeft = (
  enrollments: readonly Enrollment[] | undefined,
  askedAt: number | null,
  now: number,
) =>
  (enrollments ?? [])
    .filter(row => row.status === "ACTIVE" && !row.moodleUrl && !row.accessFailedAt)
    .map(row => Math.max(Date.parse(row.enrolledAt), askedAt ?? 0) + SETUP_WINDOW_MS - now)
    .filter(ms => ms > 0);

/**
 * While a course's access is being set up (no link and no failure yet, enrolled or asked for in
 * the last ten minutes), the list is asked for again every few seconds: 'Open in LMS' shows by
 * itself once the learning system has the learner.
 */
function usePollWhileSettingUp(
  enrollments: readonly Enrollment[] | undefined,
  askedAt: number | null,
  { startPolling, stopPolling }: { startPolling(ms: number): void; stopPolling(): void },
) {
  useEffect(() => {
    const left = setupLeft(enrollments, askedAt, Date.now());
    if (left.length === 0) return;
    startPolling(SETUP_POLL_MS);
    const stop = setTimeout(stopPolling, Math.max(...left));
    return () => {
      clearTimeout(stop);
      stopPolling();
    };
  }, [enrollments, askedAt, startPolling, stopPolling]);
}

/** The learner's enrollments, newest first, each with exactly one way into the LMS. */
export function MyCourses() {
  const query = useMyEnrollmentsQuery();
  const { data, loading, error, refetch } = query;
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const [shownAt] = useState(Date.now);
  usePollWhileSettingUp(data?.myEnrollments, askedAt, query);
  if (loading && !data) return <LoadingState label="Loading your courses…" />;
  if (error || !data) {
    return <ErrorState title="Your courses could not be loaded." onRetry={() => refetch()} />;
  }
  if (data.myEnrollments.length === 0) {
    return (
      <EmptyState
        icon={<BookIcon />}
        title="No Courses Yet"
        description="You are not enrolled in any courses yet."
        action={
          <Button asChild colorPalette="blue">
            <RouterLink to="/#courses">Explore Courses</RouterLink>
          </Button>
        }
      />
    );
  }
  return (
    <Grid
      as="ul"
      templateColumns={{ base: "1fr", md: "repeat(2, 1fr)" }}
      gap="6"
      listStyleType="none"
      // A page the server rendered starts the app when idle while a course's access is being set
      // up (app/wake.ts), so that the list is asked for again without a press.
      data-needs-app={setupLeft(data.myEnrollments, askedAt, shownAt).length ? "" : undefined}
    >
      {data.myEnrollments.map(enrollment => (
        <Card.Root as="li" key={enrollment.id} overflow="hidden">
          <CourseImage course={enrollment.course} />
          <Card.Body gap="3">
            <CourseFacts course={enrollment.course} />
            <Card.Title as="h3" fontSize="lg">
              {enrollment.course.title}
            </Card.Title>
            <Card.Description color="gray.600">
              {truncate(enrollment.course.description, 120)}
            </Card.Description>
            <Text fontSize="sm" color="gray.600">
              Enrolled: {formatDate(enrollment.enrolledAt, "N/A")}
            </Text>
          </Card.Body>
          <Card.Footer>
            <AccessButton
              enrollment={enrollment}
              onRequested={() => {
                setAskedAt(Date.now());
                return refetch();
              }}
            />
          </Card.Footer>
        </Card.Root>
      ))}
    </Grid>
  );
}

/**
 * 'Open in LMS' with a link; 'Processing Access' once set up without one; else 'Access Course'.
 * An ended (refunded) enrollment has no way in; one whose provisioning gave up says so, with the
 * way to reach the team (who were told and can retry).
 */
function AccessButton({
  enrollment,
  onRequested,
}: {
  enrollment: Enrollment;
  onRequested: () => unknown;
}) {
  const [requestAccess] = useRequestCourseAccessMutation();
  const [requesting, setRequesting] = useState(false);

  if (enrollment.status === "CANCELLED") {
    return <Text color="gray.600">This enrollment has ended: the course was refunded.</Text>;
  }
  if (enrollment.moodleUrl) {
    return (
      <Button asChild colorPalette="blue">
        <a href={enrollment.moodleUrl} target="_blank" rel="noreferrer">
          Open in LMS
        </a>
      </Button>
    );
  }
  if (enrollment.accessFailedAt) {
    return (
      <Text color="red.700">
        We could not open your course access yet. Our team has been told.{" "}
        <Link asChild colorPalette="blue" variant="underline">
          <RouterLink to="/contact">Contact us</RouterLink>
        </Link>
      </Text>
    );
  }
  if (enrollment.moodleEnrollmentComplete) {
    return (
      <Button disabled variant="subtle">
        Processing Access
      </Button>
    );
  }

  async function request() {
    setRequesting(true);
    showToast("info", { title: "Setting up your course access..." });
    // A refusal by the server and no answer at all (the network) each have their own words.
    const outcome = await requestAccess({ variables: { courseId: enrollment.courseId } }).then(
      ({ data }) => (data?.requestCourseAccess.success ? "requested" : "refused"),
      (error: unknown) => (errorCode(error) === undefined ? "unreachable" : "refused"),
    );
    setRequesting(false);
    if (outcome !== "requested") {
      const description = outcome === "refused" ? ACCESS_FAILED : ACCESS_UNREACHABLE;
      showToast("error", { title: "Error", description });
      return;
    }
    showToast("success", {
      title: "Course Access Requested",
      description:
        "Your course access is being set up. You will receive an email with your login details shortly.",
    });
    await onRequested();
  }

  return (
    <Box>
      <Button colorPalette="blue" loading={requesting} onClick={() => void request()}>
        Access Course
      </Button>
    </Box>
  );
}
