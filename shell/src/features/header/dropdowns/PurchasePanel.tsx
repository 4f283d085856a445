import { useFrame } from '../../../state/frame';
import { purchaseLinks } from '../../../shared/navigation/links';
import { LinkList } from './LinkList';

/** The purchase dropdown: the purchase methods, the mortgage one with mortgage_text_in_menu. */
export function PurchasePanel() {
  const { baseData } = useFrame();
  return <LinkList links={purchaseLinks(baseData)} large />;
}
