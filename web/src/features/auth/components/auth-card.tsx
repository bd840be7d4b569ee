import { Alert, Card, Container, Heading, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";

interface AuthCardProps {
  title: string;
  intro: string;
  children: ReactNode;
}

/** The card of the sign-in pages: log in, forgot password, reset password. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <Container maxW="lg" py={{ base: "10", md: "16" }}>
      <Card.Root shadow="md">
        <Card.Header gap="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="gray.600">{intro}</Text>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Container>
  );
}

interface AuthNoticeProps {
  /** Done (a status) or refused (an alert). */
  success: boolean;
  message: string;
  /** The way on: where, and its words. */
  to: string;
  link: string;
}

/** A form's outcome in its place: the server's sentence and a link to the next step. */
export function AuthNotice({ success, message, to, link }: AuthNoticeProps) {
  return (
    <Stack gap="4">
      <Alert.Root status={success ? "success" : "error"} role={success ? "status" : "alert"}>
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
      <Link asChild color="blue.700" alignSelf="center">
        <RouterLink to={to}>{link}</RouterLink>
      </Link>
    </Stack>
  );
}
