import { Card, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Suspense, lazy } from "react";
import { ErrorState } from "../../../../components/feedback/error-state";
import { LoadingState } from "../../../../components/feedback/loading-state";
import { useAdminDashboardQuery } from "../admin-dashboard.generated";
import { formatPrice } from "../../../../lib/format-price";
import { BannerSwitches } from "../../settings/components/banner-switches";
import { QuickLinks } from "../components/quick-links";
import { RecentActivity } from "../components/recent-activity";
import { StatCard } from "../components/stat-card";

// recharts loads with the charts only, after the figures: never with the public pages.
const WeeklyCharts = lazy(async () => ({
  default: (await import("../components/weekly-charts")).WeeklyCharts,
}));

const count = (value: number) => value.toLocaleString("en-US");

/** /admin/dashboard: the platform's figures from real data, the controls and recent activity. */
export function AdminDashboardPage() {
  const { data, error, refetch } = useAdminDashboardQuery({ fetchPolicy: "cache-and-network" });
  const stats = data?.adminDashboard;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Admin Dashboard
        </Heading>
        <Text color="gray.600">The academy at a glance.</Text>
      </Stack>
      {error && !stats ? (
        <ErrorState title="Failed to load dashboard statistics" onRetry={() => refetch()} />
      ) : !stats ? (
        <LoadingState label="Loading dashboard statistics…" />
      ) : (
        <>
          <SimpleGrid
            as="section"
            aria-label="Statistics"
            columns={{ base: 1, sm: 2, lg: 4 }}
            gap="4"
          >
            <StatCard label="Total Users" value={count(stats.totalUsers)} />
            <StatCard label="Total Enrollments" value={count(stats.totalEnrollments)} />
            <StatCard
              label="Total Revenue"
              value={formatPrice(stats.totalRevenueCents)}
              help={`Of which partner sales: ${formatPrice(stats.partnerRevenueCents)}`}
            />
            <StatCard label="Active Courses" value={count(stats.activeCourses)} />
          </SimpleGrid>
          <Stack as="section" aria-labelledby="analytics-heading" gap="3">
            <Heading id="analytics-heading" as="h2" size="lg">
              Platform Analytics
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
              <StatCard label="Active Users (last 30 days)" value={count(stats.activeUsers)} />
              <StatCard
                label="New Enrollments this month"
                value={count(stats.newEnrollmentsThisMonth)}
              />
              <StatCard
                label="Monthly Revenue"
                value={formatPrice(stats.revenueThisMonthCents)}
                help={`Of which partner sales: ${formatPrice(stats.partnerRevenueThisMonthCents)}`}
              />
              <StatCard label="Completion Rate" value={`${stats.completionRate}%`} />
            </SimpleGrid>
          </Stack>
          <Suspense fallback={<LoadingState label="Loading charts…" py="10" />}>
            <WeeklyCharts weekly={stats.weekly} />
          </Suspense>
        </>
      )}
      <QuickLinks />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Card.Root as="section" aria-labelledby="system-controls-heading">
          <Card.Header>
            <Heading id="system-controls-heading" as="h2" size="lg">
              System Controls
            </Heading>
            <Text fontSize="sm" color="gray.600">
              Each switch is saved at once and the public site follows.
            </Text>
          </Card.Header>
          <Card.Body>
            <BannerSwitches />
          </Card.Body>
        </Card.Root>
        <RecentActivity />
      </SimpleGrid>
    </Stack>
  );
}
