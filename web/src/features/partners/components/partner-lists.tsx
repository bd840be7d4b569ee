import { Card, Heading, Tabs } from "@chakra-ui/react";
import { useSearchParams } from "react-router-dom";
import { TabsRoot } from "../../../components/ui/page-recipes";
import { PartnerEnrollmentsTable, PartnerLearnersTable } from "./partner-people-tables";
import { PartnerSalesTable } from "./partner-sales-table";

const TABS = ["learners", "enrollments", "sales"] as const;
type Tab = (typeof TABS)[number];

/**
 * The partner's learners, their enrollments (completions, certificates) and its sales, one tab at
 * a time: the tab and its list's search, filters and page in the URL (`?list=sales&date=month`).
 */
export function PartnerLists({ partnerId }: { partnerId: number }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get("list") ?? "";
  const tab: Tab = (TABS as readonly string[]).includes(raw) ? (raw as Tab) : "learners";
  // Another tab starts from a clean query: each list's search, filters and cursor stay its own.
  const select = (next: string) => setParams(next === "learners" ? {} : { list: next });
  return (
    <Card.Root>
      <Card.Body gap="4">
        <Heading as="h2" size="lg">
          Learners and sales
        </Heading>
        <TabsRoot
          value={tab}
          onValueChange={change => select(change.value)}
          lazyMount
          unmountOnExit
        >
          <Tabs.List>
            <Tabs.Trigger value="learners">Learners</Tabs.Trigger>
            <Tabs.Trigger value="enrollments">Enrollments</Tabs.Trigger>
            <Tabs.Trigger value="sales">Sales</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="learners">
            <PartnerLearnersTable partnerId={partnerId} />
          </Tabs.Content>
          <Tabs.Content value="enrollments">
            <PartnerEnrollmentsTable partnerId={partnerId} />
          </Tabs.Content>
          <Tabs.Content value="sales">
            <PartnerSalesTable partnerId={partnerId} />
          </Tabs.Content>
        </TabsRoot>
      </Card.Body>
    </Card.Root>
  );
}
