import {
  Alert,
  Button,
  Card,
  Container,
  Field,
  Grid,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { NativeSelectRoot } from "../../../components/ui/page-recipes";
import { useMyAgencyQuery } from "../agency.generated";
import { useCoursesQuery } from "../../courses/courses.generated";
import { formatPrice } from "../../../lib/format-price";
import { OrderSummary, PaymentCard } from "../../../components/payment/order-summary";
import { SeatPayment } from "../components/seat-payment";

/** The most seats of one order (the server's limit too). */
const MAX_SEATS = 1000;

/** A whole number of seats from 1 to 1000, or null. */
function seatCount(text: string | null): number | null {
  const seats = Number(text);
  return text && Number.isInteger(seats) && seats >= 1 && seats <= MAX_SEATS ? seats : null;
}

/**
 * /agency/seats: an agency's manager buys seats of a course: the course and how many, then the
 * card payment (one payment for all of them) with the order summary. The processor's return
 * after a card check (3-D Secure) names the order in the URL (?course=&seats=).
 */
export function AgencySeatsPage() {
  const [params, setParams] = useSearchParams();
  const agency = useMyAgencyQuery();
  const courses = useCoursesQuery();
  const onSale = (courses.data?.courses ?? []).filter(
    course => course.isActive && course.priceCents > 0,
  );
  const [draft, setDraft] = useState({
    courseId: params.get("course") ?? "",
    seats: params.get("seats") ?? "1",
  });
  const [ordered, setOrdered] = useState<{ courseId: string; seats: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The order: as just given, or in the URL (the processor's return after a card check).
  const chosen = onSale.find(
    course => String(course.id) === (ordered?.courseId ?? params.get("course")),
  );
  const seats = ordered?.seats ?? seatCount(params.get("seats"));

  if ((agency.loading && !agency.data) || (courses.loading && !courses.data)) {
    return <LoadingState label="Loading" page />;
  }
  if (agency.error || courses.error) {
    return (
      <ErrorState
        title="Seats Not Loaded"
        onRetry={() => void Promise.all([agency.refetch(), courses.refetch()])}
      />
    );
  }

  const order = (event: FormEvent) => {
    event.preventDefault();
    const count = seatCount(draft.seats.trim());
    if (count === null) {
      setProblem(`Seats must be a whole number from 1 to ${MAX_SEATS}`);
      return;
    }
    setProblem(null);
    setOrdered({ courseId: draft.courseId, seats: count });
  };

  let body;
  if (!agency.data?.myAgency) {
    body = (
      <Alert.Root status="info" flexDirection="column" alignItems="flex-start" gap="3">
        <Alert.Title>Set up your agency first: seats are bought for an agency.</Alert.Title>
        <Button asChild size="sm" colorPalette="blue">
          <RouterLink to="/agency">Set Up Your Agency</RouterLink>
        </Button>
      </Alert.Root>
    );
  } else if (chosen && seats) {
    const returnPath = `/agency/seats?course=${chosen.id}&seats=${seats}`;
    body = (
      <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="6" alignItems="start">
        <PaymentCard title="Payment Details">
          <SeatPayment course={chosen} seats={seats} returnPath={returnPath} />
        </PaymentCard>
        <OrderSummary
          item={chosen.title}
          line={["Seats", `${seats} × ${formatPrice(chosen.priceCents)}`]}
          total={formatPrice(chosen.priceCents * seats)}
        >
          <Button
            variant="outline"
            size="sm"
            alignSelf="start"
            onClick={() => {
              setOrdered(null);
              setParams({});
            }}
          >
            Change Order
          </Button>
        </OrderSummary>
      </Grid>
    );
  } else {
    body = (
      <Card.Root maxW="lg">
        <Card.Body>
          <form onSubmit={order} noValidate aria-label="Seats to buy">
            <Stack gap="4">
              <Text color="gray.600">
                Each seat lets one agent take the course; every agent signs their own enrollment
                agreement before starting.
              </Text>
              <Field.Root required>
                <Field.Label>Course</Field.Label>
                <NativeSelectRoot>
                  <NativeSelect.Field
                    value={draft.courseId}
                    onChange={event => setDraft({ ...draft, courseId: event.target.value })}
                  >
                    <option value="">Choose a course</option>
                    {onSale.map(course => (
                      <option key={course.id} value={course.id}>
                        {course.title} ({formatPrice(course.priceCents)} per seat)
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelectRoot>
              </Field.Root>
              <Field.Root required invalid={Boolean(problem)}>
                <Field.Label>Seats</Field.Label>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_SEATS}
                  value={draft.seats}
                  onChange={event => setDraft({ ...draft, seats: event.target.value })}
                />
                <Field.ErrorText>{problem}</Field.ErrorText>
              </Field.Root>
              <Button
                type="submit"
                colorPalette="blue"
                alignSelf="start"
                disabled={!draft.courseId}
              >
                Continue to Payment
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: "8", md: "12" }}>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
            Buy Seats
          </Heading>
          {agency.data?.myAgency && (
            <Text fontSize="lg" color="gray.600">
              For {agency.data.myAgency.name}
            </Text>
          )}
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
