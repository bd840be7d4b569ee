import {
  Box,
  Button,
  Container,
  Field,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { TabsRoot, NativeSelectRoot } from "../../../components/ui/page-recipes";
import { useState } from "react";
import { Link, useLocation, useNavigationType, useSearchParams } from "react-router-dom";
import { EmptyState } from "../../../components/feedback/empty-state";
import { ErrorState } from "../../../components/feedback/error-state";
import { LoadingState } from "../../../components/feedback/loading-state";
import { BookIcon } from "../../../components/icons/icons";
import { useCoursesQuery } from "../courses.generated";
import { CourseCard } from "../components/course-card";
import type { ListingView } from "../course-listing";
import {
  DEFAULT_VIEW,
  FORMATS,
  SORTS,
  TABS,
  listCourses,
  paramsFromView,
  viewFromParams,
} from "../course-listing";

interface ChoiceProps {
  label: string;
  /** Its URL parameter: the filters are a plain GET form too, for a browser without JavaScript. */
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

function Choice({ label, name, value, options, onChange }: ChoiceProps) {
  return (
    <Field.Root w={{ base: "full", md: "56" }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelectRoot>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={event => onChange(event.target.value)}
        >
          {options.map(option => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelectRoot>
    </Field.Root>
  );
}

/** A navigation the catalogue's controls made (its history entry's state). */
const FROM_CONTROLS = { controls: true };

/** The catalogue's address for a view. */
function viewLink(view: ListingView) {
  const query = paramsFromView(view).toString();
  return { pathname: "/courses", search: query && `?${query}` };
}

function CourseList({ view }: { view: ListingView }) {
  const { data, loading, error, refetch } = useCoursesQuery();

  if (loading && !data) return <LoadingState label="Loading courses…" page />;
  if (error || !data) {
    return <ErrorState title="The courses could not be loaded." onRetry={refetch} />;
  }
  const courses = listCourses(data.courses, view);
  if (courses.length === 0) {
    return (
      <EmptyState
        icon={<BookIcon />}
        title="No courses found"
        description="No course matches your search and filters."
        action={
          <Button asChild colorPalette="blue">
            <Link to="/courses">Clear Filters</Link>
          </Button>
        }
      />
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {courses.map(course => (
        <CourseCard key={course.id} course={course} headingLevel="h2" />
      ))}
    </SimpleGrid>
  );
}

/**
 * The catalogue of active courses with search, format filter, sort and category tabs. The view
 * lives in the URL query, so it can be shared and the back button returns to the previous one.
 */
export function CoursesPage() {
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  // The fields hold what the visitor enters, at once (keystroke by keystroke); the address, and
  // the list with it, follows as a transition (React Router's), which a field bound to the address
  // would lag behind, losing the keys typed in between.
  const [fields, setFields] = useState(view);
  const location = useLocation();
  const navigation = useNavigationType();
  const [shown, setShown] = useState(location.key);
  if (shown !== location.key) {
    setShown(location.key);
    // A view the controls did not make (another link, the back button): the fields show it. One
    // they made is theirs already, and may be older than their latest change.
    const ours = navigation !== "POP" && (location.state as typeof FROM_CONTROLS | null)?.controls;
    if (!ours) setFields(view);
  }
  // Typing replaces the entry it started; every other change is a step the back button undoes.
  const show = (change: Partial<ListingView>, replace = false) => {
    const next = { ...fields, ...change };
    setFields(next);
    setParams(paramsFromView(next), { replace, state: FROM_CONTROLS });
  };

  return (
    <Box py={{ base: "10", md: "16" }}>
      <Container maxW="7xl">
        <Stack gap="3" mb="8" textAlign="center">
          <Heading as="h1" size="4xl">
            Training Courses
          </Heading>
          <Text color="gray.600" maxW="2xl" mx="auto">
            Certification and continuing-education courses for bail enforcement and recovery
            professionals.
          </Text>
        </Stack>
        {/* Applied as they change; without JavaScript, a GET form that the server renders. */}
        <Stack asChild direction={{ base: "column", md: "row" }} gap="4" mb="6" align="end">
          <form
            method="get"
            action="/courses"
            role="search"
            aria-label="Courses"
            onSubmit={event => event.preventDefault()}
          >
            <Field.Root flex="1">
              <Field.Label>Search courses</Field.Label>
              <Input
                type="search"
                name="q"
                placeholder="Search by title or description"
                value={fields.search}
                onChange={event => show({ search: event.target.value }, true)}
              />
            </Field.Root>
            <Choice
              label="Format"
              name="format"
              value={fields.format}
              options={FORMATS}
              onChange={format => show({ format: format as ListingView["format"] })}
            />
            <Choice
              label="Sort by"
              name="sort"
              value={fields.sort}
              options={SORTS}
              onChange={sort => show({ sort: sort as ListingView["sort"] })}
            />
            {view.tab !== DEFAULT_VIEW.tab && <input type="hidden" name="tab" value={view.tab} />}
            <noscript>
              <Button type="submit" colorPalette="blue">
                Search
              </Button>
            </noscript>
          </form>
        </Stack>
        {/* Each tab is a link to its view: it works before the app is live and without it. The
            link navigates within the app; the tabs' own navigation (a second, untrusted click
            on the link when the value changes) would load the whole page again. */}
        <TabsRoot value={view.tab} activationMode="manual" variant="line" navigate={null}>
          <Tabs.List mb="6" aria-label="Course categories">
            {TABS.map(tab => (
              <Tabs.Trigger key={tab.value} value={tab.value} asChild>
                <Link
                  to={viewLink({ ...fields, tab: tab.value })}
                  state={FROM_CONTROLS}
                  onClick={() => setFields(current => ({ ...current, tab: tab.value }))}
                >
                  {tab.label}
                </Link>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={view.tab}>
            <CourseList view={view} />
          </Tabs.Content>
        </TabsRoot>
      </Container>
    </Box>
  );
}
