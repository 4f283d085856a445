// JSON-LD for the document head: the developer as a schema.org Organization with its postal address in
// Moscow, Russia, and its logo and picture as ImageObject (product §3 Structured data).
import type { BaseData } from '@estate/shared-api/dto/baseData';
import type { Company } from '@estate/shared-api/dto/content';
import { BRAND_NAME } from '../brand/brand';

export interface ImageObject {
  '@type': 'ImageObject';
  url: string;
  contentUrl: string;
  width?: number;
  height?: number;
  caption?: string;
}

export function imageObject(
  url: string,
  extra: Omit<ImageObject, '@type' | 'url' | 'contentUrl'> = {},
): ImageObject {
  return { '@type': 'ImageObject', url, contentUrl: url, ...extra };
}

/** 'Россия, Москва, ул. Правды, 26' → the street part after the country and the city. */
export function streetOf(address: string): string {
  return address
    .replace(/^\s*(Россия|Российская Федерация)\s*,\s*/i, '')
    .replace(/^\s*(г\.\s*)?Москва\s*,\s*/i, '');
}

interface Args {
  /** the site's origin on the city's host, e.g. http://localhost:8080 */
  origin: string;
  company: Company | null;
  /** base data of Moscow, the head office's city (its central sales office), when at hand */
  baseData: BaseData | null;
  logoUrl: string;
}

export function organizationJsonLd({ origin, company, baseData, logoUrl }: Args) {
  const office = baseData?.central_sales_office;
  const address = company?.address ?? office?.address ?? '';
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    // articles name it as their author and publisher by this id
    '@id': `${origin}/#organization`,
    name: company?.name ?? BRAND_NAME,
    ...(company?.legal_name ? { legalName: company.legal_name } : {}),
    url: `${origin}/`,
    logo: imageObject(logoUrl, { caption: BRAND_NAME }),
    image: imageObject(logoUrl, { caption: BRAND_NAME }),
    ...(office ? { telephone: office.phone_number, email: office.email } : {}),
    ...(company?.inn ? { taxID: company.inn } : {}),
    ...(company?.founded ? { foundingDate: String(company.founded) } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(address ? { streetAddress: streetOf(address) } : {}),
      addressLocality: 'Москва',
      addressCountry: 'RU',
    },
    ...(baseData?.social_links.length ? { sameAs: baseData.social_links.map((link) => link.link) } : {}),
  };
}
