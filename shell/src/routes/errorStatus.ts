// product §8: a route-change error takes its status from statusCode, status or the response status, default 500.
export interface PageError {
  status: number;
  message: string;
}

export const notFoundMessage = 'This page could not be found';

export function toPageError(error: unknown): PageError {
  const source = (error ?? {}) as {
    statusCode?: unknown;
    status?: unknown;
    response?: { status?: unknown };
    message?: unknown;
  };
  const status = [source.statusCode, source.status, source.response?.status].find(
    (value): value is number => typeof value === 'number' && value >= 400 && value <= 599,
  );
  return {
    status: status ?? 500,
    message: typeof source.message === 'string' ? source.message : 'Internal Server Error',
  };
}
