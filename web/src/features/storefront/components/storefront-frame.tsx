import {
  Box,
  type ButtonProps,
  Container,
  HStack,
  Heading,
  Image,
  Link,
  Stack,
  Text,
} from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { StorefrontBrandFragment } from "../storefront.generated";

/** The academy's own colour where a partner has not set one. */
const ACADEMY_COLOUR = "#1e3a8a";

/**
 * A button in the partner's colour, its text white: the branding rules accept only colours that
 * white text reads on.
 */
export const brandButton = (storefront: StorefrontBrandFragment): ButtonProps => ({
  bg: storefront.brandColour ?? ACADEMY_COLOUR,
  color: "white",
  _hover: { opacity: 0.9 },
});

interface StorefrontFrameProps {
  storefront: StorefrontBrandFragment;
  /** The partner's name is the page's heading (its home, the not-selling page); else a link home. */
  nameIsHeading?: boolean;
  children: ReactNode;
}

/**
 * A storefront page's frame: a band in the partner's colour with its logo and name, the page, and
 * the partner's support contact at its foot.
 */
export function StorefrontFrame({
  storefront,
  nameIsHeading = false,
  children,
}: StorefrontFrameProps) {
  const { displayName, slug, logoUrl, supportEmail, supportPhone } = storefront;
  const name = nameIsHeading ? (
    <Heading as="h1" size={{ base: "2xl", md: "3xl" }} color="white">
      {displayName}
    </Heading>
  ) : (
    <Link asChild color="white" fontSize="xl" fontWeight="bold">
      <RouterLink to={`/p/${slug}`}>{displayName}</RouterLink>
    </Link>
  );
  return (
    <>
      <Box bg={storefront.brandColour ?? ACADEMY_COLOUR} color="white" py={{ base: "6", md: "8" }}>
        <Container maxW="7xl">
          <HStack gap="4" minW="0">
            {logoUrl && (
              <Image
                src={logoUrl}
                alt={`${displayName} logo`}
                h="14"
                maxW="40"
                objectFit="contain"
                bg="white"
                rounded="md"
                p="1"
              />
            )}
            <Stack gap="1" minW="0" overflowWrap="anywhere">
              {name}
              <Text fontSize="sm">Courses by Guardian Academy</Text>
            </Stack>
          </HStack>
        </Container>
      </Box>
      {children}
      <Box as="section" aria-label={`${displayName} support`} bg="gray.100" py="8">
        <Container maxW="7xl">
          <Stack gap="2" overflowWrap="anywhere">
            <Text fontWeight="bold">Questions? {displayName} is here to help.</Text>
            {supportEmail && (
              <Text>
                Email:{" "}
                <Link href={`mailto:${supportEmail}`} color="blue.700">
                  {supportEmail}
                </Link>
              </Text>
            )}
            {supportPhone && (
              <Text>
                Phone:{" "}
                <Link href={`tel:${supportPhone.replace(/[^+0-9]/g, "")}`} color="blue.700">
                  {supportPhone}
                </Link>
              </Text>
            )}
          </Stack>
        </Container>
      </Box>
    </>
  );
}

/** What a suspended or ended storefront shows instead of its courses. */
export function NotSelling({ storefront }: { storefront: StorefrontBrandFragment }) {
  return (
    <Container maxW="3xl" py={{ base: "12", md: "20" }} textAlign="center">
      <Text fontSize="xl" fontWeight="semibold" role="status">
        {storefront.notSellingMessage}
      </Text>
      <Text color="gray.600" mt="3">
        If you bought a course here, you keep it. Please contact {storefront.displayName} below.
      </Text>
    </Container>
  );
}
