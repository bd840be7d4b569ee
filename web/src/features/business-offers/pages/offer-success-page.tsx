import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import { LoadingState } from "../../../components/feedback/loading-state";
import { CheckCircleIcon } from "../../../components/icons/icons";
import { useOfferPaymentPageQuery } from "../business-offers.generated";
import { showToast } from "../../../lib/toast";
import { licenceAgreementPath } from "../licences";

/**
 * The spec's delay before the success page goes home (section 9). The programme's next step, the
 * licence agreement (issue 54), is a button here and a mailed link.
 */
export const SUCCESS_REDIRECT_MS = 5000;

/**
 * /business-offers/success?offer=&ref=: the licence fee of that offer is paid, its licence agreement
 * one press away; home after 5 seconds. Without a paid offer's reference it says there is no
 * payment to show.
 */
export function OfferSuccessPage() {
  const [params] = useSearchParams();
  const id = Number(params.get("offer"));
  const reference = params.get("ref");
  const known = Number.isInteger(id) && id > 0 && Boolean(reference);
  const { data, loading } = useOfferPaymentPageQuery({
    variables: { id, reference },
    skip: !known,
  });
  const paid = data?.businessOffer.status === "PAID";
  if (known && loading && !data) return <LoadingState label="Checking the payment…" py="24" page />;
  return paid && reference ? (
    <Paid agreement={licenceAgreementPath(id, reference)} />
  ) : (
    <NoPayment />
  );
}

function Paid({ agreement }: { agreement: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    showToast("success", {
      id: "business-offer-paid",
      title: "Payment Successful",
      description: "Your licensing payment was received.",
    });
    const timer = setTimeout(() => void navigate("/"), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Container maxW="2xl" py={{ base: "12", md: "20" }}>
      <Stack align="center" gap="5" textAlign="center">
        <CheckCircleIcon boxSize="16" color="green.600" aria-hidden />
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          Payment Successful
        </Heading>
        <Text fontSize="lg" color="gray.600">
          Thank you for joining the Business Licensing Program. The next step is your licence
          agreement: we also emailed its link to your contact address. Once it is signed, you
          receive an invitation to set up your admin account.
        </Text>
        <Text color="gray.600">You will be redirected to the home page in 5 seconds.</Text>
        <Stack direction={{ base: "column", sm: "row" }} gap="3">
          <Button asChild colorPalette="blue" size="lg">
            <RouterLink to={agreement}>Sign the Licence Agreement</RouterLink>
          </Button>
          <Button asChild variant="outline" size="lg">
            <RouterLink to="/">Return to Home</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}

function NoPayment() {
  return (
    <Container maxW="2xl" py={{ base: "12", md: "20" }}>
      <Stack align="center" gap="5" textAlign="center">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          No Payment Found
        </Heading>
        <Text fontSize="lg" color="gray.600">
          There is no paid licence fee to show here. Use the link from your application to pay, or
          start a new application.
        </Text>
        <Button asChild colorPalette="blue" size="lg">
          <RouterLink to="/business-offers">Business Licensing Program</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
