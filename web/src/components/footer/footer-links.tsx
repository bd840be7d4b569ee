import { Heading, Link, List, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";

export interface FooterLink {
  label: string;
  to: string;
}

interface FooterLinksProps {
  title: string;
  links: readonly FooterLink[];
}

export function FooterLinks({ title, links }: FooterLinksProps) {
  return (
    <Stack as="nav" aria-label={title} gap="3">
      <Heading as="h2" size="sm" color="white">
        {title}
      </Heading>
      <List.Root listStyle="none" gap="2">
        {links.map(link => (
          <List.Item key={link.to}>
            <Link asChild color="gray.300" _hover={{ color: "white" }}>
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
