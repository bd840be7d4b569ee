import { countOf, formatDay } from "../../../../lib/format";
import { Stack, Text } from "@chakra-ui/react";
import type { Column } from "../../../../components/data-table/data-table";
import { Truncated } from "../../../../components/data-table/truncated";
import type { AdminRenewalsPage_RenewalFragment as Renewal } from "../admin-renewals.generated";

/** The renewals table's columns. */
export const renewalColumns: Column<Renewal>[] = [
  {
    header: "Learner",
    render: row => (
      <Stack gap="0">
        <Truncated text={row.fullName} fontWeight="medium" />
        <Truncated
          text={`${row.username} · ${row.email}`}
          unbroken
          fontSize="sm"
          color="gray.600"
        />
      </Stack>
    ),
  },
  { header: "Period start", render: row => formatDay(row.periodStart) },
  {
    header: "Deadline",
    render: row => (
      <Text as="span" whiteSpace="nowrap">
        {formatDay(row.deadline)} ({countOf(row.daysLeft, "day")})
      </Text>
    ),
  },
  {
    header: "Hours",
    align: "end",
    render: row => `${row.hoursEarned} / ${row.hoursRequired}`,
  },
  { header: "Missing", align: "end", render: row => row.hoursMissing },
];
