import { Button, HStack, Heading, Stack, Tabs, Text } from "@chakra-ui/react";
import { useState } from "react";
import { TabsRoot } from "../../../../components/ui/page-recipes";
import { CoursesTab } from "../components/courses-tab";
import { EnrollmentsTab } from "../components/enrollments-tab";
import { OverviewTab, type TabValue } from "../components/overview-tab";
import { PaymentsTab } from "../components/payments-tab";
import { SecurityTab } from "../components/security-tab";

const TABS: readonly [TabValue, string][] = [
  ["overview", "Overview"],
  ["enrollments", "Enrollments"],
  ["payments", "Payments"],
  ["courses", "Courses"],
  ["security", "Security Audit"],
];

/**
 * /admin/verification: integrity checks of enrollments, payments and courses and the security
 * audit. Each tab loads when first selected; Refresh runs the active tab's checks afresh.
 */
export function AdminVerificationPage() {
  const [tab, setTab] = useState<TabValue>("overview");
  const [refreshes, setRefreshes] = useState<Record<TabValue, number>>({
    overview: 0,
    enrollments: 0,
    payments: 0,
    courses: 0,
    security: 0,
  });
  const refresh = () => setRefreshes(counts => ({ ...counts, [tab]: counts[tab] + 1 }));

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="start" wrap="wrap" gap="4">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Event Verification
          </Heading>
          <Text color="gray.600">
            Verify recent enrollments, payments and course publications, and audit security.
          </Text>
        </Stack>
        <Button variant="outline" colorPalette="blue" onClick={refresh}>
          Refresh
        </Button>
      </HStack>
      <TabsRoot
        value={tab}
        onValueChange={details => setTab(details.value as TabValue)}
        variant="line"
        lazyMount
      >
        <Tabs.List overflowX="auto">
          {TABS.map(([value, label]) => (
            <Tabs.Trigger key={value} value={value}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview">
          <OverviewTab refresh={refreshes.overview} onSwitch={setTab} />
        </Tabs.Content>
        <Tabs.Content value="enrollments">
          <EnrollmentsTab refresh={refreshes.enrollments} />
        </Tabs.Content>
        <Tabs.Content value="payments">
          <PaymentsTab refresh={refreshes.payments} />
        </Tabs.Content>
        <Tabs.Content value="courses">
          <CoursesTab refresh={refreshes.courses} />
        </Tabs.Content>
        <Tabs.Content value="security">
          <SecurityTab refresh={refreshes.security} />
        </Tabs.Content>
      </TabsRoot>
      <Text fontSize="sm" color="gray.600">
        Verification data is cached for 5 minutes. Press Refresh for real-time results.
      </Text>
    </Stack>
  );
}
