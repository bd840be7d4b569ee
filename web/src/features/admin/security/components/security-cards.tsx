import { Card, SimpleGrid, Text } from "@chakra-ui/react";
import type { SecurityDashboardQuery } from "../admin-security.generated";

type SecurityCard = SecurityDashboardQuery["securityDashboard"]["cards"][number];

/** "+3 from last week", "-1 from last week" or "No change from last week". */
export function weekDelta(card: Pick<SecurityCard, "thisWeek" | "previousWeek">): string {
  const delta = card.thisWeek - card.previousWeek;
  if (delta === 0) return "No change from last week";
  return `${delta > 0 ? "+" : ""}${delta} from last week`;
}

/** The four figures of the security dashboard, each with its week-over-week change. */
export function SecurityCards({ cards }: { cards: readonly SecurityCard[] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      {cards.map(card => (
        <Card.Root key={card.key} role="group" aria-labelledby={`card-${card.key}`} size="sm">
          <Card.Body gap="1">
            <Text id={`card-${card.key}`} fontSize="sm" color="gray.600" fontWeight="medium">
              {card.title}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" color="gray.900">
              {card.value.toLocaleString("en-US")}
            </Text>
            <Text fontSize="xs" color="gray.700" fontWeight="medium">
              {weekDelta(card)}
            </Text>
            <Text fontSize="xs" color="gray.500">
              {card.description}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
