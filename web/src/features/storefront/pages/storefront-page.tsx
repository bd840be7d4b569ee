import { Container, SimpleGrid } from "@chakra-ui/react";
import { useParams } from "react-router-dom";
import { ErrorState } from "../../../components/feedback/error-state";
import { EmptyState } from "../../../components/feedback/empty-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { BookIcon } from "../../../components/icons/icons";
import { NotFoundPage } from "../../../components/pages/not-found-page";
import { errorCode } from "../../../lib/graphql/errors";
import { usePageTitle } from "../../../lib/page-title";
import { CourseCard } from "../../courses/components/course-card";
import { NotSelling, StorefrontFrame, brandButton } from "../components/storefront-frame";
import { useStorefrontQuery } from "../storefront.generated";

/** A partner's storefront, /p/:slug: the academy's active courses at the partner's prices. */
export function StorefrontPage() {
  const slug = useParams().slug ?? "";
  const { data, loading, error, refetch } = useStorefrontQuery({ variables: { slug } });
  const storefront = data?.storefront;
  usePageTitle(storefront?.displayName, storefront?.displayName);

  if (loading && !data) return <LoadingState label="Loading courses…" py="24" page />;
  if (errorCode(error) === "NOT_FOUND") return <NotFoundPage />;
  if (error || !storefront) {
    return (
      <ErrorState title="This storefront could not be loaded." onRetry={() => void refetch()} />
    );
  }
  return (
    <StorefrontFrame storefront={storefront} nameIsHeading>
      {!storefront.selling ? (
        <NotSelling storefront={storefront} />
      ) : storefront.courses.length === 0 ? (
        <EmptyState
          icon={<BookIcon />}
          title="No courses yet"
          description="New courses are on their way. Check back soon."
        />
      ) : (
        <Container maxW="7xl" py={{ base: "8", md: "12" }}>
          <SimpleGrid as="section" aria-label="Courses" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {storefront.courses.map(({ course, priceCents }) => (
              <CourseCard
                key={course.id}
                course={course}
                headingLevel="h2"
                offer={{
                  priceCents,
                  to: `/p/${storefront.slug}/course/${course.id}`,
                  button: brandButton(storefront),
                }}
              />
            ))}
          </SimpleGrid>
        </Container>
      )}
    </StorefrontFrame>
  );
}
