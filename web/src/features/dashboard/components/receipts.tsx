import { HStack, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { useMyReceiptsQuery } from "../dashboard.generated";
import { formatDate } from "../../../lib/format";
import { formatPrice } from "../../../lib/format-price";

/** The learner's receipts, each downloadable as a PDF. */
export function Receipts() {
  const { data, loading, error, refetch } = useMyReceiptsQuery();
  let body;
  if (loading && !data) body = <LoadingState label="Loading your receipts…" py="6" />;
  else if (error && !data) {
    body = <ErrorState title="Your receipts could not be loaded." onRetry={() => refetch()} />;
  } else if (!data?.myReceipts.length) body = <Text color="gray.600">No receipts yet.</Text>;
  else {
    body = (
      <Stack as="ul" gap="3" listStyleType="none">
        {data.myReceipts.map(receipt => (
          <HStack as="li" key={receipt.id} justify="space-between" wrap="wrap" gap="2">
            <Text>
              <Text as="span" fontWeight="medium">
                {receipt.receiptNumber}
              </Text>{" "}
              · {receipt.courseTitle ?? "Course"} · {formatDate(receipt.createdAt)} ·{" "}
              {formatPrice(receipt.amountCents)}
            </Text>
            <Link href={receipt.downloadUrl} colorPalette="blue" download>
              Download PDF
              <Text as="span" srOnly>
                {` of receipt ${receipt.receiptNumber}`}
              </Text>
            </Link>
          </HStack>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="4" mt="10">
      <Heading as="h2" size="lg">
        Receipts
      </Heading>
      {body}
    </Stack>
  );
}
