import { Alert, Button, Container, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { LoadingState } from "../../../components/feedback/loading-state";
import {
  useAcceptAgencyInvitationMutation,
  useAgencyInvitationQuery,
  type AcceptAgencyInvitationMutation,
  type AgencyInvitationQuery,
} from "../agency.generated";
import { formatDate } from "../../../lib/format";
import { serverMessage } from "../../../lib/graphql/errors";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { useRunOnce } from "../../../lib/graphql/run-once";
import { loginPath } from "../../../lib/session/redirects";
import { useSession } from "../../../lib/session/session-context";
import { RegisterForm } from "../../auth/components/register-form";
import type { Registered } from "../../auth/components/register-form";
import { SeatEnrollment } from "../components/seat-enrollment";

type Joined = AcceptAgencyInvitationMutation["acceptAgencyInvitation"];
type Invitation = AgencyInvitationQuery["agencyInvitation"];

function NotAccepted({ message }: { message: string }) {
  return (
    <Container maxW="3xl" py="12">
      <Stack gap="4">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          Invitation Not Accepted
        </Heading>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button asChild alignSelf="center" variant="outline">
          <RouterLink to="/agency">See your seats</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

/** Signed in: joins the agency with the link (once) and offers the seat's agreement. */
function AcceptInvitation({ token }: { token: string }) {
  const [accept] = useAcceptAgencyInvitationMutation();
  const [enrolled, setEnrolled] = useState(false);
  const { result: joined, failed } = useRunOnce<Joined>(
    () => accept({ variables: { token } }).then(r => r.data?.acceptAgencyInvitation ?? null),
    "The invitation could not be accepted. Please try again.",
  );

  if (failed) return <NotAccepted message={failed} />;
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

/**
 * Signed out: the invitation by name (agency, course, the address it went to), and a register
 * form with that address that signs the new account in at once, so the seat is taken without a
 * second sign-in. An existing account logs in and comes back here.
 */
function InvitationWelcome({ token, invitation }: { token: string; invitation: Invitation }) {
  const { login } = useSession();
  const signInNew = async (account: Registered) => {
    await runMutation(() => login(account), {
      title: "Login Failed",
      fallback: "Your account was created, but signing in failed. Please log in.",
    });
  };
  return (
    <Container maxW="3xl" py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
            {invitation.agencyName} invites you
          </Heading>
          <Text fontSize="lg">
            {invitation.agencyName} has a seat for you in <strong>{invitation.courseTitle}</strong>{" "}
            at Guardian Academy. The invitation was sent to <strong>{invitation.email}</strong> and
            works until {formatDate(invitation.expiresAt)}.
          </Text>
          <Text color="gray.700">
            Create your account with that address to take the seat; you then sign the course's
            enrollment agreement yourself.
          </Text>
        </Stack>
        <Stack gap="4" borderWidth="1px" rounded="md" p={{ base: "4", md: "6" }}>
          <Heading as="h2" size="lg">
            Create an Account
          </Heading>
          <RegisterForm
            initial={{
              firstName: invitation.firstName,
              lastName: invitation.lastName,
              email: invitation.email,
            }}
            emailHelp="The address the invitation was sent to."
            announce={false}
            onRegistered={signInNew}
          />
        </Stack>
        <Text>
          Already have an account with {invitation.email}?{" "}
          <Link asChild color="blue.700" textDecoration="underline">
            <RouterLink to={loginPath(`/agency/join?token=${token}`)}>Log in to accept</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Container>
  );
}

function InvitationPreview({ token }: { token: string }) {
  const { data, loading, error } = useAgencyInvitationQuery({ variables: { token } });
  if (loading && !data) return <LoadingState label="Opening the invitation" page />;
  if (error || !data) {
    return (
      <NotAccepted
        message={serverMessage(error) ?? "The invitation could not be opened. Please try again."}
      />
    );
  }
  return <InvitationWelcome token={token} invitation={data.agencyInvitation} />;
}

/**
 * /agency/join?token=…, the invitation mail's link. Signed out, it names the agency and the
 * invitation and registers the invited agent (signed in at once); signed in, the agent joins the
 * agency and takes the seat, then signs the agreement to start.
 */
export function AgencyJoinPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { status } = useSession();
  if (status === "loading") return <LoadingState label="Opening the invitation" page />;
  return status === "authenticated" ? (
    <AcceptInvitation token={token} />
  ) : (
    <InvitationPreview token={token} />
  );
}
