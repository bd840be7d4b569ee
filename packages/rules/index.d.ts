export declare const EMAIL_PATTERN: RegExp;
export declare const MIN_PASSWORD_LENGTH: number;
export declare function newPasswordLengthProblem(password: string): string | undefined;
export declare function passwordProblems(password: string): string[];
