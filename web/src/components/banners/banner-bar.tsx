import { Box, CloseButton, Container, HStack, Text } from "@chakra-ui/react";

interface BannerBarProps {
  /** Accessible name of the region, e.g. "Disclaimer". */
  name: string;
  label: string;
  text: string;
  tone: "disclaimer" | "prelaunch";
  onDismiss: () => void;
}

const TONES = {
  disclaimer: { bg: "yellow.200", color: "gray.900", borderColor: "yellow.400" },
  prelaunch: { bg: "indigo.700", color: "white", borderColor: "indigo.900" },
} as const;

export function BannerBar({ name, label, text, tone, onDismiss }: BannerBarProps) {
  const colors = TONES[tone];
  return (
    <Box role="region" aria-label={name} {...colors} borderBottomWidth="1px" py="2">
      <Container maxW="7xl">
        <HStack align="center" gap="3">
          <Text flex="1" fontSize="sm">
            <Text as="strong" fontWeight="bold">
              {label}
            </Text>{" "}
            {text}
          </Text>
          <CloseButton
            size="sm"
            variant="ghost"
            color="inherit"
            _hover={{ bg: tone === "prelaunch" ? "whiteAlpha.300" : "blackAlpha.100" }}
            aria-label={`Dismiss ${name.toLowerCase()}`}
            onClick={onDismiss}
          />
        </HStack>
      </Container>
    </Box>
  );
}
