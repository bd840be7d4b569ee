import { Badge, Button, type ButtonProps, Card, HStack, List, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { loginPath } from "../../../lib/session/redirects";
import { useSession } from "../../../lib/session/session-context";
import { CheckCircleIcon } from "../../../components/icons/icons";
import type { CoursePriceCard_CourseFragment } from "./course-price-card.generated";
import { formatPrice } from "../../../lib/format-price";

const BENEFITS = [
  "State-compliant certification",
  "Lifetime access to course materials",
  "Instructor support",
  "Printable certificate of completion",
];

export interface CoursePriceCardProps {
  course: CoursePriceCard_CourseFragment;
  /** Sold by a partner's storefront: its price, its checkout and its button's colours. */
  offer?: { priceCents: number; checkout: string; button?: ButtonProps };
}

export function CoursePriceCard({ course, offer }: CoursePriceCardProps) {
  const { user } = useSession();
  const checkout = offer?.checkout ?? `/checkout/${course.id}`;
  const enrollTarget = user ? checkout : loginPath(checkout);
  return (
    <Card.Root as="aside" aria-label="Enrollment" shadow="md" position={{ lg: "sticky" }} top="24">
      <Card.Body gap="5">
        <HStack justify="space-between">
          <Text fontSize="3xl" fontWeight="bold" color="blue.900">
            {formatPrice(offer?.priceCents ?? course.priceCents)}
          </Text>
          {course.isFeatured && (
            <Badge colorPalette="yellow" variant="solid">
              Featured
            </Badge>
          )}
        </HStack>
        {course.isActive ? (
          <Button asChild colorPalette="blue" size="lg" {...offer?.button}>
            <RouterLink to={enrollTarget}>Enroll Now</RouterLink>
          </Button>
        ) : (
          <Button disabled size="lg" variant="subtle">
            Coming Soon
          </Button>
        )}
        <List.Root listStyle="none" gap="3">
          {BENEFITS.map(benefit => (
            <List.Item key={benefit} display="flex" alignItems="center" gap="2">
              <CheckCircleIcon color="green.600" boxSize="5" aria-hidden />
              {benefit}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
