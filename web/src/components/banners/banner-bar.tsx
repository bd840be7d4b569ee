import { Box, Button, CloseButton, Container, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";

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

/** A site-wide notice; on a phone it takes two lines, and More shows the rest. */
export function BannerBar({ name, label, text, tone, onDismiss }: BannerBarProps) {
  const colors = TONES[tone];
  const [expanded, setExpanded] = useState(false);
  return (
    <Box
      role="region"
      aria-label={name}
      {...colors}
      borderBottomWidth="1px"
      py={{ base: "1", md: "2" }}
    >
      <Container maxW="7xl">
        <HStack align="center" gap="2">
          <Text
            flex="1"
            fontSize={{ base: "xs", md: "sm" }}
            lineClamp={expanded ? undefined : { base: 2, md: "none" }}
          >
            <Text as="strong" fontWeight="bold">
              {label}
            </Text>{" "}
            {text}
          </Text>
          <Button
            hideFrom="md"
            size="2xs"
            variant="plain"
            color="inherit"
            textDecoration="underline"
            aria-expanded={expanded}
            aria-label={`${expanded ? "Less" : "More"} of the ${name.toLowerCase()}`}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? "Less" : "More"}
          </Button>
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
