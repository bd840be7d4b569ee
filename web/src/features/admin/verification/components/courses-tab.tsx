import { useCourseVerificationQuery } from "../admin-verification.generated";
import { formatMoment } from "../../../../lib/format";
import { formatPrice } from "../../../../lib/format-price";
import { TAB_QUERY, VerificationTab } from "./verification-tab";

const tick = (value: boolean) => <span aria-label={value ? "Yes" : "No"}>{value ? "✓" : "✗"}</span>;

/** Recently published courses and the courses' anomalies. */
export function CoursesTab({ refresh }: { refresh: number }) {
  const query = useCourseVerificationQuery(TAB_QUERY);
  return (
    <VerificationTab
      query={query}
      data={query.data?.courseVerification}
      refresh={refresh}
      noun="course"
      heading="Recently Published Courses"
      columns={[
        { header: "Title", render: row => row.title },
        { header: "Price", render: row => formatPrice(row.priceCents) },
        { header: "Hours", render: row => row.hours },
        { header: "Self-Paced", render: row => tick(row.isSelfPaced) },
        { header: "Active", render: row => tick(row.isActive) },
        { header: "Created", render: row => formatMoment(row.createdAt) },
      ]}
      fields={["course"]}
    />
  );
}
