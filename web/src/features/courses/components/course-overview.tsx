import { Heading, HStack, List, Stack, Text } from "@chakra-ui/react";
import type { CourseOverview_CourseFragment } from "./course-overview.generated";
import { CourseFormatBadge } from "./course-format";

const LEARNING_POINTS = [
  "The legal framework of bail enforcement and recovery",
  "Rights and responsibilities of bail enforcement agents",
  "Investigation and skip-tracing techniques",
  "Safe apprehension, de-escalation and defensive tactics",
  "Documentation, reporting and professional ethics",
];

interface CourseOverviewProps {
  course: CourseOverview_CourseFragment;
}

export function CourseOverview({ course }: CourseOverviewProps) {
  return (
    <Stack gap="8">
      <Stack gap="3">
        <HStack gap="3" flexWrap="wrap">
          <Text fontWeight="medium" color="gray.600">
            {course.hours} Hours
          </Text>
          <CourseFormatBadge isSelfPaced={course.isSelfPaced} />
        </HStack>
        <Heading as="h1" size={{ base: "2xl", md: "4xl" }}>
          {course.title}
        </Heading>
        <Text fontSize="lg" color="gray.700">
          {course.description}
        </Text>
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="xl">
          Course Overview
        </Heading>
        <Text color="gray.700">
          This program is designed for bail enforcement and recovery professionals who want
          practical, compliant training. It combines the legal background of the profession with the
          field skills agents use every day, taught by experienced practitioners.
        </Text>
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="xl">
          What You&apos;ll Learn
        </Heading>
        <List.Root gap="2" ps="5" color="gray.700">
          {LEARNING_POINTS.map(point => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List.Root>
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="xl">
          Course Format
        </Heading>
        <Text color="gray.700">
          {course.isSelfPaced
            ? "This is a self-paced online course: study whenever it suits you and pick up where you left off from your dashboard."
            : "This course is led by an instructor in scheduled live sessions, with time for questions, discussion and practical exercises."}
        </Text>
      </Stack>
    </Stack>
  );
}
