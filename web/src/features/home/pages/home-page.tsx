import { Box, Container, Heading, Text } from "@chakra-ui/react";
import { Suspense, lazy, useEffect } from "react";
import { useLocation } from "react-router-dom";
import { isAdmin, useSession } from "../../../lib/session/session-context";
import { AfterFirstPaint } from "../../../components/layout/after-first-paint";
import { CourseGrid } from "../../courses/components/course-grid";
import { CallToActionSection } from "../components/call-to-action-section";
import { HeroSection } from "../components/hero-section";
import { HowItWorksSection } from "../components/how-it-works-section";
import { TestimonialsSection } from "../components/testimonials-section";

// Administrators only: loaded on demand, so visitors' home page JavaScript carries none of it.
const AdminControlsPanel = lazy(async () => ({
  default: (await import("../../admin/controls/admin-controls-panel")).AdminControlsPanel,
}));

export function HomePage() {
  const { hash } = useLocation();
  const { user } = useSession();

  // Links such as /#courses arrive before the sections have their final height.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ behavior: "smooth" });
  }, [hash]);

  return (
    <>
      <HeroSection />
      <Box
        as="section"
        id="courses"
        aria-labelledby="courses-heading"
        py={{ base: "14", md: "20" }}
      >
        <Container maxW="7xl">
          <Heading id="courses-heading" as="h2" size="3xl" textAlign="center" mb="3">
            Available Training Programs
          </Heading>
          <Text textAlign="center" color="gray.600" mb="10" maxW="2xl" mx="auto">
            Certification and continuing-education courses for bail enforcement and recovery
            professionals.
          </Text>
          <CourseGrid />
        </Container>
      </Box>
      <HowItWorksSection />
      {/* Below the first screens; #about (How It Works) stays in the first render for /#about. */}
      <AfterFirstPaint>
        <TestimonialsSection />
        <CallToActionSection />
      </AfterFirstPaint>
      {isAdmin(user) && (
        <Suspense fallback={null}>
          <AdminControlsPanel />
        </Suspense>
      )}
    </>
  );
}
