import { Button, Card, Heading, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { ErrorState } from "../../../../components/feedback/error-state";
import { LoadingState } from "../../../../components/feedback/loading-state";
import { TextField } from "../../../../components/forms/text-field";
import { serverMessage } from "../../../../lib/graphql/errors";
import { showToast } from "../../../../lib/toast";
import {
  useAcademyTimeZoneQuery,
  useUpdateAcademyTimeZoneMutation,
} from "../admin-settings.generated";

function ZoneField({ zone }: { zone: string }) {
  const [value, setValue] = useState(zone);
  const [problem, setProblem] = useState<string | undefined>();
  const [update, { loading }] = useUpdateAcademyTimeZoneMutation();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      const saved = (await update({ variables: { timeZone: value } })).data?.updateAcademyTimeZone;
      if (saved) {
        setValue(saved);
        showToast("success", { title: "Saved", description: `The time zone is now ${saved}.` });
      }
    } catch (error) {
      setProblem(serverMessage(error) ?? "The time zone could not be saved. Please try again.");
    }
  };
  return (
    <Stack as="form" gap="4" onSubmit={save} aria-label="Academy time zone">
      <TextField
        label="Time zone"
        name="timeZone"
        value={value}
        onChange={event => setValue(event.target.value)}
        helperText="An IANA time zone name, such as America/New_York or America/Chicago."
        error={problem}
        maxW="sm"
      />
      <Button type="submit" colorPalette="blue" alignSelf="start" loading={loading}>
        Save Time Zone
      </Button>
    </Stack>
  );
}

/** The academy's time zone: partner statements close on its months. */
export function TimeZoneForm() {
  const { data, loading, error, refetch } = useAcademyTimeZoneQuery();
  let body;
  if (loading && !data) body = <LoadingState label="Loading the time zone…" py="6" />;
  else if (error || !data) {
    body = <ErrorState title="The time zone could not be loaded." onRetry={() => refetch()} />;
  } else body = <ZoneField zone={data.academyTimeZone} />;
  return (
    <Card.Root aria-labelledby="time-zone-heading" maxW="3xl">
      <Card.Header>
        <Heading id="time-zone-heading" as="h2" size="lg">
          Academy Time Zone
        </Heading>
        <Text color="gray.600">
          Partners' monthly statements close when a month ends in this time zone. Statements already
          made keep their months.
        </Text>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
