import { Button, Heading, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { applicationLink } from "../licences";
import { Checklist } from "../../../components/lists/checklist";

const WHY_PARTNER = [
  "Courses written by working bail enforcement and recovery professionals",
  "Offer recognised training under your own brand",
  "A new revenue stream without building a curriculum",
];

const INCLUDED = [
  "The full course catalogue in your own learning portal",
  "Administrator access to enroll and follow your students",
  "Course updates as regulations change",
  "Support for your administrators",
];

/** The six steps of the programme (admin spec section 2). */
const STEPS = [
  "Select your licensing option",
  "Complete the application form",
  "Make the initial payment",
  "Sign the licensing agreement",
  "Receive your admin credentials",
  "Launch your branded training program",
];

/** Program Information: why partner, what is included, the six steps, and Apply for Licensing. */
export function ProgramInformation() {
  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
        <Stack gap="3">
          <Heading as="h2" size="lg">
            Why partner with us
          </Heading>
          <Checklist items={WHY_PARTNER} />
        </Stack>
        <Stack gap="3">
          <Heading as="h2" size="lg">
            What is included
          </Heading>
          <Checklist items={INCLUDED} />
        </Stack>
      </SimpleGrid>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          How it works
        </Heading>
        <List.Root as="ol" gap="2" ps="5">
          {STEPS.map(step => (
            <List.Item key={step}>
              <Text>{step}</Text>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
      {/* The spec's default licence when none was chosen. */}
      <Button asChild colorPalette="blue" size="lg" alignSelf="flex-start">
        <Link to={applicationLink("royalty-free")}>Apply for Licensing</Link>
      </Button>
    </Stack>
  );
}
