import { HStack, Image, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";

export function SiteLogo() {
  return (
    <Link asChild color="white" _hover={{ textDecoration: "none" }} minW="0">
      <RouterLink to="/">
        <HStack gap="2.5" minW="0">
          <Image src="/favicon.svg" alt="" boxSize="9" flexShrink={0} />
          <Stack gap="0" minW="0">
            <Text fontWeight="bold" fontSize="lg" lineHeight="short" truncate>
              Guardian Academy
            </Text>
            <Text fontSize="xs" color="blue.100" lineHeight="short" truncate>
              Professional Bail Enforcement Training
            </Text>
          </Stack>
        </HStack>
      </RouterLink>
    </Link>
  );
}
