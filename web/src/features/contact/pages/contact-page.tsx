import { Box, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { SOCIAL_LINKS } from "../../../components/footer/site-footer";
import { ContactForm } from "../components/contact-form";

function InfoBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h2" size="md" mb="1">
        {title}
      </Heading>
      <Box color="gray.700">{children}</Box>
    </Box>
  );
}

export function ContactPage() {
  return (
    <Box py={{ base: "10", md: "16" }}>
      <Container maxW="6xl">
        <Stack gap="3" mb="10" textAlign="center">
          <Heading as="h1" size="4xl">
            Contact Us
          </Heading>
          <Text color="gray.600" maxW="2xl" mx="auto">
            Questions about our courses, enrollment or your account? Send us a message.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
          <Stack gap="6">
            <InfoBlock title="Location">
              <Text>Online</Text>
            </InfoBlock>
            <InfoBlock title="Office Hours">
              <Text>Mon-Fri 9am-5pm ET</Text>
            </InfoBlock>
            <InfoBlock title="Learner Support">
              <Text>
                Enrolled learners get support from their{" "}
                <Link asChild color="blue.700" textDecoration="underline">
                  <RouterLink to="/dashboard">dashboard</RouterLink>
                </Link>
                .
              </Text>
            </InfoBlock>
            <InfoBlock title="Follow Us">
              <HStack gap="3">
                {SOCIAL_LINKS.map(({ label, href, icon: SocialIcon }) => (
                  <Link
                    key={label}
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                  >
                    <SocialIcon boxSize="6" aria-hidden />
                  </Link>
                ))}
              </HStack>
            </InfoBlock>
            <InfoBlock title="Common Questions">
              <Text>
                Many answers are in our{" "}
                <Link asChild color="blue.700" textDecoration="underline">
                  <RouterLink to="/faq">FAQ</RouterLink>
                </Link>
                .
              </Text>
            </InfoBlock>
          </Stack>
          <Box
            gridColumn={{ md: "span 2" }}
            borderWidth="1px"
            rounded="lg"
            p={{ base: "5", md: "8" }}
          >
            <Heading as="h2" size="lg" mb="5">
              Send Us a Message
            </Heading>
            <ContactForm />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
