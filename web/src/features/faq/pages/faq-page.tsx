import {
  Accordion,
  Box,
  Container,
  Field,
  Heading,
  Input,
  Link,
  Stack,
  Tabs,
  Text,
} from "@chakra-ui/react";
import { ScrollingTabList, TabsRoot } from "../../../components/ui/page-recipes";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { FAQ, FAQ_CATEGORIES } from "../faq-content";
import { AccordionRoot } from "../../../components/ui/accordion-root";
import { usePageTitle } from "../../../lib/page-title";

function Questions({ category, search }: { category: string; search: string }) {
  const words = search.trim().toLowerCase();
  const entries = FAQ.filter(
    entry =>
      (category === "all" || entry.category === category) &&
      (!words || `${entry.question} ${entry.answer}`.toLowerCase().includes(words)),
  );
  if (entries.length === 0) {
    return (
      <Text color="gray.600" py="6">
        No questions match your search.
      </Text>
    );
  }
  return (
    <AccordionRoot collapsible variant="enclosed">
      {entries.map(entry => (
        <Accordion.Item key={entry.question} value={entry.question}>
          <Accordion.ItemTrigger fontWeight="semibold" textAlign="start">
            <Box flex="1">{entry.question}</Box>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="gray.700">{entry.answer}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </AccordionRoot>
  );
}

/** Questions by category, one open at a time, with a search over questions and answers. */
export function FaqPage() {
  usePageTitle("Frequently Asked Questions");
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("all");
  return (
    <Box py={{ base: "10", md: "16" }}>
      <Container maxW="4xl">
        <Stack gap="3" mb="8" textAlign="center">
          <Heading as="h1" size="4xl">
            Frequently Asked Questions
          </Heading>
          <Text color="gray.600">
            Answers about our courses, enrollment, certification, payment and technical matters.
          </Text>
        </Stack>
        <Field.Root mb="6">
          <Field.Label>Search questions</Field.Label>
          <Input
            type="search"
            placeholder="Search the FAQ"
            value={search}
            onChange={event => setSearch(event.target.value)}
          />
        </Field.Root>
        <TabsRoot value={category} onValueChange={({ value }) => setCategory(value)}>
          <ScrollingTabList mb="4" aria-label="Question categories">
            {FAQ_CATEGORIES.map(item => (
              <Tabs.Trigger key={item.value} value={item.value}>
                {item.label}
              </Tabs.Trigger>
            ))}
          </ScrollingTabList>
          <Tabs.Content value={category}>
            <Questions category={category} search={search} />
          </Tabs.Content>
        </TabsRoot>
        <Text mt="10" textAlign="center" color="gray.700">
          Still have questions?{" "}
          <Link asChild color="blue.700" textDecoration="underline">
            <RouterLink to="/contact">Contact us</RouterLink>
          </Link>{" "}
          or visit your{" "}
          <Link asChild color="blue.700" textDecoration="underline">
            <RouterLink to="/dashboard">dashboard</RouterLink>
          </Link>{" "}
          for support.
        </Text>
      </Container>
    </Box>
  );
}
