// What the forms remote's ExcursionForm widget gets to book a visit: the excursion and its office's hours
// (the form checks the chosen time against them, product §5 'Наш офис работает в будни с H:M до H:M').
import type { Excursion, OfficeHours } from '@estate/shared-api/dto/offices';

export const EXCURSION_FORM_MODULE = 'forms/ExcursionForm';

export interface ExcursionFormProps extends Record<string, unknown> {
  excursionId: number;
  excursionTitle: string;
  projectId: number;
  projectName: string;
  officeId: number;
  officeName: string;
  officeAddress: string;
  officeHours: OfficeHours[];
  /** called when the visitor is done with the form (after a success, or to cancel) */
  onClose: () => void;
}

export function excursionFormProps(excursion: Excursion, onClose: () => void): ExcursionFormProps {
  return {
    excursionId: excursion.id,
    excursionTitle: excursion.title,
    projectId: excursion.project.id,
    projectName: excursion.project.name,
    officeId: excursion.office.id,
    officeName: excursion.office.name,
    officeAddress: excursion.office.address,
    officeHours: excursion.office.hours,
    onClose,
  };
}
