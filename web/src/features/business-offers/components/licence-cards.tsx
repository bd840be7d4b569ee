import { Button, Card, Heading, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { LICENCES, applicationLink } from "../licences";
import { Checklist } from "../../../components/lists/checklist";

/** Licensing Options: one card per licence; choosing one opens the application for it. */
export function LicenceCards() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      {LICENCES.map(licence => (
        <Card.Root as="section" key={licence.value} aria-labelledby={`licence-${licence.value}`}>
          <Card.Header>
            <Heading as="h2" size="xl" id={`licence-${licence.value}`}>
              {licence.title}
            </Heading>
            <HStack align="baseline" gap="2">
              <Text fontSize="3xl" fontWeight="bold" color="blue.700">
                {licence.price}
              </Text>
              <Text color="gray.600">{licence.priceNote}</Text>
            </HStack>
          </Card.Header>
          <Card.Body>
            <Checklist items={licence.terms} />
          </Card.Body>
          <Card.Footer>
            <Button asChild colorPalette="blue" width="full">
              <Link to={applicationLink(licence.value)}>Choose {licence.title}</Link>
            </Button>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
