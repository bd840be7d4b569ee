import { Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";

interface PlaceholderPageProps {
  title: string;
  description: string;
}

/** Stands in for a screen whose content arrives in a later release. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  return (
    <Container maxW="4xl" py={{ base: "10", md: "16" }}>
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          {title}
        </Heading>
        <Text color="gray.600" fontSize="lg">
          {description}
        </Text>
        <Button asChild variant="outline" colorPalette="blue">
          <RouterLink to="/">Back to Home</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
