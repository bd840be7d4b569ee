import { Button, type ButtonProps, Card, HStack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { Link as RouterLink } from "react-router-dom";
import { StarIcon } from "../../../components/icons/icons";
import type { CourseCard_CourseFragment } from "./course-card.generated";
import { formatPrice } from "../../../lib/format-price";
import { CourseImage } from "./course-image";
import { CourseFacts } from "./course-format";

interface CourseCardProps {
  course: CourseCard_CourseFragment;
  /** The title's heading level: h3 under a section's h2 (the default), h2 right under the h1. */
  headingLevel?: "h2" | "h3";
  /** Sold elsewhere than the academy's catalogue (a partner's storefront): its price, page and button. */
  offer?: { priceCents: number; to: string; button?: ButtonProps };
}

export function CourseCard({ course, headingLevel = "h3", offer }: CourseCardProps) {
  const titleId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} overflow="hidden" position="relative">
      <CourseImage course={course} />
      {course.isFeatured && (
        <HStack
          position="absolute"
          top="3"
          right="0"
          gap="1"
          px="3"
          py="1"
          bg="yellow.400"
          color="gray.900"
          fontSize="xs"
          fontWeight="bold"
          textTransform="uppercase"
          roundedLeft="md"
          shadow="sm"
        >
          <StarIcon boxSize="3" aria-hidden />
          Featured
        </HStack>
      )}
      <Card.Body gap="3">
        <CourseFacts course={course} />
        <Card.Title as={headingLevel} id={titleId} fontSize="lg">
          {course.title}
        </Card.Title>
        <Card.Description color="gray.600">{course.description}</Card.Description>
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap="3" flexWrap="wrap">
        <Text fontSize="2xl" fontWeight="bold" color="blue.900">
          {formatPrice(offer?.priceCents ?? course.priceCents)}
        </Text>
        {course.isActive ? (
          <Button asChild colorPalette="blue" {...offer?.button}>
            <RouterLink to={offer?.to ?? `/course/${course.id}`}>Enroll Now</RouterLink>
          </Button>
        ) : (
          <Button disabled variant="subtle">
            Coming Soon
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
