import { Button, Card, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useEnrollOnAgencySeatMutation } from "../agency.generated";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { useRevealOnMount } from "../../../lib/reveal";
import { showToast } from "../../../lib/toast";
import { AgreementStep } from "../../checkout/components/agreement-step";

interface SeatEnrollmentProps {
  seat: { agencyName: string; courseId: number; courseTitle: string; enrolled: boolean };
  onEnrolled: () => void;
}

/**
 * A seat an agency gave the user: enrolled, or the enrollment agreement to sign (each agent signs
 * their own) and then the course opens on the seat.
 */
/**
 * The seat's course is open. Just enrolled after signing, this takes the agreement's place: it
 * is brought into view and focused, or a phone is left on the footer below it.
 */
function Enrolled({ courseTitle, justEnrolled }: { courseTitle: string; justEnrolled: boolean }) {
  const ref = useRevealOnMount<HTMLDivElement>(justEnrolled);
  return (
    <Stack gap="3" ref={ref} tabIndex={-1} outline="none" role="status">
      {justEnrolled && (
        <Text fontWeight="medium" color="green.700">
          You signed the enrollment agreement and are enrolled in {courseTitle}.
        </Text>
      )}
      <Button asChild alignSelf="start" colorPalette="blue">
        <RouterLink to="/dashboard">Go to My Courses</RouterLink>
      </Button>
    </Stack>
  );
}

export function SeatEnrollment({ seat, onEnrolled }: SeatEnrollmentProps) {
  const [signing, setSigning] = useState(false);
  const [justEnrolled, setJustEnrolled] = useState(false);
  const [enroll] = useEnrollOnAgencySeatMutation();

  const signed = async () => {
    const enrollment = await runMutation(
      async () =>
        (await enroll({ variables: { courseId: seat.courseId } })).data?.enrollOnAgencySeat,
      { title: "Enrollment Failed", fallback: "The course could not be opened. Please try again." },
    );
    if (enrollment === undefined) return;
    showToast("success", {
      title: "Enrolled",
      description: `You are enrolled in ${seat.courseTitle}.`,
    });
    setSigning(false);
    setJustEnrolled(true);
    onEnrolled();
  };

  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          {seat.courseTitle}
        </Heading>
        <Text color="gray.600">A seat from {seat.agencyName}.</Text>
        {seat.enrolled ? (
          <Enrolled courseTitle={seat.courseTitle} justEnrolled={justEnrolled} />
        ) : signing ? (
          <Stack gap="4">
            <AgreementStep courseId={seat.courseId} onSigned={() => void signed()} />
          </Stack>
        ) : (
          <Button alignSelf="start" colorPalette="blue" onClick={() => setSigning(true)}>
            Sign the Agreement and Start
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
