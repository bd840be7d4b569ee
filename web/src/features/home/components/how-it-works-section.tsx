import { Box, Circle, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ComponentType } from "react";
import { AwardIcon, CardIcon, PlayIcon } from "../../../components/icons/icons";

interface Step {
  title: string;
  text: string;
  icon: ComponentType<{ boxSize: string; "aria-hidden": boolean }>;
}

const STEPS: readonly Step[] = [
  {
    title: "Choose and Pay",
    text: "Pick the program that fits your career goals, sign the enrollment agreement and pay securely by card.",
    icon: CardIcon,
  },
  {
    title: "Access Training",
    text: "Start right away: your courses open from your dashboard in our learning system.",
    icon: PlayIcon,
  },
  {
    title: "Get Certified",
    text: "Complete the program and receive a printable certificate that documents your training.",
    icon: AwardIcon,
  },
];

export function HowItWorksSection() {
  return (
    <Box
      as="section"
      id="about"
      aria-labelledby="how-heading"
      bg="gray.50"
      py={{ base: "14", md: "20" }}
    >
      <Container maxW="6xl">
        <Heading id="how-heading" as="h2" size="3xl" textAlign="center" mb="12">
          How Our Training Works
        </Heading>
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="8" listStyle="none">
          {STEPS.map(({ title, text, icon: StepIcon }, index) => (
            <Stack as="li" key={title} align="center" textAlign="center" gap="3">
              <Circle size="16" bg="blue.700" color="white">
                <StepIcon boxSize="7" aria-hidden />
              </Circle>
              <Heading as="h3" size="lg">
                {index + 1}. {title}
              </Heading>
              <Text color="gray.600">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
