import { Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";

export function CallToActionSection() {
  return (
    <Box
      as="section"
      aria-labelledby="cta-heading"
      bg="blue.900"
      color="white"
      py={{ base: "14", md: "20" }}
    >
      <Container maxW="4xl" textAlign="center">
        <Stack gap="5" align="center">
          <Heading id="cta-heading" as="h2" size="3xl">
            Ready to Start Your Career?
          </Heading>
          <Text fontSize="lg" color="blue.100">
            Enroll today and get early access to professional bail enforcement training.
          </Text>
          <Stack direction={{ base: "column", sm: "row" }} gap="3">
            <Button asChild size="lg" colorPalette="yellow">
              <a href="#courses">Browse Courses</a>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: "whiteAlpha.200" }}
            >
              <RouterLink to="/contact">Contact Us</RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
