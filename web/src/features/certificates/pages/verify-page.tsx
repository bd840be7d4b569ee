import { Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { useParams, useSearchParams } from "react-router-dom";
import { VerificationResult } from "../components/verification-result";
import { VerifyForm } from "../components/verify-form";

/**
 * /verify and /verify/{number}: anyone, signed in or not, checks a certificate number (the QR
 * code on a certificate's PDF leads here). /verify?number=… is the form sent without the app.
 */
export function VerifyPage() {
  const [params] = useSearchParams();
  const number = useParams().number ?? (params.get("number") || undefined);
  return (
    <Box py={{ base: "10", md: "16" }} minH="60vh">
      <Container maxW="2xl">
        <Stack gap="8">
          <Stack gap="2">
            <Heading as="h1" size="3xl">
              Verify a Certificate
            </Heading>
            <Text color="gray.600">
              Enter the number printed on a Guardian Academy certificate to check that it is genuine
              and current.
            </Text>
          </Stack>
          <VerifyForm initial={number ?? ""} />
          {number !== undefined && <VerificationResult number={number} />}
        </Stack>
      </Container>
    </Box>
  );
}
