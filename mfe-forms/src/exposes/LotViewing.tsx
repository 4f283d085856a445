// The viewing request of one lot, mounted by the catalog's lot pages:
// <ctx.Widget module="forms/LotViewing" props={{ lotId, lotTitle }} />.
import { CONTRACT_VERSION, type RemoteWidget } from '@estate/shared-api';
import { LotViewing, type LotViewingProps } from '../features/excursion/LotViewing';

const widget: RemoteWidget<LotViewingProps> = { contractVersion: CONTRACT_VERSION, Component: LotViewing };
export default widget;
