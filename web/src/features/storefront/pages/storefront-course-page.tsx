import { useParams } from "react-router-dom";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { NotFoundPage } from "../../../components/pages/not-found-page";
import { errorCode } from "../../../lib/graphql/errors";
import { usePageTitle } from "../../../lib/page-title";
import {
  CourseDetail,
  CourseNotFound,
  parseCourseId,
} from "../../courses/pages/course-detail-page";
import { NotSelling, StorefrontFrame, brandButton } from "../components/storefront-frame";
import { useStorefrontCourseQuery, useStorefrontFrameQuery } from "../storefront.generated";

/**
 * A course on a partner's storefront, /p/:slug/course/:id: the academy's course at the partner's
 * price, its Enroll Now to the storefront's checkout (through login for a visitor).
 */
export function StorefrontCoursePage() {
  const params = useParams();
  const slug = params.slug ?? "";
  const courseId = parseCourseId(params.id);
  const frame = useStorefrontFrameQuery({ variables: { slug } });
  const storefront = frame.data?.storefront;
  const selling = storefront?.selling === true && courseId !== null;
  const offer = useStorefrontCourseQuery({
    variables: { slug, courseId: courseId ?? 0 },
    skip: !selling,
  });
  const shown = offer.data?.storefrontCourse;
  usePageTitle(
    storefront && (storefront.selling ? shown?.course.title : storefront.displayName),
    storefront?.displayName,
  );

  if (frame.loading && !frame.data) return <LoadingState label="Loading course…" py="24" page />;
  if (errorCode(frame.error) === "NOT_FOUND") return <NotFoundPage />;
  if (frame.error || !storefront) {
    return (
      <ErrorState
        title="This storefront could not be loaded."
        onRetry={() => void frame.refetch()}
      />
    );
  }
  if (!storefront.selling) {
    return (
      <StorefrontFrame storefront={storefront} nameIsHeading>
        <NotSelling storefront={storefront} />
      </StorefrontFrame>
    );
  }
  const home = `/p/${storefront.slug}`;
  let page;
  if (offer.loading && !offer.data) page = <LoadingState label="Loading course…" py="24" page />;
  else if (courseId === null || errorCode(offer.error) === "NOT_FOUND")
    page = <CourseNotFound browse={home} />;
  else if (offer.error || !shown)
    page = <CourseNotFound browse={home} onRetry={() => void offer.refetch()} />;
  else {
    page = (
      <CourseDetail
        course={shown.course}
        offer={{
          priceCents: shown.priceCents,
          checkout: `${home}/checkout/${shown.course.id}`,
          button: brandButton(storefront),
        }}
      />
    );
  }
  return <StorefrontFrame storefront={storefront}>{page}</StorefrontFrame>;
}
