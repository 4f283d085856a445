// The pictures of a lot: its layout, the layout with furniture, and where it is on the floor plan.
import type { ShellContext } from '@estate/shared-api';
import type { LotDetail } from '@estate/shared-api/dto/lots';
import { Image } from '@estate/shared-ui/components/Image/Image';
import { Tabs, type TabItem } from '@estate/shared-ui/components/Tabs/Tabs';
import { boxStyle, PlanPicture } from '../../shared/plan/PlanPicture';
import styles from './LotView.module.css';

const SIZES = '(max-width: 1279px) 100vw, 80rem';

export function LotGallery({ ctx, lot }: { ctx: ShellContext; lot: LotDetail }) {
  const layout = lot.layout_image ?? lot.layout?.image ?? null;
  const furniture = lot.layout_furniture_image ?? lot.layout?.furniture_image ?? null;
  const tabs: TabItem[] = [];
  if (layout) {
    tabs.push({
      id: 'layout',
      label: 'Планировка',
      content: <Image path={layout} alt={`Планировка: ${lot.title}`} sizes={SIZES} webp={ctx.device.webp} aspectRatio="4 / 3" className={styles.layoutImage} lazy={false} />,
    });
  }
  if (furniture) {
    tabs.push({
      id: 'furniture',
      label: 'С мебелью',
      content: <Image path={furniture} alt={`Планировка с мебелью: ${lot.title}`} sizes={SIZES} webp={ctx.device.webp} aspectRatio="4 / 3" className={styles.layoutImage} />,
    });
  }
  tabs.push({
    id: 'floor',
    label: 'На этаже',
    content: (
      <PlanPicture ctx={ctx} path={lot.plan_image} alt={`План этажа, ${lot.floor} этаж`} sizes={SIZES}>
        <span className={styles.planMark} style={boxStyle(lot.plan_position)} aria-hidden="true" />
      </PlanPicture>
    ),
  });
  return <Tabs label="Изображения лота" tabs={tabs} className={styles.gallery} />;
}
