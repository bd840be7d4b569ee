import { Badge, HStack, Text } from "@chakra-ui/react";

/** Self-Paced or Live Instruction. */
export function CourseFormatBadge({ isSelfPaced }: { isSelfPaced: boolean }) {
  return (
    <Badge colorPalette={isSelfPaced ? "green" : "blue"} variant="subtle">
      {isSelfPaced ? "Self-Paced" : "Live Instruction"}
    </Badge>
  );
}

/** A course card's first line: its hours, and its format at the other end. */
export function CourseFacts({ course }: { course: { hours: number; isSelfPaced: boolean } }) {
  return (
    <HStack justify="space-between" gap="2" flexWrap="wrap">
      <Text fontSize="sm" fontWeight="medium" color="gray.600">
        {course.hours} Hours
      </Text>
      <CourseFormatBadge isSelfPaced={course.isSelfPaced} />
    </HStack>
  );
}
