import { Badge, Card, Heading, HStack, List, Stack, Text } from "@chakra-ui/react";
import type { SecurityDashboardQuery } from "../admin-security.generated";

type StatusItem = SecurityDashboardQuery["securityDashboard"]["status"][number];

const PALETTE: Record<StatusItem["state"], string> = {
  ACTIVE: "green",
  PARTIAL: "orange",
  INACTIVE: "gray",
};

/** The protections of this install, as the server's configuration has them. */
export function SecurityStatus({ items }: { items: readonly StatusItem[] }) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          Security Status
        </Heading>
      </Card.Header>
      <Card.Body>
        <List.Root variant="plain" gap="3" display="grid" gridTemplateColumns={{ md: "1fr 1fr" }}>
          {items.map(item => (
            <List.Item key={item.name}>
              <Stack gap="0" w="full">
                <HStack justify="space-between" gap="2">
                  <Text fontWeight="medium">{item.name}</Text>
                  <Badge colorPalette={PALETTE[item.state]}>{item.label}</Badge>
                </HStack>
                <Text fontSize="xs" color="gray.600">
                  {item.detail}
                </Text>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
