// Records the visit of a lot page in the visitor's recently viewed list (POST /api/viewed/ {property}).
// A failure only logs a warning: the page itself does not depend on it.
import { useEffect } from 'react';
import { endpoints, type ShellContext } from '@estate/shared-api';

export function useRecordView(ctx: Pick<ShellContext, 'api'>, lotId: number | null): void {
  const { api } = ctx;
  useEffect(() => {
    if (lotId === null) return;
    api
      .post(endpoints.viewed.list(), { body: { property: lotId } })
      .catch((error: unknown) => console.warn('[catalog] the visit was not recorded', error));
  }, [api, lotId]);
}
