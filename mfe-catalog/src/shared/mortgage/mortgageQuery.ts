// The mortgage calculator's data: the city's programmes, for a lot's price when there is one. The lot page's
// prefetch and the calculator ask for it with the same query.
import { apiQuery, endpoints, type ApiClient, type Query } from '@estate/shared-api';

export const mortgagePath = endpoints.mortgage.list();

export function mortgageQuery(city: string, price?: number): Query {
  return { city, price };
}

export function mortgageCalculatorQuery(api: ApiClient, city: string, price?: number) {
  return apiQuery(api, mortgagePath, mortgageQuery(city, price));
}
