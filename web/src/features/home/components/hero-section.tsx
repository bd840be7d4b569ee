import { Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";

export function HeroSection() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      bgGradient="to-br"
      gradientFrom="blue.950"
      gradientTo="blue.800"
      color="white"
      py={{ base: "16", md: "24" }}
    >
      <Container maxW="5xl">
        <Stack gap="6" align={{ base: "flex-start", md: "center" }} textAlign={{ md: "center" }}>
          <Text
            fontSize="sm"
            fontWeight="semibold"
            letterSpacing="wider"
            textTransform="uppercase"
            color="yellow.300"
          >
            State-Certified Training Provider
          </Text>
          <Heading id="hero-heading" as="h1" size={{ base: "3xl", md: "5xl" }} lineHeight="1.15">
            Professional Bail Enforcement Training
          </Heading>
          <Text fontSize={{ base: "md", md: "xl" }} color="blue.100" maxW="3xl">
            Earn your certification with courses compliant with the state criminal-justice services
            department, from the 40-hour initial certification program to supplemental tactics
            training.
          </Text>
          <Stack direction={{ base: "column", sm: "row" }} gap="3" w={{ base: "full", sm: "auto" }}>
            <Button asChild size="lg" colorPalette="yellow">
              <a href="#courses">View Courses</a>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: "whiteAlpha.200" }}
            >
              <a href="#about">Learn More</a>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
