import { Alert } from "@chakra-ui/react";

interface VerificationBannerProps {
  verified: boolean;
  /** The titles of the two outcomes, e.g. 'Enrollments Verified'. */
  passed: string;
  failed: string;
  /** The server's message. */
  message: string;
}

/** A tab's outcome: green when every check passed, red with the server's message otherwise. */
export function VerificationBanner({ verified, passed, failed, message }: VerificationBannerProps) {
  return (
    <Alert.Root status={verified ? "success" : "error"}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{verified ? passed : failed}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
