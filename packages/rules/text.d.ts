export declare const EMAIL_PATTERN: RegExp;
export declare function hasInvisible(value: string): boolean;
export declare function oneLineProblem(label: string, value: string): string | undefined;
export declare function phoneProblem(value: string): string | undefined;
