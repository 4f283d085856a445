// Where a lot's page asks for a viewing: the forms remote's visit form for this lot (a 'viewing' lead at the lot's
// office); without scripts the page says how to arrange one instead.
import type { ShellContext } from '@estate/shared-api';
import type { LotDetail } from '@estate/shared-api/dto/lots';
import { NeedsJavaScript } from '@estate/shared-ui/components/NeedsJavaScript/NeedsJavaScript';
import styles from './LotView.module.css';

const VIEWING_NO_SCRIPT = 'Чтобы записаться на просмотр, включите JavaScript в браузере или позвоните в офис продаж.';

export function LotViewingSlot({ ctx, lot }: { ctx: ShellContext; lot: LotDetail }) {
  const { Widget } = ctx;
  return (
    <div id="viewing" className={styles.viewing}>
      <Widget
        module="forms/LotViewing"
        props={{ lotId: lot.id, lotTitle: `${lot.title} № ${lot.number}, «${lot.project.name}»` }}
        fallback={<NeedsJavaScript>{VIEWING_NO_SCRIPT}</NeedsJavaScript>}
      />
    </div>
  );
}
