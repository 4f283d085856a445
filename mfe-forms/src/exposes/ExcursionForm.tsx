// The excursion booking form, used by the press remote's /excursions page:
// <ctx.Widget module="forms/ExcursionForm" props={{ excursion }} /> (an Excursion of /api/excursions/),
// or props={{ office }} (an Office of /api/offices/) for a visit without a chosen excursion.
import { CONTRACT_VERSION, type RemoteWidget } from '@estate/shared-api';
import { ExcursionForm, type ExcursionFormProps } from '../features/excursion/ExcursionForm';

const widget: RemoteWidget<ExcursionFormProps> = { contractVersion: CONTRACT_VERSION, Component: ExcursionForm };
export default widget;
