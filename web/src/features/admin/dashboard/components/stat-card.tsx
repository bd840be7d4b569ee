import { Card, Text } from "@chakra-ui/react";

interface StatCardProps {
  label: string;
  value: string;
  help?: string;
}

/** One figure of the dashboard: its label names it for screen readers too. */
export function StatCard({ label, value, help }: StatCardProps) {
  const id = `stat-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <Card.Root role="group" aria-labelledby={id} size="sm">
      <Card.Body gap="1">
        <Text id={id} fontSize="sm" color="gray.600" fontWeight="medium">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" color="gray.900">
          {value}
        </Text>
        {help && (
          <Text fontSize="xs" color="gray.500">
            {help}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
