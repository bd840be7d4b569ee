import { Button, Card, Container, Heading, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { TableRoot } from "../../../components/ui/page-recipes";
import { useMyAgencyQuery } from "../agency.generated";
import { AgencyMembers } from "../components/agency-members";
import { AgencySetupForm } from "../components/agency-setup-form";
import { InviteAgents } from "../components/invite-agents";
import { SeatEnrollment } from "../components/seat-enrollment";

/**
 * /agency: the agency the user manages (its seats, its members, inviting agents), or the form to
 * set one up; and the seats agencies gave the user.
 */
export function AgencyPage() {
  const { data, loading, error, refetch } = useMyAgencyQuery({ fetchPolicy: "cache-and-network" });
  if (loading && !data) return <LoadingState label="Loading your agency" page />;
  if (error && !data) {
    return <ErrorState title="Agency Not Loaded" onRetry={() => refetch()} />;
  }
  const agency = data?.myAgency ?? null;
  const seats = data?.myAgencySeats ?? [];
  const reload = () => void refetch();

  return (
    <Container maxW="5xl" py={{ base: "8", md: "12" }}>
      <Stack gap="8">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          {agency ? agency.name : "My Agency"}
        </Heading>
        {seats.length > 0 && (
          <Stack gap="4">
            <Heading as="h2" size="lg">
              Your seats
            </Heading>
            {seats.map(seat => (
              <SeatEnrollment key={seat.courseId} seat={seat} onEnrolled={reload} />
            ))}
          </Stack>
        )}
        {!agency ? (
          <Card.Root>
            <Card.Body>
              <AgencySetupForm onCreated={reload} />
            </Card.Body>
          </Card.Root>
        ) : (
          <>
            <Text color="gray.600">Billing: {agency.billingEmail}</Text>
            <Stack gap="3">
              <HStack justify="space-between" wrap="wrap" gap="3">
                <Heading as="h2" size="lg">
                  Seats
                </Heading>
                <Button asChild size="sm" colorPalette="blue">
                  <RouterLink to="/agency/seats">Buy Seats</RouterLink>
                </Button>
              </HStack>
              {agency.seats.length === 0 ? (
                <Text color="gray.600">No seats yet.</Text>
              ) : (
                <TableRoot size="sm" aria-label="Seats">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Course</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Seats</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Used</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {agency.seats.map(seat => (
                      <Table.Row key={seat.courseId}>
                        <Table.Cell>{seat.courseTitle}</Table.Cell>
                        <Table.Cell textAlign="end">{seat.seats}</Table.Cell>
                        <Table.Cell textAlign="end">{seat.used}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </TableRoot>
              )}
            </Stack>
            <AgencyMembers members={agency.members} />
            <Card.Root>
              <Card.Body>
                <InviteAgents seats={agency.seats} onSent={reload} />
              </Card.Body>
            </Card.Root>
          </>
        )}
      </Stack>
    </Container>
  );
}
