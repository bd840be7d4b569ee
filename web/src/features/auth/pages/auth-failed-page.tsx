import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";

/** Where a failed token sign-in lands. */
export function AuthFailedPage() {
  return (
    <Container maxW="2xl" py={{ base: "12", md: "20" }}>
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          Sign-In Link Not Valid
        </Heading>
        <Text color="gray.600" fontSize="lg">
          The sign-in link is invalid or has expired. Please log in again.
        </Text>
        <Button asChild colorPalette="blue">
          <RouterLink to="/login">Go to Login</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
