import { Alert, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { LoadingState } from "../../../components/feedback/loading-state";
import type { AcceptAgencyInvitationMutation } from "../../../graphql/member/graphql";
import { useAcceptAgencyInvitationMutation } from "../../../graphql/member/hooks";
import { serverMessage } from "../../../lib/graphql/errors";
import { SeatEnrollment } from "../components/seat-enrollment";

type Joined = AcceptAgencyInvitationMutation["acceptAgencyInvitation"];

/**
 * /agency/join?token=…: an invited agent, signed in (RequireAuth sends them to sign in or
 * register first), joins the agency and takes the seat; then signs the agreement to start.
 */
export function AgencyJoinPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [accept] = useAcceptAgencyInvitationMutation();
  const [joined, setJoined] = useState<Joined | null>(null);
  const [enrolled, setEnrolled] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    // Once: the link works once (StrictMode runs effects twice in development).
    if (asked.current) return;
    asked.current = true;
    accept({ variables: { token } }).then(
      result => setJoined(result.data?.acceptAgencyInvitation ?? null),
      (error: unknown) =>
        setFailed(
          serverMessage(error) ?? "The invitation could not be accepted. Please try again.",
        ),
    );
  }, [accept, token]);

  if (failed) {
    return (
      <Container maxW="3xl" py="12">
        <Stack gap="4">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
            Invitation Not Accepted
          </Heading>
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{failed}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button asChild alignSelf="center" variant="outline">
            <RouterLink to="/agency">See your seats</RouterLink>
          </Button>
        </Stack>
      </Container>
    );
  }
  if (!joined) return <LoadingState label="Accepting the invitation" page />;
  return (
    <Container maxW="3xl" py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          Welcome to {joined.agencyName}
        </Heading>
        <Text>
          Your agency gave you a seat in {joined.courseTitle}. Sign the enrollment agreement to
          start the course.
        </Text>
        <SeatEnrollment seat={{ ...joined, enrolled }} onEnrolled={() => setEnrolled(true)} />
      </Stack>
    </Container>
  );
}
