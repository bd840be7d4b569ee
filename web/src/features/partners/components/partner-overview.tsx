import { Badge, Card, Heading, List, Stack, Text } from "@chakra-ui/react";
import { FactList } from "../../../components/ui/data-list-root";
import { formatDate } from "../../../lib/format";
import { licenceLabel } from "../../business-offers/licences";
import type { PartnerHome_PartnerFragment } from "../partner-home.generated";
import { PARTNER_EVENT, PARTNER_STATUS } from "../partner-words";

type Partner = PartnerHome_PartnerFragment;

/** The partner's status and licence (its term: licence-term-panel.tsx). */
export function PartnerStatusCard({ partner }: { partner: Partner }) {
  const status = PARTNER_STATUS[partner.status];
  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          Status and licence
        </Heading>
        <FactList
          facts={[
            [
              "Status",
              <Badge key="status" colorPalette={status.color} variant="subtle">
                {status.label}
              </Badge>,
            ],
            ["Licence", licenceLabel(partner.licenceType)],
          ]}
        />
      </Card.Body>
    </Card.Root>
  );
}

/** What happened to the partner, oldest first. */
export function PartnerTimeline({ timeline }: { timeline: Partner["timeline"] }) {
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="lg">
          Timeline
        </Heading>
        <List.Root as="ol" aria-label="Timeline" gap="2" listStyle="none" ms="0">
          {timeline.map((event, index) => (
            <List.Item key={`${event.kind}-${index}`}>
              <Stack gap="0">
                <Text fontWeight="medium">{PARTNER_EVENT[event.kind]}</Text>
                <Text color="gray.600" fontSize="sm">
                  {formatDate(event.at)}
                  {event.note ? `: ${event.note}` : ""}
                </Text>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
