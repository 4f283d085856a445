// The favourite and compare toggles of a lot card. Both read and change the page's list stores; a successful
// toggle sends a notice (with a link to the list) over the bus, a failed one changes nothing (the store warns).
import type { MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { LotList, ShellContext } from '@estate/shared-api';
import { listStoresFor } from '../lot-lists/listStores';
import type { LotListStore } from '../lot-lists/LotListStore';
import { toggleNotice } from './notices';
import { CompareIcon, HeartIcon } from './ToggleIcons';
import { cx } from '@estate/shared-ui/utils/cx';
import styles from './ToggleButtons.module.css';

export interface ToggleButtonsProps {
  lotId: number;
  ctx: ShellContext;
  /** only one of the two buttons (the comparison table shows the favourite toggle alone) */
  only?: LotList;
  className?: string;
}

const labels: Record<LotList, { add: string; remove: string }> = {
  favorites: { add: 'Добавить в избранное', remove: 'Удалить из избранного' },
  comparison: { add: 'Добавить к сравнению', remove: 'Удалить из сравнения' },
};

const Toggle = observer(function Toggle({ store, lotId, ctx }: { store: LotListStore; lotId: number; ctx: ShellContext }) {
  const pressed = store.has(lotId);
  const busy = store.busy.has(lotId);
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    // the store answers its own failures with null, so this never rejects
    void store.toggle(lotId).then((action) => {
      if (action) ctx.bus.next({ type: 'notify', notice: toggleNotice(store.list, action) });
    });
  };
  const label = pressed ? labels[store.list].remove : labels[store.list].add;
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      aria-busy={busy || undefined}
      data-list={store.list}
      onClick={onClick}
    >
      {store.list === 'favorites' ? <HeartIcon /> : <CompareIcon />}
    </button>
  );
});

export function ToggleButtons({ lotId, ctx, only, className }: ToggleButtonsProps) {
  const stores = listStoresFor(ctx.api);
  return (
    <div className={cx(styles.root, className)} data-lot-toggles={lotId}>
      {only !== 'comparison' && <Toggle store={stores.favorites} lotId={lotId} ctx={ctx} />}
      {only !== 'favorites' && <Toggle store={stores.comparison} lotId={lotId} ctx={ctx} />}
    </div>
  );
}
