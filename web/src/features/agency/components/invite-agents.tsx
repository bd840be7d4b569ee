import { Button, Field, HStack, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { FormEvent } from "react";
import { SelectField } from "../../../components/forms/select-field";
import {
  PEOPLE_LIST_HEADER,
  PeopleListInput,
  PeopleListPreview,
} from "../../../components/people-list/people-list";
import { usePeopleList } from "../../../components/people-list/use-people-list";
import {
  usePreviewAgencyInvitationsLazyQuery,
  useSendAgencyInvitationsMutation,
  type PreviewAgencyInvitationsQuery,
} from "../agency.generated";
import { runMutation } from "../../../lib/graphql/run-mutation";
import { showToast } from "../../../lib/toast";
import { countOf } from "../../../lib/format";

type Row = PreviewAgencyInvitationsQuery["previewAgencyInvitations"][number];

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
const cell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

const OUTCOME = {
  INVITE: { label: "New invitation", palette: "green" },
  MEMBER: { label: "Already a member", palette: "gray" },
  ERROR: { label: "Error", palette: "red" },
} as const;

interface InviteAgentsProps {
  seats: readonly { courseId: number; courseTitle: string; seats: number; used: number }[];
  onSent: () => void;
}

/**
 * Invites agents to seats of a course: one by one (added to the list) or a CSV file of up to
 * 1 000 rows. A preview says what each row would do before anything is sent.
 */
export function InviteAgents({ seats, onSent }: InviteAgentsProps) {
  const [courseId, setCourseId] = useState(seats[0]?.courseId ?? 0);
  const list = usePeopleList<Row>();
  const [one, setOne] = useState({ firstName: "", lastName: "", email: "" });
  const [loadPreview, previewing] = usePreviewAgencyInvitationsLazyQuery({
    fetchPolicy: "no-cache",
  });
  const [send, sending] = useSendAgencyInvitationsMutation();

  if (!seats.length) {
    return <Text color="gray.600">Your agency has no seats yet: buy seats of a course first.</Text>;
  }

  const { csv, preview } = list;
  const addOne = (event: FormEvent) => {
    event.preventDefault();
    const line = [one.firstName, one.lastName, one.email].map(cell).join(",");
    list.edit(`${csv.trimEnd()}\n${line}`);
    setOne({ firstName: "", lastName: "", email: "" });
  };
  const check = () =>
    list.check(
      async () =>
        (await loadPreview({ variables: { courseId, csv } })).data?.previewAgencyInvitations,
    );
  const invites = preview?.filter(row => row.outcome === "INVITE").length ?? 0;
  const confirm = async () => {
    const rows = await runMutation(
      async () => (await send({ variables: { courseId, csv } })).data?.sendAgencyInvitations,
      {
        title: "Invitations Not Sent",
        fallback: "The invitations could not be sent. Please try again.",
      },
    );
    if (!rows) return;
    const sent = rows.filter(row => row.outcome === "INVITE").length;
    showToast("success", {
      title: "Invitations Sent",
      description: `${countOf(sent, "invitation")} sent.`,
    });
    list.edit(PEOPLE_LIST_HEADER);
    onSent();
  };

  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        Invite agents
      </Heading>
      <SelectField
        label="Course"
        name="courseId"
        options={seats.map(seat => ({
          value: String(seat.courseId),
          label: `${seat.courseTitle} (${seat.seats - seat.used} of ${seat.seats} seats free)`,
        }))}
        value={String(courseId)}
        onChange={event => {
          setCourseId(Number(event.target.value));
          list.clearPreview();
        }}
      />
      <HStack
        as="form"
        aria-label="Add an agent"
        onSubmit={addOne}
        align="end"
        flexWrap="wrap"
        gap="3"
      >
        <Field.Root required flex="1" minW="36">
          <Field.Label>First Name</Field.Label>
          <Input
            value={one.firstName}
            onChange={event => setOne({ ...one, firstName: event.target.value })}
          />
        </Field.Root>
        <Field.Root required flex="1" minW="36">
          <Field.Label>Last Name</Field.Label>
          <Input
            value={one.lastName}
            onChange={event => setOne({ ...one, lastName: event.target.value })}
          />
        </Field.Root>
        <Field.Root required flex="2" minW="48">
          <Field.Label>Email</Field.Label>
          <Input
            type="email"
            value={one.email}
            onChange={event => setOne({ ...one, email: event.target.value })}
          />
        </Field.Root>
        <Button type="submit" variant="outline">
          Add to List
        </Button>
      </HStack>
      <PeopleListInput value={csv} onChange={list.edit} />
      <Button alignSelf="start" colorPalette="blue" onClick={check} loading={previewing.loading}>
        Preview
      </Button>
      {preview && (
        <Stack gap="3">
          <PeopleListPreview
            rows={preview}
            outcome={row => ({ ...OUTCOME[row.outcome], error: row.outcome === "ERROR" })}
          />
          <Button
            alignSelf="start"
            colorPalette="blue"
            disabled={!invites}
            loading={sending.loading}
            onClick={confirm}
          >
            {`Send ${countOf(invites, "Invitation")}`}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
