// The purchase page's data: the purchase methods, and for the method the URL opens the mortgage calculator or the
// installment plans. The page's prefetch (server) and its blocks (browser) use the same requests.
import { apiQuery, endpoints, type PagePrefetch } from '@estate/shared-api';
import type { PurchaseMethodPage } from '@estate/shared-api/dto/mortgage';
import { mortgageCalculatorQuery } from '../../shared/mortgage/mortgageQuery';

export const methodsPath = endpoints.purchaseMethodsPages.list();
export const METHODS_QUERY = { limit: 20 };
export const installmentPath = endpoints.installment.list();
export const installmentQuery = (city: string) => ({ city });

/** product §3: purchase method 3 is the mortgage. */
export const isMortgage = (method: PurchaseMethodPage) => method.id === 3 || method.slug === 'mortgage';
export const isInstallment = (method: PurchaseMethodPage) => method.slug === 'installment';

/** The method `?method=` names, else the first. */
export function chosenMethod(methods: readonly PurchaseMethodPage[], wanted: string | null): PurchaseMethodPage | undefined {
  return methods.find((item) => String(item.id) === wanted) ?? methods[0];
}

export const prefetchPurchase: PagePrefetch = async ({ api, city, search, queryClient }) => {
  const methods = apiQuery(api, methodsPath, METHODS_QUERY);
  await queryClient.prefetchQuery(methods);
  const method = chosenMethod(queryClient.getQueryData(methods.queryKey)?.results ?? [], search.get('method'));
  if (method && isMortgage(method)) await queryClient.prefetchQuery(mortgageCalculatorQuery(api, city));
  if (method && isInstallment(method)) await queryClient.prefetchQuery(apiQuery(api, installmentPath, installmentQuery(city)));
};
