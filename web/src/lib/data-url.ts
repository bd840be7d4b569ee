import type { ChangeEvent } from "react";

/** A file as a data URL (an upload's form: the API takes a picture in a GraphQL string). */
export function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsDataURL(file);
  });
}

/**
 * The PNG chosen in a file input, as a data URL; null when none was chosen or it is no PNG (then
 * `tell` says so; it is told null first, clearing an earlier problem). The input is emptied, so
 * choosing the same file again is a new choice.
 */
export async function chosenPng(
  event: ChangeEvent<HTMLInputElement>,
  tell: (problem: string | null) => void,
): Promise<string | null> {
  const file = event.target.files?.[0];
  event.target.value = "";
  if (!file) return null;
  tell(null);
  if (file.type !== "image/png") {
    tell("Choose a PNG picture.");
    return null;
  }
  return dataUrlOf(file);
}
