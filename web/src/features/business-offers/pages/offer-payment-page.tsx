import { Alert, Card, Container, Heading, HStack, Separator, Stack, Text } from "@chakra-ui/react";
import { Navigate, useParams } from "react-router-dom";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { useOfferPaymentPageQuery } from "../../../graphql/member/hooks";
import { formatPrice } from "../../courses/format-price";
import { AlreadyPaid } from "../components/already-paid";
import { OfferCardPayment } from "../components/offer-card-payment";
import { licenceOf } from "../licences";

/** A path segment that is a positive integer (the spec's rule for the offer id), else null. */
function offerId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d*$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}

/** /business-offers/payment/{id}: the licence fee of an application, paid by card. */
export function OfferPaymentPage() {
  const id = offerId(useParams().id);
  const { data, error, refetch } = useOfferPaymentPageQuery({
    variables: { id: id ?? 0 },
    skip: id === null,
    notifyOnNetworkStatusChange: true,
  });
  if (id === null) return <Navigate to="/business-offers" replace />;

  const offer = data?.businessOffer;
  let body;
  if (error && !offer) {
    body = (
      <ErrorState
        title="Failed to load business offer details. Please try again."
        description="The offer could not be loaded."
        onRetry={() => refetch()}
      />
    );
  } else if (!offer) {
    body = <LoadingState label="Loading your offer…" />;
  } else {
    const licence = licenceOf(offer.licenseType);
    body = (
      <Stack gap="6">
        <Card.Root>
          <Card.Body>
            <Stack gap="3">
              <HStack justify="space-between">
                <Text color="gray.600">Business</Text>
                <Text fontWeight="semibold">{offer.businessName}</Text>
              </HStack>
              <HStack justify="space-between">
                <Text color="gray.600">License</Text>
                <Text>{licence.title}</Text>
              </HStack>
              <Separator />
              <HStack justify="space-between" fontWeight="bold" fontSize="lg">
                <Text>Total</Text>
                <Text>{formatPrice(offer.feeCents)}</Text>
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>
        {offer.status === "Pending" ? <OfferCardPayment offer={offer} /> : <AlreadyPaid />}
      </Stack>
    );
  }

  return (
    <Container maxW="2xl" py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          Complete Your Payment
        </Heading>
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Secure payment</Alert.Title>
            <Alert.Description>
              Your card details are handled by our card payment provider and are never stored on our
              servers.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        {body}
      </Stack>
    </Container>
  );
}
