import { Button, Card, Heading, SimpleGrid } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";

/** The spec's quick links, and the messages, outbox and API tokens. */
export const QUICK_LINKS = [
  { label: "Users", to: "/admin/users" },
  { label: "Courses", to: "/admin/courses" },
  { label: "Legal", to: "/admin/legal" },
  { label: "Payments", to: "/admin/payments" },
  { label: "Messages", to: "/admin/messages" },
  { label: "Outbox", to: "/admin/outbox" },
  { label: "API Tokens", to: "/admin/api-tokens" },
] as const;

export function QuickLinks() {
  return (
    <Card.Root as="nav" aria-labelledby="quick-links-heading">
      <Card.Header>
        <Heading id="quick-links-heading" as="h2" size="lg">
          Quick Links
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 2, md: 4, lg: 7 }} gap="3">
          {QUICK_LINKS.map(link => (
            <Button key={link.to} asChild variant="outline" colorPalette="blue">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Button>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
