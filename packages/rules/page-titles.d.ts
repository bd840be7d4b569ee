export declare const SITE_TITLE: string;
export declare function tabTitle(title: string): string;
export declare const NOT_FOUND_TITLE: string;
export declare function routeTitle(pathname: string): string | null | undefined;
