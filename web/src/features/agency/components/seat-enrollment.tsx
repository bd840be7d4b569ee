import { Button, Card, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useEnrollOnAgencySeatMutation } from "../../../graphql/member/hooks";
import { runMutation } from "../../../lib/graphql/run-mutation";
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
export function SeatEnrollment({ seat, onEnrolled }: SeatEnrollmentProps) {
  const [signing, setSigning] = useState(false);
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
          <Button asChild alignSelf="start" colorPalette="blue">
            <RouterLink to="/dashboard">Go to My Courses</RouterLink>
          </Button>
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
