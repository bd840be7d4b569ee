import { Alert, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { PageFrame } from "../components/page-frame";
import { LoadingState } from "../../../components/feedback/loading-state";
import { formatDate } from "../../../lib/format";
import { serverMessage } from "../../../lib/graphql/errors";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { useRunOnce } from "../../../lib/graphql/run-once";
import { loginPath } from "../../../lib/session/redirects";
import { useSession } from "../../../lib/session/session-context";
import { RegisterForm, type Registered } from "../../auth/components/register-form";
import {
  type AcceptPartnerInvitationMutation,
  usePartnerInvitationPageQuery,
  useAcceptPartnerInvitationMutation,
} from "../partners.generated";

type Joined = AcceptPartnerInvitationMutation["acceptPartnerInvitation"];

function NotAccepted({ message }: { message: string }) {
  return (
    <PageFrame title="Invitation Not Accepted">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </PageFrame>
  );
}

/** Signed in: joins the partner with the link (once). */
function AcceptInvitation({ token }: { token: string }) {
  const [accept] = useAcceptPartnerInvitationMutation();
  const { result: joined, failed } = useRunOnce<Joined>(
    () => accept({ variables: { token } }).then(r => r.data?.acceptPartnerInvitation ?? null),
    "The invitation could not be accepted. Please try again.",
  );

  if (failed) return <NotAccepted message={failed} />;
  if (!joined) return <LoadingState label="Accepting the invitation" page />;
  return (
    <PageFrame title={`Welcome to ${joined.legalName}`}>
      <Text>
        You are now an administrator of {joined.legalName}. Next you set up its branded academy: its
        name, logo, colour and address.
      </Text>
    </PageFrame>
  );
}

/**
 * Signed out: the invitation (partner, the address it went to), a register form with that
 * address that signs the new account in at once, or a sign-in for an existing account.
 */
function InvitationWelcome({ token }: { token: string }) {
  const { login } = useSession();
  const { data, loading, error } = usePartnerInvitationPageQuery({ variables: { token } });
  if (loading && !data) return <LoadingState label="Opening the invitation" page />;
  const invitation = data?.partnerInvitation;
  if (!invitation) {
    return (
      <NotAccepted
        message={serverMessage(error) ?? "The invitation could not be opened. Please try again."}
      />
    );
  }
  const signInNew = async (account: Registered) => {
    await runMutation(() => login(account), {
      title: "Login Failed",
      fallback: "Your account was created, but signing in failed. Please log in.",
    });
  };
  return (
    <PageFrame title={`Administer ${invitation.partnerName}`}>
      <Text fontSize="lg">
        You are invited to administer <strong>{invitation.partnerName}</strong>&apos;s academy at
        Guardian Academy. The invitation was sent to <strong>{invitation.email}</strong> and works
        until {formatDate(invitation.expiresAt)}.
      </Text>
      <Stack gap="4" borderWidth="1px" rounded="md" p={{ base: "4", md: "6" }}>
        <Heading as="h2" size="lg">
          Create Your Administrator Account
        </Heading>
        <RegisterForm
          initial={{ firstName: "", lastName: "", email: invitation.email }}
          emailHelp="The address the invitation was sent to."
          announce={false}
          onRegistered={signInNew}
        />
      </Stack>
      <Text>
        Already have an account with {invitation.email}?{" "}
        <Link asChild color="blue.700" textDecoration="underline">
          <RouterLink to={loginPath(`/partners/join?token=${token}`)}>Log in to accept</RouterLink>
        </Link>
      </Text>
    </PageFrame>
  );
}

/**
 * /partners/join?token=…, a partner administrator's invitation link (never a password). Signed
 * out: a new account (the registration rules) or a sign-in; signed in: joins the partner, once.
 */
export function PartnerJoinPage() {
  const token = useSearchParams()[0].get("token") ?? "";
  const { status } = useSession();
  if (status === "loading") return <LoadingState label="Opening the invitation" page />;
  return status === "authenticated" ? (
    <AcceptInvitation token={token} />
  ) : (
    <InvitationWelcome token={token} />
  );
}
