import { Card, Container, Heading, SimpleGrid, Text } from "@chakra-ui/react";

const TESTIMONIALS = [
  {
    quote:
      "The initial certification course was thorough and practical. I passed my licensing requirements with confidence.",
    name: "Marcus T.",
    role: "Bail Recovery Agent, Richmond",
  },
  {
    quote:
      "The legal updates in the in-service course saved me hours of research. Clear, current and easy to follow.",
    name: "Danielle R.",
    role: "Bail Enforcement Agent, Norfolk",
  },
  {
    quote:
      "Self-paced lessons fit around my case load, and the instructors answered every question quickly.",
    name: "James P.",
    role: "Agency Owner, Roanoke",
  },
];

export function TestimonialsSection() {
  return (
    <Container
      as="section"
      aria-labelledby="testimonials-heading"
      maxW="6xl"
      py={{ base: "14", md: "20" }}
    >
      <Heading id="testimonials-heading" as="h2" size="3xl" textAlign="center" mb="10">
        What Our Graduates Say
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {TESTIMONIALS.map(testimonial => (
          <Card.Root key={testimonial.name} as="figure" variant="outline">
            <Card.Body gap="4">
              <Text
                as="blockquote"
                color="gray.700"
                borderStartWidth="4px"
                borderColor="blue.600"
                ps="4"
              >
                “{testimonial.quote}”
              </Text>
              <Text as="figcaption" fontSize="sm">
                <Text as="span" fontWeight="bold" display="block">
                  {testimonial.name}
                </Text>
                <Text as="span" color="gray.600">
                  {testimonial.role}
                </Text>
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Container>
  );
}
