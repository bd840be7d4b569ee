import { NOT_FOUND_TITLE } from "@guardian/rules";
import { Button, Card, Center, Heading, HStack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { usePageTitle } from "../../lib/page-title";

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <Center px="4" py={{ base: "12", md: "20" }}>
      <Card.Root maxW="md" w="full">
        <Card.Body gap="4">
          <HStack gap="3">
            <Text as="span" aria-hidden fontSize="3xl" color="red.500" lineHeight="1">
              ⚠
            </Text>
            <Heading as="h1" size="2xl">
              404 {NOT_FOUND_TITLE}
            </Heading>
          </HStack>
          <Text color="gray.600">Did you forget to add the page to the router?</Text>
          <Button asChild colorPalette="blue" alignSelf="flex-start">
            <RouterLink to="/">Back to Home</RouterLink>
          </Button>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
