import { Alert, Card, Container, Heading, HStack, Separator, Stack, Text } from "@chakra-ui/react";
import { Navigate, useParams, useSearchParams } from "react-router-dom";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { useOfferPaymentPageQuery } from "../business-offers.generated";
import { formatPrice } from "../../../lib/format-price";
import { AlreadyPaid } from "../components/already-paid";
import { OfferCardPayment } from "../components/offer-card-payment";
import { licenceOf } from "../licences";

/** A path segment that is a positive integer (the spec's rule for the offer id), else null. */
function offerId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d*$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * /business-offers/payment/{id}?ref={reference}: the licence fee of an application, paid by card.
 * Without the offer's reference (or with a wrong one) only the licence type and fee show.
 */
export function OfferPaymentPage() {
  const id = offerId(useParams().id);
  const reference = useSearchParams()[0].get("ref");
  const { data, error, refetch } = useOfferPaymentPageQuery({
    variables: { id: id ?? 0, reference },
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
              {offer.withDetails && (
                <HStack justify="space-between">
                  <Text color="gray.600">Business</Text>
                  <Text fontWeight="semibold">{offer.businessName}</Text>
                </HStack>
              )}
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
        {!offer.withDetails || !reference ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>This payment link is incomplete or no longer valid</Alert.Title>
              <Alert.Description>
                Open the link from your application to see your offer and pay it, or apply again.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : offer.status === "PENDING" ? (
          <OfferCardPayment offer={offer} reference={reference} />
        ) : (
          <AlreadyPaid />
        )}
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
