import { countOf, formatDay } from "../../../../lib/format";
import { Box, Card, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { ReactElement } from "react";
import { formatPrice } from "../../../../lib/format-price";

export interface WeeklyFigure {
  weekStart: string;
  revenueCents: number;
  licenceRevenueCents: number;
  enrollments: number;
}

/**
 * Revenue and enrollments per week over the last 12 weeks. This file is the only one that
 * imports recharts and the dashboard loads it on demand, so the chart library stays in the
 * admin dashboard's chunks.
 */
export function WeeklyCharts({ weekly }: { weekly: readonly WeeklyFigure[] }) {
  const rows = weekly.map(week => ({
    week: formatDay(week.weekStart, { year: false }),
    courses: (week.revenueCents - week.licenceRevenueCents) / 100,
    licences: week.licenceRevenueCents / 100,
    enrollments: week.enrollments,
  }));
  const revenue = weekly.reduce((sum, week) => sum + week.revenueCents, 0);
  const licences = weekly.reduce((sum, week) => sum + week.licenceRevenueCents, 0);
  const enrollments = weekly.reduce((sum, week) => sum + week.enrollments, 0);
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
      <ChartCard
        title="Revenue per Week"
        summary={`${formatPrice(revenue)} over the last 12 weeks: ${formatPrice(revenue - licences)} from courses, ${formatPrice(licences)} from licence fees`}
      >
        <BarChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="week" fontSize={12} />
          <YAxis fontSize={12} tickFormatter={(value: number) => `$${value}`} />
          <Tooltip formatter={value => formatPrice(Math.round(Number(value) * 100))} />
          <Legend />
          <Bar dataKey="courses" name="Courses" stackId="revenue" fill="#2563eb" />
          <Bar
            dataKey="licences"
            name="Licence fees"
            stackId="revenue"
            fill="#f59e0b"
            radius={[4, 4, 0, 0]}
          />
        </BarChart>
      </ChartCard>
      <ChartCard
        title="Enrollments per Week"
        summary={`${countOf(enrollments, "enrollment")} over the last 12 weeks`}
      >
        <LineChart data={rows} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="week" fontSize={12} />
          <YAxis fontSize={12} allowDecimals={false} />
          <Tooltip />
          <Line
            type="monotone"
            dataKey="enrollments"
            name="Enrollments"
            stroke="#16a34a"
            strokeWidth={2}
          />
        </LineChart>
      </ChartCard>
    </SimpleGrid>
  );
}

function ChartCard(props: { title: string; summary: string; children: ReactElement }) {
  return (
    <Card.Root as="figure" aria-label={props.title}>
      <Card.Header>
        <Heading as="h3" size="md">
          {props.title}
        </Heading>
        <Text as="figcaption" fontSize="sm" color="gray.600">
          {props.summary}
        </Text>
      </Card.Header>
      <Card.Body>
        <Box h="64">
          <ResponsiveContainer width="100%" height="100%">
            {props.children}
          </ResponsiveContainer>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
