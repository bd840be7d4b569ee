import { Box, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { FacebookIcon, LinkedInIcon, XIcon, YouTubeIcon } from "../icons/icons";
import { useToday } from "../../lib/use-today";
import { FooterLinks } from "./footer-links";
import type { FooterLink } from "./footer-links";

const QUICK_LINKS: readonly FooterLink[] = [
  { label: "Home", to: "/" },
  { label: "Courses", to: "/courses" },
  { label: "About Us", to: "/about" },
  { label: "Contact", to: "/contact" },
  { label: "FAQ", to: "/faq" },
];

const LEGAL_LINKS: readonly FooterLink[] = [
  { label: "Terms of Service", to: "/legal/terms" },
  { label: "Privacy Policy", to: "/legal/privacy" },
  { label: "Refund Policy", to: "/legal/refund" },
  { label: "Training Disclaimer", to: "/legal/disclaimer" },
];

export const SOCIAL_LINKS = [
  { label: "Facebook", href: "https://www.facebook.com/", icon: FacebookIcon },
  { label: "X", href: "https://x.com/", icon: XIcon },
  { label: "LinkedIn", href: "https://www.linkedin.com/", icon: LinkedInIcon },
  { label: "YouTube", href: "https://www.youtube.com/", icon: YouTubeIcon },
];

export function SiteFooter() {
  const year = useToday().getFullYear();
  return (
    <Box as="footer" bg="gray.900" color="gray.300" pt="12" pb="8">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          <Stack gap="3">
            <Heading as="h2" size="sm" color="white">
              Guardian Academy
            </Heading>
            <Text fontSize="sm">
              Professional training for bail enforcement and recovery agents from a state-certified
              training provider, with courses compliant with the state criminal-justice services
              department.
            </Text>
            <HStack gap="2">
              {SOCIAL_LINKS.map(({ label, href, icon: SocialIcon }) => (
                <Link
                  key={label}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Guardian Academy on ${label}`}
                  color="gray.300"
                  p="2"
                  rounded="md"
                  _hover={{ color: "white", bg: "whiteAlpha.200" }}
                >
                  <SocialIcon boxSize="5" aria-hidden />
                </Link>
              ))}
            </HStack>
          </Stack>
          <FooterLinks title="Quick Links" links={QUICK_LINKS} />
          <FooterLinks title="Legal" links={LEGAL_LINKS} />
          <Stack as="address" gap="3" fontStyle="normal" fontSize="sm">
            <Heading as="h2" size="sm" color="white">
              Contact
            </Heading>
            <Text>
              Learners: use your{" "}
              <Link asChild color="yellow.300">
                <RouterLink to="/dashboard">dashboard</RouterLink>
              </Link>{" "}
              for support.
            </Text>
            <Text>
              Questions? Visit our{" "}
              <Link asChild color="yellow.300">
                <RouterLink to="/contact">contact page</RouterLink>
              </Link>
              .
            </Text>
            <Text>Virginia, USA</Text>
          </Stack>
        </SimpleGrid>
        <Stack
          direction={{ base: "column", md: "row" }}
          justify="space-between"
          gap="2"
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          fontSize="sm"
          color="gray.400"
        >
          <Text>© {year} Guardian Academy. All rights reserved.</Text>
          <Text>Website maintained by the Guardian Academy web team.</Text>
        </Stack>
      </Container>
    </Box>
  );
}
