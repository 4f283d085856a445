// The excursion booking form, used by the press remote's /excursions page:
// <ctx.Widget module="forms/ExcursionForm" props={{ excursion }} /> (an Excursion of /api/excursions/),
// props={{ office }} (an Office) for a visit without a chosen excursion, or mfe-press's flat props
// (excursionId, excursionTitle, officeId, officeAddress, officeHours, onClose) inside its own dialog.
import { CONTRACT_VERSION, type RemoteWidget } from '@estate/shared-api';
import { ExcursionForm } from '../features/excursion/ExcursionForm';
import type { ExcursionFormProps } from '../features/excursion/excursionProps';

const widget: RemoteWidget<ExcursionFormProps> = { contractVersion: CONTRACT_VERSION, Component: ExcursionForm };
export default widget;
