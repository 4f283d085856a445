export declare const DENIED_FEATURES: readonly string[];
export declare const PERMISSIONS_POLICY: string;
export declare const SITE_HEADERS: Readonly<{
  'X-Content-Type-Options': 'nosniff';
  'Referrer-Policy': string;
  'Permissions-Policy': string;
}>;
