import { Card, Heading, HStack, Separator, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A card of a payment page: its heading and body (Payment Details, Order Summary). */
export function PaymentCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

interface OrderSummaryProps {
  /** What is bought (the course's title). */
  item: string;
  /** The line above the total: its label and amount ("Subtotal", "Seats" with "3 × $149.00"). */
  line: [label: string, amount: string];
  total: string;
  /** Below the total (a way back to change the order). */
  children?: ReactNode;
}

/** Order Summary: the item, its line and the total. */
export function OrderSummary({ item, line: [label, amount], total, children }: OrderSummaryProps) {
  return (
    <PaymentCard title="Order Summary">
      <Stack gap="3">
        <Text fontWeight="semibold">{item}</Text>
        <HStack justify="space-between">
          <Text color="gray.600">{label}</Text>
          <Text>{amount}</Text>
        </HStack>
        <Separator />
        <HStack justify="space-between" fontWeight="bold" fontSize="lg">
          <Text>Total</Text>
          <Text>{total}</Text>
        </HStack>
        {children}
      </Stack>
    </PaymentCard>
  );
}
