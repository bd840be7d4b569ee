import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { AwardIcon, BookIcon, CheckCircleIcon } from "../../../components/icons/icons";

const REASONS = [
  {
    icon: BookIcon,
    title: "A curriculum built for the field",
    text: "Our programs, from the 40-hour initial certification to focused supplemental tactics courses, teach what bail enforcement and recovery professionals do every day: the law, safe apprehension, skip tracing and sound documentation.",
  },
  {
    icon: AwardIcon,
    title: "Experienced instructors",
    text: "Every course is taught by working professionals with years in bail enforcement, law enforcement and recovery, who answer your questions while you learn.",
  },
  {
    icon: CheckCircleIcon,
    title: "Compliance you can rely on",
    text: "As a state-certified training provider we build our courses to comply with the state criminal-justice services department's requirements, and you finish with a printable certificate.",
  },
];

export function AboutPage() {
  return (
    <Box py={{ base: "10", md: "16" }}>
      <Container maxW="5xl">
        <Stack gap="4" textAlign="center" mb="12">
          <Heading as="h1" size="4xl">
            About Guardian Academy
          </Heading>
          <Text fontSize="lg" color="gray.700" maxW="3xl" mx="auto">
            Our mission is to prepare bail enforcement and recovery professionals to do their work
            lawfully, safely and well, with training that respects their time and leads to a
            recognized certification.
          </Text>
        </Stack>
        <Heading as="h2" size="2xl" mb="6" textAlign="center">
          Why train with us
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" mb="14">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <Stack key={title} gap="3" borderWidth="1px" rounded="lg" p="6">
              <Icon boxSize="8" color="blue.700" aria-hidden />
              <Heading as="h3" size="md">
                {title}
              </Heading>
              <Text color="gray.700">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Stack gap="4" maxW="3xl" mx="auto">
          <Heading as="h2" size="2xl">
            Our story
          </Heading>
          <Text color="gray.700">
            Guardian Academy was founded in 2012 by bail enforcement agents who saw that new
            colleagues learned the job the hard way. What began as classroom sessions for a few
            agents has grown into certification and continuing-education programs that learners take
            online, at their own pace or with an instructor.
          </Text>
          <Box>
            <Button asChild colorPalette="blue">
              <RouterLink to="/courses">Explore Our Courses</RouterLink>
            </Button>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
