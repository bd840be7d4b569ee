import { AspectRatio, Center, Image, Text } from "@chakra-ui/react";
import { useState } from "react";
import { BookIcon } from "../../../components/icons/icons";
import type { CourseImage_CourseFragment } from "./course-image.generated";

interface CourseImageProps {
  course: CourseImage_CourseFragment;
  /**
   * The page's main picture (a course's own page): fetched at once. Otherwise (a card in a list)
   * only as it nears the screen, and decoded off the page's main thread.
   */
  main?: boolean;
}

/** The course picture, or a book icon with the title when there is none or it fails to load. */
export function CourseImage({ course, main = false }: CourseImageProps) {
  const { imageUrl, title } = course;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl !== null && imageUrl !== "" && failedUrl !== imageUrl;

  return (
    <AspectRatio ratio={16 / 9} bg="blue.50">
      {showImage ? (
        <Image
          src={imageUrl}
          alt={title}
          objectFit="cover"
          loading={main ? "eager" : "lazy"}
          decoding="async"
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : (
        <Center
          role="img"
          aria-label={`${title} (no image available)`}
          flexDir="column"
          gap="2"
          p="4"
        >
          <BookIcon boxSize="12" color="blue.700" aria-hidden />
          <Text fontWeight="semibold" color="blue.900" textAlign="center" lineClamp={2}>
            {title}
          </Text>
        </Center>
      )}
    </AspectRatio>
  );
}
