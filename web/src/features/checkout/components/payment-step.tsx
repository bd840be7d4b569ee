import { Alert, Box, Button, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { LoadingState } from "../../../components/feedback/loading-state";
import { Checklist } from "../../../components/lists/checklist";
import {
  useCheckoutEnrollmentLazyQuery,
  useCreatePaymentIntentMutation,
  type CheckoutCourseQuery,
} from "../checkout.generated";
import { errorCode, serverMessage } from "../../../lib/graphql/errors";
import { showToast } from "../../../lib/toast";
import { formatPrice } from "../../../lib/format-price";
import { useCheckoutFailure } from "../checkout-failure";
import { CardPayment } from "../../../components/payment/card-payment";
import { OrderSummary, PaymentCard } from "../../../components/payment/order-summary";

type Course = CheckoutCourseQuery["course"];

const NEXT_STEPS = [
  "Immediate access to your course materials",
  "An email confirmation with your login details",
  "Access to your course any time from your dashboard",
];

/**
 * Step 2: Payment Details (the card form), the Order Summary and 'What happens next'. At a
 * partner's storefront (its slug), the course's price is the partner's (the server charges it).
 */
export function PaymentStep({ course, storefront }: { course: Course; storefront?: string }) {
  const navigate = useNavigate();
  const fail = useCheckoutFailure(course.id);
  const [createIntent, intentState] = useCreatePaymentIntentMutation();
  // After the card form confirms, the page reads the enrollment the payment bought (the server
  // has recorded it already, or records it now, once, as the processor's webhook would).
  const [readEnrollment, { loading: enrolling, client }] = useCheckoutEnrollmentLazyQuery({
    fetchPolicy: "network-only",
  });
  const price = formatPrice(course.priceCents);

  const start = useCallback(() => {
    // A repeated call gets the same pending intent back: the server keys it by learner and course.
    createIntent({ variables: { courseId: course.id, storefront } }).catch(() => undefined);
  }, [createIntent, course.id, storefront]);
  useEffect(start, [start]);

  async function paid(paymentId: string) {
    try {
      const { error } = await readEnrollment({ variables: { courseId: course.id, paymentId } });
      if (error) throw error;
      client.cache.evict({ fieldName: "myEnrollments" });
      client.cache.gc();
      showToast("success", {
        title: "Enrollment Successful",
        description: `You are now enrolled in ${course.title}.`,
      });
      void navigate("/dashboard");
    } catch (error) {
      fail(error, {
        title: "Enrollment Failed",
        fallback: "There was an error enrolling you in the course. Please try again.",
      });
    }
  }

  const cardError = (message: string) =>
    showToast("error", { title: "Payment Failed", description: message });

  const intent = intentState.data?.createPaymentIntent;
  let details;
  if (errorCode(intentState.error) === "CONFLICT") {
    // Already enrolled: told so, and no card form (nothing is charged twice).
    details = (
      <Alert.Root status="info" flexDirection="column" alignItems="flex-start" gap="3">
        <Alert.Title>{serverMessage(intentState.error)}</Alert.Title>
        <Button asChild size="sm" colorPalette="blue">
          <RouterLink to="/dashboard">Go to My Dashboard</RouterLink>
        </Button>
      </Alert.Root>
    );
  } else if (intentState.error) {
    details = (
      <Alert.Root status="error" flexDirection="column" alignItems="flex-start" gap="3">
        <Alert.Title>Payment Error</Alert.Title>
        <Alert.Description>
          <Text>{serverMessage(intentState.error) ?? "Failed to initialize payment"}</Text>
          <Text>Please contact the administrator or try again later.</Text>
        </Alert.Description>
        <Button size="sm" variant="outline" onClick={start}>
          Try Again
        </Button>
      </Alert.Root>
    );
  } else if (!intent || enrolling) {
    details = <LoadingState label={enrolling ? "Enrolling you…" : "Preparing the payment…"} />;
  } else {
    details = (
      <CardPayment
        intent={intent}
        amount={price}
        onPaid={paid}
        onCardError={cardError}
        onUnexpectedError={() =>
          showToast("error", {
            title: "Payment Failed",
            description: "The payment could not be processed. Please try again.",
          })
        }
      />
    );
  }

  return (
    <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="6" alignItems="start">
      <PaymentCard title="Payment Details">{details}</PaymentCard>
      <Stack gap="6">
        <OrderSummary item={course.title} line={["Subtotal", price]} total={price} />
        <Box>
          <Heading as="h3" size="md" mb="3">
            What happens next
          </Heading>
          <Checklist items={NEXT_STEPS} />
        </Box>
      </Stack>
    </Grid>
  );
}
