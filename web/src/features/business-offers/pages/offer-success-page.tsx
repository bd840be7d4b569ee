import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { CheckCircleIcon } from "../../../components/icons/icons";
import { showToast } from "../../../lib/toast";

/** The spec's delay before the success page goes home (section 9). */
export const SUCCESS_REDIRECT_MS = 5000;

/** /business-offers/success: the licence fee is paid; home again after 5 seconds. */
export function OfferSuccessPage() {
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
          Thank you for joining the Business Licensing Program. We will email you about the next
          steps: signing your licensing agreement and receiving your admin credentials.
        </Text>
        <Text color="gray.600">You will be redirected to the home page in 5 seconds.</Text>
        <Button asChild colorPalette="blue" size="lg">
          <RouterLink to="/">Return to Home</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
