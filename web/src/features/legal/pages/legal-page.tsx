import { LEGAL_NOT_FOUND_TITLE, LEGAL_TITLES } from "@guardian/rules";
import { Box, Button, Container, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { useParams } from "react-router-dom";
import { useLegalPageQuery } from "../legal.generated";
import type { LegalPageName } from "../../../graphql/types";
import { formatDate } from "../../../lib/format";
import { errorCode } from "../../../lib/graphql/errors";
import { usePageTitle } from "../../../lib/page-title";
import { useToday } from "../../../lib/use-today";
import { LegalHtml } from "../components/legal-html";
import { Skeleton } from "../../../components/ui/skeleton";

/** The schema's name of each of the spec's pages (their titles: @guardian/rules' LEGAL_TITLES). */
const NAMES: Record<string, LegalPageName> = {
  terms: "TERMS",
  privacy: "PRIVACY",
  refund: "REFUND",
  disclaimer: "DISCLAIMER",
};

/** The spec's fallback text; when the document could not be had, with a way to ask again. */
function Fallback({ title, onRetry }: { title: string; onRetry?: () => void }) {
  const today = useToday();
  return (
    <Stack gap="4">
      <Heading as="h1" size="3xl">
        {title}
      </Heading>
      <Text color="gray.600">Last updated: {formatDate(today.toISOString())}</Text>
      <Text>
        This document is being prepared. For questions about our policies, please contact us through
        the contact page.
      </Text>
      {onRetry && (
        <HStack gap="3" wrap="wrap" role="status">
          <Text color="gray.600">The current version could not be loaded.</Text>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try Again
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

export function LegalPage() {
  const slug = useParams().page ?? "terms";
  const title = LEGAL_TITLES.get(slug);
  const page = title ? { title, name: NAMES[slug] } : undefined;
  const { data, loading, error, refetch } = useLegalPageQuery({
    variables: { page: page?.name ?? "TERMS" },
    skip: !page,
  });
  usePageTitle(data?.legalPage.title ?? page?.title ?? LEGAL_NOT_FOUND_TITLE);

  let body;
  if (!page) body = <Fallback title={LEGAL_NOT_FOUND_TITLE} />;
  else if (loading && !data) {
    body = (
      // As tall as the screen: the footer stays put when the document arrives.
      <Stack gap="4" role="status" aria-label="Loading the document" minH="100dvh">
        <Skeleton h="10" w="60%" />
        <Skeleton flex="1" />
      </Stack>
    );
  } else if (error && errorCode(error) !== "NOT_FOUND") {
    body = <Fallback title={page.title} onRetry={() => void refetch()} />;
  } else if (!data) body = <Fallback title={page.title} />;
  else {
    body = (
      <Stack gap="4">
        <Heading as="h1" size="3xl">
          {data.legalPage.title}
        </Heading>
        <LegalHtml html={data.legalPage.content} />
      </Stack>
    );
  }
  return (
    <Box py={{ base: "10", md: "16" }} minH="60vh">
      <Container maxW="3xl">{body}</Container>
    </Box>
  );
}
