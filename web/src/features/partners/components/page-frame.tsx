import { Container, Heading, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A partner page's frame: its heading, then its content. */
export function PageFrame({
  title,
  wide = false,
  children,
}: {
  title: string;
  /** A page of cards and tables (the partner's own) rather than a text's width. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Container maxW={wide ? "5xl" : "3xl"} py={{ base: "8", md: "12" }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
